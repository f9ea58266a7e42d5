// What other features and the app may use of portal; everything else stays inside the folder.
export { answerText } from './apply/answer-text';
export { AnswersSummary } from './apply/answers-summary';
export { ProgramList } from './components/program-list';
export { ProgramPublicView } from './components/program-public-view';
export { portalRoutes } from './routes';

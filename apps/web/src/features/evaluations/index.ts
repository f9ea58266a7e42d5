// What other features and the app may use of evaluations; everything else stays inside the folder.
export { evaluationsRoutes } from './routes';

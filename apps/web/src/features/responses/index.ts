// What other features and the app may use of responses; everything else stays inside the folder.

export { ReleaseDecisionsButton } from './components/release-decisions';
export { downloadFile } from './exports/download';
export { useCreateRequest } from './requests/use-requests';
export { responsesRoutes } from './routes';

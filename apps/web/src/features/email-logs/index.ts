// What other features and the app may use of the e-mail log; everything else stays inside the folder.
export { emailLogsRoutes } from './routes';

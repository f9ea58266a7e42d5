// What the app may use of the operator console; everything else stays inside the folder.
export { operatorRoutes } from './routes';

// What the app may use of sender-email; everything else stays inside the folder.
export { senderEmailRoutes } from './routes';

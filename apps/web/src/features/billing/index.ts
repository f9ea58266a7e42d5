// What the app may use of billing; everything else stays inside the folder.
export { billingRoutes } from './routes';

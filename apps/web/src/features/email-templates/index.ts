// What other features and the app may use of the e-mail templates; everything else stays inside the folder.

export { emailTemplatesRoutes } from './routes';

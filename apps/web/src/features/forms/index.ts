// What other features and the app may use of forms; everything else stays inside the folder.
export { FormFill } from './preview/form-fill';
export type { PreviewStore } from './preview/preview-store';
export { formsRoutes } from './routes';

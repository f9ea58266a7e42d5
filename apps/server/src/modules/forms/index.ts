export { registerFormRoutes } from './forms.routes';

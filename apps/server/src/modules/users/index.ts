export { registerUserRoutes } from './users.routes';

export { registerFileRoutes } from './files.routes';

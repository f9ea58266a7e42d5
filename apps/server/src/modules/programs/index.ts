export { registerProgramRoutes } from './programs.routes';

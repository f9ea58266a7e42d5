export { registerApplicationRoutes } from './applications.routes';
export { isTeamFile } from './file-references';

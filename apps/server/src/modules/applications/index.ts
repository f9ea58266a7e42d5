export { registerApplicationRoutes } from './applications.routes';
export { isTeamFile } from './team.service';

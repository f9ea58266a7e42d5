export { searchTextOf } from './application-search';
export { registerApplicationRoutes } from './applications.routes';
export { isProgramFile, isTeamFile } from './file-references';

export { searchTextOf } from './application-search';
export { applicantName } from './applications.repository';
export { registerApplicationRoutes } from './applications.routes';
export { isProgramFile, isTeamFile, withCheckedFiles } from './file-references';
export { applicationHoldsFile } from './file-references.repository';
export { personName } from './responses/responses.service';

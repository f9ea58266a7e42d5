export { seedDemoDeletionRequest } from './account-deletion.seed';
export { registerUserRoutes } from './users.routes';

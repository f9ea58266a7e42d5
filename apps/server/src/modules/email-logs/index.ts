export { registerEmailLogRoutes } from './email-logs.routes';
export { seedDemoEmailLog } from './email-logs.seed';

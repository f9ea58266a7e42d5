export { registerPlatformRoutes } from './platforms.routes';
export { seedDemoPlatforms } from './platforms.seed';
export { createTenantResolver, type TenantResolver } from './tenant-resolver';

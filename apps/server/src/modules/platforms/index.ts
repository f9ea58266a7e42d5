export { getPortalPlatformPage } from './platform-pages.service';
export { platformOriginFor } from './platform-origin';
export { registerPlatformRoutes } from './platforms.routes';
export { createPlatform, ensureRolesOnEveryPlatform, seedDemoPlatforms } from './platforms.seed';
export { createTenantResolver, type TenantResolver } from './tenant-resolver';

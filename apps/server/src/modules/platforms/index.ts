export { platformOriginFor } from './platform-origin';
export { getPortalPlatformPage } from './platform-pages.service';
export { findMfaRequirement, updateMfaRequirement } from './platforms.repository';
export { registerPlatformRoutes } from './platforms.routes';
export { createPlatform, DEMO_PLATFORMS, ensureRolesOnEveryPlatform, seedDemoPlatforms } from './platforms.seed';
export { createTenantResolver, type TenantResolver } from './tenant-resolver';

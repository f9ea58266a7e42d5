export { platformOriginFor } from './platform-origin';
export { getPortalPlatformPage } from './platform-pages.service';
export {
  count as countPlatforms,
  findMfaRequirement,
  insertWithTheme as insertPlatformWithTheme,
  listForOperator as listPlatformsForOperator,
  listIds as listPlatformIds,
  updateMfaRequirement,
} from './platforms.repository';
export { registerPlatformRoutes } from './platforms.routes';
export { createTenantResolver, type TenantResolver } from './tenant-resolver';

export { registerAuthRoutes } from './auth.routes';
export { DEMO_ADMIN, seedDemoAdmin, seedDemoMember } from './auth.seed';
export { type AuthKeys, deriveAuthKeys, hmac, safeEqual } from './auth-keys';
export { assertAccess, findAuthUser, findPlatformUser } from './auth-user.service';
export { BANNED_EMAIL_DOMAINS } from './banned-email-domains';
export { queueEmail } from './emails';
export { inviteMember, revokeMembership } from './invitations.service';
export { type AdminChange, assertPlatformKeepsAnAdmin } from './platform-lockout';
export {
  ensureBuiltinRoles,
  findById as findRole,
  findByKeys as findRolesByKeys,
  findProgramsGranting,
  listForPlatform as listPlatformRoles,
  removeProgramRoles,
  replacePlatformRoles,
  replaceProgramRoles,
  updatePermissions as updateRolePermissions,
} from './roles.repository';
export { endPlatformSessions } from './sessions.service';
export { verifySocketCredentials } from './socket-credentials';

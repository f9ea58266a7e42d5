export { registerAuthRoutes } from './auth.routes';
export { DEMO_ADMIN, DEMO_APPLICANT, seedDemoAdmin, seedDemoMember } from './auth.seed';
export { type AuthKeys, deriveAuthKeys, hmac, safeEqual, seal, unseal } from './auth-keys';
export { assertAccess, findAuthUser, findPlatformUser } from './auth-user.service';
export { BANNED_EMAIL_DOMAINS } from './banned-email-domains';
export { queueEmail } from './emails';
export { hasGoogleIdentity } from './google/identities.repository';
export {
  addPendingMemberships,
  createAccountsWithoutPassword,
  findAccountsByEmail,
  type KnownAccount,
} from './imported-accounts.repository';
export { ensureInvitedMember, inviteMember, revokeMembership } from './invitations.service';
export { hashPassword } from './passwords';
export { type AdminChange, assertPlatformKeepsAnAdmin } from './platform-lockout';
export {
  type CollaboratorFilter,
  type CollaboratorRow,
  count as countProgramCollaborators,
  isMember as isPlatformMember,
  list as listProgramCollaborators,
} from './program-collaborators.repository';
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
  usersGrantedOn,
} from './roles.repository';
export { endPlatformSessions } from './sessions.service';
export { verifySocketCredentials } from './socket-credentials';
export { accountContactsOf, accountLocalesOf, accountNamesOf } from './user-names.repository';

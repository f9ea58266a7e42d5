/** Permission strings: the SPEC's own three, and the finer ones the modules check. */
export const PERMISSIONS = {
  backOfficeAccess: 'platform.back-office-access.authorize',
  platformAdministration: 'platform.page.administration',
  programsAdministration: 'platform.programs.page.administration',
  usersRead: 'platform.users.read',
  adminsManage: 'platform.admins.manage',
  rolesManage: 'platform.roles.manage',
  securityManage: 'platform.security.manage',
  programManage: 'program.manage',
  programCollaborate: 'program.collaborate',
  programEvaluate: 'program.evaluate',
  programApply: 'program.apply',
  programVote: 'program.vote',
} as const;

export type Permission = (typeof PERMISSIONS)[keyof typeof PERMISSIONS];
export const ALL_PERMISSIONS: readonly Permission[] = Object.values(PERMISSIONS);

export const ROLE_KEYS = [
  'platform_admin',
  'program_manager',
  'collaborator',
  'jury',
  'applicant',
  'public_voter',
] as const;
export type RoleKey = (typeof ROLE_KEYS)[number];

const P = PERMISSIONS;

/** The roles every platform starts with; a platform's administrators may change their permissions. */
export const BUILTIN_ROLE_PERMISSIONS: Record<RoleKey, readonly Permission[]> = {
  platform_admin: [
    P.backOfficeAccess,
    P.platformAdministration,
    P.programsAdministration,
    P.usersRead,
    P.adminsManage,
    P.rolesManage,
    P.securityManage,
    P.programManage,
    P.programCollaborate,
  ],
  program_manager: [P.backOfficeAccess, P.programsAdministration, P.programManage, P.programCollaborate],
  collaborator: [P.backOfficeAccess, P.programCollaborate],
  jury: [P.programEvaluate],
  applicant: [P.programApply],
  public_voter: [P.programVote],
};

/** Roles that open the back office: their holders are the platform's administrators. */
export const ADMIN_ROLE_KEYS: readonly RoleKey[] = ['platform_admin', 'program_manager', 'collaborator'];

/** SPEC §6: a check tests whether a named permission is in the list. */
export function hasPermission(permissions: readonly string[], permission: string): boolean {
  return permissions.includes(permission);
}

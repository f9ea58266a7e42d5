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

/**
 * The installation operator's rights: held by super admins only, never part of a platform's roles
 * (a role naming one is refused), so no platform administrator can act on another platform.
 */
export const OPERATOR_PERMISSIONS = {
  billingOperate: 'installation.billing.operate',
} as const;

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

/**
 * Program-scoped routes (`/api/user.programs/:programId/…`) check their permission against the
 * platform roles together with the roles held on THAT program (SPEC §6: "with an active program, per
 * program"); a role given on one program grants nothing on another.
 */
export const PROGRAM_SCOPED_URL = '/api/user.programs/:programId';
export function isProgramScopedUrl(url: string): boolean {
  return url === PROGRAM_SCOPED_URL || url.startsWith(`${PROGRAM_SCOPED_URL}/`);
}
/** Working in a program: reading it, its forms and responses, handling and exporting responses. */
export const PROGRAM_WORK_ACCESS = { permission: P.programCollaborate } as const;
/** Setting a program up: settings, publication, forms, categories, tags, team, imports, deletions. */
export const PROGRAM_MANAGE_ACCESS = { permission: P.programManage } as const;

/**
 * SPEC §7 issue 11: a platform never loses the people who can restore it. The built-in admin role
 * keeps every platform permission, and some active member must hold both of these.
 */
export const PLATFORM_ADMIN_KEPT_PERMISSIONS: readonly Permission[] = ALL_PERMISSIONS.filter((permission) =>
  permission.startsWith('platform.'),
);
export const MANAGES_ADMINS_AND_ROLES: readonly Permission[] = [P.adminsManage, P.rolesManage];

import { PERMISSIONS, PROGRAM_MANAGE_ACCESS, PROGRAM_WORK_ACCESS, type Role } from '@opencall/shared/auth';

/**
 * SPEC §6 "with an active program, per program": on a program's pages the user may do what their
 * platform roles and their roles on THAT program allow together; elsewhere, the platform roles alone.
 */
export function programPermissions(platform: readonly string[], programRoles: readonly Role[]): string[] {
  return [...new Set([...platform, ...programRoles.flatMap((role) => role.permissions)])].sort();
}

export const canWorkOn = (permissions: readonly string[]) => permissions.includes(PROGRAM_WORK_ACCESS.permission);
export const canManage = (permissions: readonly string[]) => permissions.includes(PROGRAM_MANAGE_ACCESS.permission);
/** Creating programs and the trash are the platform's: no role on one program opens them. */
export const canAdministerPrograms = (permissions: readonly string[]) =>
  permissions.includes(PERMISSIONS.programsAdministration);

import { BUILTIN_ROLE_PERMISSIONS, PERMISSIONS, type Role } from '@opencall/shared/auth';
import { describe, expect, it } from 'vitest';
import { canAdministerPrograms, canManage, canWorkOn, programPermissions } from './program-access';

const roleOn = (key: keyof typeof BUILTIN_ROLE_PERMISSIONS, programId: string): Role => ({
  id: key,
  key,
  name: key,
  permissions: [...BUILTIN_ROLE_PERMISSIONS[key]],
  programId,
});

describe('permissions on a program page', () => {
  it('add the roles held on the program to the platform ones', () => {
    const permissions = programPermissions([PERMISSIONS.backOfficeAccess], [roleOn('collaborator', 'p1')]);
    expect(canWorkOn(permissions)).toBe(true);
    expect(canManage(permissions)).toBe(false);
    expect(canAdministerPrograms(permissions)).toBe(false);
  });

  it('a program manager of the program sets it up; the platform rights stay the platform’s', () => {
    const permissions = programPermissions([], [roleOn('program_manager', 'p1')]);
    expect(canManage(permissions)).toBe(true);
    expect(permissions).toEqual([...new Set(permissions)].sort());
  });

  it('without a role on the program, only the platform roles count', () => {
    expect(canWorkOn(programPermissions([PERMISSIONS.backOfficeAccess], []))).toBe(false);
    expect(canWorkOn(programPermissions([...BUILTIN_ROLE_PERMISSIONS.platform_admin], []))).toBe(true);
  });
});

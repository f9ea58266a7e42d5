import { MANAGES_ADMINS_AND_ROLES, PLATFORM_ADMIN_KEPT_PERMISSIONS } from '@opencall/shared/auth';
import { AppError } from '@opencall/shared/errors';
import type { Db } from '../../db/client';
import * as rolesRepository from './roles.repository';

/** A change about to be made to who administers a platform. */
export type AdminChange =
  /** A role's permissions become `permissions`. */
  | { roleId: string; permissions: readonly string[] }
  /** A member's platform roles become `roleIds` (none: revoked, disabled or deleted). */
  | { userId: string; roleIds: readonly string[] };

const managesAdminsAndRoles = (permissions: Iterable<string>) => {
  const held = new Set(permissions);
  return MANAGES_ADMINS_AND_ROLES.every((permission) => held.has(permission));
};

/**
 * SPEC §7 issue 11: nobody can lock a platform out of itself. The built-in admin role keeps the
 * permissions that administer the platform, and a change that would leave no active member able to
 * manage admins and roles is refused (409 `platform_lockout`). A platform that already has nobody
 * (a super admin restores it) is not made worse by a change, so only the last holder is protected.
 */
export async function assertPlatformKeepsAnAdmin(db: Db, platformId: string, change: AdminChange): Promise<void> {
  if ('roleId' in change) {
    const role = await rolesRepository.findById(db, platformId, change.roleId);
    const missing = PLATFORM_ADMIN_KEPT_PERMISSIONS.filter((permission) => !change.permissions.includes(permission));
    if (role?.key === 'platform_admin' && missing.length > 0) {
      throw new AppError('platform_lockout', { details: { role: role.key, permissions: missing } });
    }
  }
  const holdings = await rolesRepository.listAdminRoleHoldings(db, platformId, change);
  // A platform has a handful of roles: the member's new ones are picked from them.
  const newRoles =
    'userId' in change
      ? (await rolesRepository.listForPlatform(db, platformId)).filter((role) => change.roleIds.includes(role.id))
      : [];
  const before = new Map<string, string[]>();
  const after = new Map<string, string[]>();
  const add = (map: Map<string, string[]>, userId: string, permissions: readonly string[]) =>
    map.set(userId, [...(map.get(userId) ?? []), ...permissions]);
  for (const holding of holdings) {
    add(before, holding.userId, holding.permissions);
    if ('userId' in change && holding.userId === change.userId) continue;
    add(
      after,
      holding.userId,
      'roleId' in change && holding.roleId === change.roleId ? change.permissions : holding.permissions,
    );
  }
  // Someone revoked or disabled has no holdings left; a member given roles is counted with them
  // only if they are an active member already (a holding lists active members only).
  if ('userId' in change && before.has(change.userId)) {
    add(
      after,
      change.userId,
      newRoles.flatMap((role) => role.permissions),
    );
  }
  const count = (map: Map<string, string[]>) => [...map.values()].filter(managesAdminsAndRoles).length;
  if (count(before) > 0 && count(after) === 0) throw new AppError('platform_lockout');
}

import { PERMISSIONS, type Profile, type Role } from '@opencall/shared/auth';
import { AppError } from '@opencall/shared/errors';
import type { AuthUser, RequestContext } from '../../context';
import * as profileRepository from './profile.repository';
import * as rolesRepository from './roles.repository';
import { signSocketCredentials } from './socket-credentials';

const SOCKET_TOKEN_TTL_MS = 5 * 60_000;

export async function getProfile(ctx: RequestContext, user: AuthUser): Promise<Profile> {
  const managesAllPrograms = [PERMISSIONS.programsAdministration, PERMISSIONS.programCollaborate].some((permission) =>
    user.permissions.includes(permission),
  );
  return {
    id: user.id,
    firstname: user.firstname,
    lastname: user.lastname,
    email: user.email,
    superAdmin: user.superAdmin,
    locale: user.locale,
    mfaEnabled: user.mfaEnabled,
    permissions: user.permissions,
    hasPrograms: managesAllPrograms || (await rolesRepository.hasProgramRole(ctx.db, ctx.platform.id, user.id)),
  };
}

/** The user's roles on the platform, and on the program when one is given. */
export async function listRoles(ctx: RequestContext, user: AuthUser, programId?: string): Promise<Role[]> {
  const roles = await rolesRepository.listUserRoles(ctx.db, ctx.platform.id, user.id, programId);
  return roles.map((role) => ({ ...role, programId: role.programId ?? null }));
}

/** SPEC §7 connected platforms; only one's own list can be read. */
export async function listConnectedPlatforms(ctx: RequestContext, user: AuthUser, userId: string, limit: number) {
  if (userId !== user.id) throw new AppError('not_found', { details: { entity: 'user' } });
  const rows = await profileRepository.listConnectedPlatforms(ctx.db, user.id, limit);
  return rows.map((row) => ({ id: row.id, name: row.name, domainToUse: row.domains[0] ?? `${row.slug}.localhost` }));
}

/** Credentials the realtime socket presents: short-lived and bound to this platform and user. */
export function socketCredentials(ctx: RequestContext, user: AuthUser) {
  const expiresAt = Date.now() + SOCKET_TOKEN_TTL_MS;
  return {
    userId: user.id,
    expiresAt,
    signature: signSocketCredentials(ctx.services.keys, ctx.platform.id, user.id, expiresAt),
  };
}

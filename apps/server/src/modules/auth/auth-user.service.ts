import { ALL_PERMISSIONS, OPERATOR_PERMISSIONS } from '@opencall/shared/auth';
import { isLocale } from '@opencall/shared/common';
import { AppError } from '@opencall/shared/errors';
import type { AuthUser, RequestContext } from '../../context';
import { verifyToken } from './access-token';
import { applyAdminMfaRequirement } from './mfa.service';
import * as rolesRepository from './roles.repository';
import { cachedSessionUser } from './session-user-cache';
import * as usersRepository from './users.repository';

/** A super admin holds every permission, the installation operator's included. */
const SUPER_ADMIN_PERMISSIONS: readonly string[] = [...ALL_PERMISSIONS, ...Object.values(OPERATOR_PERMISSIONS)];

type Ctx = Pick<RequestContext, 'db' | 'platform' | 'services'>;

/**
 * The user an access token names on this platform, with its permissions; null when the token is
 * missing, forged, expired, meant for another platform, or older than the user's last session end.
 */
export async function findAuthUser(ctx: Ctx, bearer: string | undefined): Promise<AuthUser | null> {
  if (!bearer) return null;
  const claims = verifyToken(ctx.services.keys.accessToken, bearer, { audience: ctx.platform.id, type: 'access' });
  if (!claims) return null;
  return findPlatformUser(ctx, claims.sub, claims.epc, claims.mep ?? 0);
}

/**
 * A user of this platform as a request would see them now (a signed file address names one);
 * with `sessionEpoch` (and `membershipEpoch`), null when their sessions have ended since, on every
 * platform or on this one.
 */
export async function findPlatformUser(
  ctx: Ctx,
  userId: string,
  sessionEpoch?: number,
  membershipEpoch?: number,
): Promise<AuthUser | null> {
  const found = await cachedSessionUser(ctx.platform.id, userId, () =>
    usersRepository.findSessionUser(ctx.db, ctx.platform.id, userId),
  );
  const user = found?.user;
  if (!found || !user || (sessionEpoch !== undefined && user.sessionEpoch !== sessionEpoch)) return null;
  if (membershipEpoch !== undefined && (found.membershipEpoch ?? 0) !== membershipEpoch) return null;
  if (!user.superAdmin && found.membershipStatus === 'revoked') throw new AppError('account_access_revoked');
  // An invitation the person has not taken up yet is no membership.
  if (!user.superAdmin && (!found.membershipStatus || !found.joinedAt)) return null;
  return applyAdminMfaRequirement(ctx, {
    id: user.id,
    email: user.email,
    firstname: user.firstname,
    lastname: user.lastname,
    superAdmin: user.superAdmin,
    locale: isLocale(user.locale) ? user.locale : null,
    emailVerified: user.emailVerifiedAt !== null,
    mfaEnabled: user.mfaEnabledAt !== null,
    permissions: user.superAdmin ? [...SUPER_ADMIN_PERMISSIONS] : [...found.permissions].sort(),
  });
}

/** What the user's roles on one program (id or slug) allow there, kept like the session user. */
function programPermissions(ctx: Ctx, userId: string, programRef: string): Promise<string[] | undefined> {
  return cachedSessionUser(
    ctx.platform.id,
    userId,
    () => rolesRepository.findProgramPermissions(ctx.db, ctx.platform.id, userId, programRef),
    `program:${programRef}`,
  );
}

/**
 * SPEC §6 access rules of a contract, applied to the resolved user. On a program-scoped route
 * (`programRef`, the program's id or slug) the roles held on that program count too, and the user
 * the handler receives carries their permissions: they apply to that program only.
 */
export async function assertAccess(
  ctx: Ctx,
  user: AuthUser | null,
  access: { permission?: string; allowUnconfirmed: boolean; programRef?: string },
): Promise<AuthUser> {
  if (!user) throw new AppError('authentication_required');
  if (!access.allowUnconfirmed && !user.emailVerified && !user.superAdmin) throw new AppError('account_not_confirmed');
  const { permission, programRef } = access;
  if (!permission || user.permissions.includes(permission)) return user;
  const onProgram = programRef ? await programPermissions(ctx, user.id, programRef) : undefined;
  if (onProgram?.includes(permission)) {
    // A program's roles are held to the platform's "MFA for administrators" like its own roles.
    const merged = await applyAdminMfaRequirement(ctx, {
      ...user,
      permissions: [...new Set([...user.permissions, ...onProgram])].sort(),
    });
    if (merged.permissions.includes(permission)) return merged;
  }
  throw new AppError('missing_permissions', { details: { permission } });
}

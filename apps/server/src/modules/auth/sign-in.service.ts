import { type LoginBody, normalizeEmail, PERMISSIONS, type SignInResult } from '@opencall/shared/auth';
import { AppError } from '@opencall/shared/errors';
import type { RequestContext } from '../../context';
import { MFA_TOKEN_TTL_SECONDS, signToken } from './access-token';
import { verifyPassword } from './passwords';
import { platformRequiresAdminMfa } from './security.service';
import { type IssuedSession, startSession } from './sessions.service';
import { assertUnderLimit, LIMITS, recordAttempt } from './throttle';
import * as usersRepository from './users.repository';

export type SignInOutcome = { result: SignInResult; session?: IssuedSession };

export function mfaTokenFor(
  ctx: RequestContext,
  user: { id: string; sessionEpoch: number },
  type: 'mfa' | 'mfa_enroll',
) {
  return signToken(
    ctx.services.keys.accessToken,
    { sub: user.id, aud: ctx.platform.id, epc: user.sessionEpoch, typ: type },
    MFA_TOKEN_TTL_SECONDS,
  );
}

export async function signedIn(ctx: RequestContext, userId: string): Promise<SignInOutcome> {
  const session = await startSession(ctx, userId);
  return {
    result: { status: 'signed_in', accessToken: session.accessToken, expiresIn: session.expiresIn },
    session,
  };
}

async function canUseBackOffice(ctx: RequestContext, userId: string): Promise<boolean> {
  // The session's own rule: a platform role or a role on a program opens the back office.
  const found = await usersRepository.findSessionUser(ctx.db, ctx.platform.id, userId);
  return found?.permissions.includes(PERMISSIONS.backOfficeAccess) ?? false;
}

/**
 * Password sign-in. Unknown address, wrong password and an account of another platform's
 * back office all answer the same 401 after the same amount of work.
 */
export async function signIn(ctx: RequestContext, body: LoginBody): Promise<SignInOutcome> {
  const email = normalizeEmail(body.email);
  const failureKey = `login:${email}`;
  await assertUnderLimit(ctx.db, failureKey, LIMITS.failedLogin);
  const user = await usersRepository.findByEmail(ctx.db, email);
  const isValid = await verifyPassword(user?.passwordHash, body.password);
  if (!user || !isValid) {
    await recordAttempt(ctx.db, failureKey);
    throw new AppError('invalid_credentials');
  }

  return completeSignIn(ctx, user, body.area);
}

/** What follows a proven credential (password or OpenID Connect): the platform's rules, then MFA or a session. */
export async function completeSignIn(
  ctx: RequestContext,
  user: usersRepository.UserRow,
  area: LoginBody['area'],
): Promise<SignInOutcome> {
  const membership = await usersRepository.findMembership(ctx.db, ctx.platform.id, user.id);
  if (!user.superAdmin && membership?.status === 'revoked') throw new AppError('account_access_revoked');
  if (area === 'admin' && !user.superAdmin && !(await canUseBackOffice(ctx, user.id))) {
    throw new AppError('missing_permissions', { details: { permission: PERMISSIONS.backOfficeAccess } });
  }
  // One identity across platforms: signing in to another platform's portal makes you a member of it.
  if (!membership && !user.superAdmin) await usersRepository.upsertMembership(ctx.db, ctx.platform.id, user.id);

  if (user.mfaEnabledAt) return { result: { status: 'mfa_required', mfaToken: mfaTokenFor(ctx, user, 'mfa') } };
  if (area === 'admin' && (await platformRequiresAdminMfa(ctx))) {
    return { result: { status: 'mfa_enrollment_required', mfaToken: mfaTokenFor(ctx, user, 'mfa_enroll') } };
  }
  return signedIn(ctx, user.id);
}

import { type LoginBody, normalizeEmail, PERMISSIONS, type SignInResult } from '@opencall/shared/auth';
import { AppError } from '@opencall/shared/errors';
import type { RequestContext } from '../../context';
import { MFA_TOKEN_TTL_SECONDS, signToken } from './access-token';
import { membershipRequired } from './membership-join.service';
import { verifyPassword } from './passwords';
import { platformRequiresAdminMfa } from './security.service';
import { type IssuedSession, startSession } from './sessions.service';
import { assertNoDelay, forgetFailures, recordFailures, SIGN_IN_DELAYS } from './throttle';
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

/** The three counters a failed password sign-in moves (see SIGN_IN_DELAYS). */
function signInLimits(email: string, ip: string) {
  const accountFromAddress = `login:account-address:${email}|${ip}`;
  const checks = [
    { key: accountFromAddress, limit: SIGN_IN_DELAYS.accountFromAddress },
    { key: `login:address:${ip}`, limit: SIGN_IN_DELAYS.address },
    { key: `login:account:${email}`, limit: SIGN_IN_DELAYS.account },
  ];
  return { accountFromAddress, checks, keys: checks.map((check) => check.key) };
}

/**
 * Password sign-in. Unknown address, wrong password and an account of another platform's
 * back office all answer the same 401 after the same amount of work.
 */
export async function signIn(ctx: RequestContext, body: LoginBody): Promise<SignInOutcome> {
  const email = normalizeEmail(body.email);
  const limits = signInLimits(email, ctx.ip);
  await assertNoDelay(ctx.db, limits.checks);
  const user = await usersRepository.findByEmail(ctx.db, email);
  const isValid = await verifyPassword(user?.passwordHash, body.password);
  if (!user || !isValid) {
    await recordFailures(ctx.db, limits.keys);
    throw new AppError('invalid_credentials');
  }
  await forgetFailures(ctx.db, [limits.accountFromAddress]);

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
  // One account, memberships per platform: a platform never joined is joined only by the explicit step.
  if (!user.superAdmin && !membership?.joinedAt) throw membershipRequired(ctx, user);

  if (user.mfaEnabledAt) return { result: { status: 'mfa_required', mfaToken: mfaTokenFor(ctx, user, 'mfa') } };
  if (area === 'admin' && (await platformRequiresAdminMfa(ctx))) {
    return { result: { status: 'mfa_enrollment_required', mfaToken: mfaTokenFor(ctx, user, 'mfa_enroll') } };
  }
  return signedIn(ctx, user.id);
}

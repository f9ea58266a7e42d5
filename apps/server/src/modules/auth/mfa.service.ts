import { randomBytes } from 'node:crypto';
import { BUILTIN_ROLE_PERMISSIONS } from '@opencall/shared/auth';
import { AppError } from '@opencall/shared/errors';
import { generateSecret, generateURI, verify } from 'otplib';
import QRCode from 'qrcode';
import type { AuthUser, RequestContext } from '../../context';
import { verifyToken } from './access-token';
import { hashToken, seal, unseal } from './auth-keys';
import { platformRequiresAdminMfa } from './security.service';
import { endAllSessions } from './sessions.service';
import { type SignInOutcome, signedIn } from './sign-in.service';
import { assertUnderLimit, LIMITS, recordAttempt } from './throttle';
import * as tokensRepository from './tokens.repository';
import * as usersRepository from './users.repository';

const RECOVERY_CODE_COUNT = 10;
// ±1 step (30 s) of clock drift between the phone and the server.
const DRIFT_SECONDS = 30;

/** The user a pending sign-in token names (MFA step or enrolment), or the signed-in user. */
async function userFor(ctx: RequestContext, mfaToken: string | undefined, type: 'mfa' | 'mfa_enroll') {
  const userId = mfaToken
    ? verifyToken(ctx.services.keys.accessToken, mfaToken, { audience: ctx.platform.id, type })?.sub
    : (await ctx.findCurrentUser())?.id;
  const user = userId && (await usersRepository.findById(ctx.db, userId));
  if (!user) throw new AppError(mfaToken ? 'session_expired' : 'authentication_required');
  return user;
}

function formatRecoveryCode(): string {
  const raw = randomBytes(5).toString('hex');
  return `${raw.slice(0, 5)}-${raw.slice(5)}`;
}

/** A TOTP code not used before (replay refused), or an unused recovery code. */
async function isCodeValid(ctx: RequestContext, user: usersRepository.UserRow, code: string, secret: string) {
  const compact = code.replace(/\s+/g, '');
  if (/^\d{6}$/.test(compact)) {
    const result = await verify({
      secret,
      token: compact,
      epochTolerance: DRIFT_SECONDS,
      ...(user.mfaLastStep !== null && { afterTimeStep: user.mfaLastStep }),
    });
    return result.valid && 'timeStep' in result && usersRepository.claimMfaStep(ctx.db, user.id, result.timeStep);
  }
  return tokensRepository.consumeRecoveryCode(ctx.db, user.id, hashToken(compact.toLowerCase()));
}

async function checkCode(ctx: RequestContext, user: usersRepository.UserRow, code: string, secret: string) {
  const key = `mfa:${user.id}`;
  await assertUnderLimit(ctx.db, key, LIMITS.wrongMfaCode);
  if (!(await isCodeValid(ctx, user, code, secret))) {
    await recordAttempt(ctx.db, key);
    throw new AppError('invalid_mfa_code');
  }
}

/** Second step of sign-in. */
export async function verifyMfaSignIn(ctx: RequestContext, mfaToken: string, code: string): Promise<SignInOutcome> {
  const user = await userFor(ctx, mfaToken, 'mfa');
  if (!user.mfaEnabledAt || !user.mfaSecret) throw new AppError('mfa_not_enabled');
  await checkCode(ctx, user, code, unseal(ctx.services.keys.seal, user.mfaSecret));
  return signedIn(ctx, user.id);
}

/** Starts enrolment: a new secret kept sealed until a first code confirms it. */
export async function setupMfa(ctx: RequestContext, mfaToken: string | undefined) {
  const user = await userFor(ctx, mfaToken, 'mfa_enroll');
  if (user.mfaEnabledAt) throw new AppError('mfa_already_enabled');
  const secret = generateSecret();
  await usersRepository.update(ctx.db, user.id, { mfaSecret: seal(ctx.services.keys.seal, secret), mfaLastStep: null });
  const otpauthUrl = generateURI({ issuer: ctx.platform.name, label: user.email, secret });
  return { secret, otpauthUrl, qrCodeDataUrl: await QRCode.toDataURL(otpauthUrl, { margin: 1, width: 240 }) };
}

/** Confirms enrolment; every other session ends, this one continues with new tokens. */
export async function enableMfa(ctx: RequestContext, mfaToken: string | undefined, code: string) {
  const user = await userFor(ctx, mfaToken, 'mfa_enroll');
  if (user.mfaEnabledAt) throw new AppError('mfa_already_enabled');
  if (!user.mfaSecret) throw new AppError('mfa_not_enabled');
  await checkCode(ctx, user, code, unseal(ctx.services.keys.seal, user.mfaSecret));
  const recoveryCodes = Array.from({ length: RECOVERY_CODE_COUNT }, formatRecoveryCode);
  await tokensRepository.replaceRecoveryCodes(ctx.db, user.id, recoveryCodes.map(hashToken));
  await usersRepository.update(ctx.db, user.id, { mfaEnabledAt: new Date() });
  await endAllSessions(ctx, user.id);
  const outcome = await signedIn(ctx, user.id);
  return { ...outcome, recoveryCodes };
}

/** Turns MFA off after a valid code; every session ends, this one included. */
export async function disableMfa(ctx: RequestContext, code: string) {
  const user = await userFor(ctx, undefined, 'mfa');
  if (!user.mfaEnabledAt || !user.mfaSecret) throw new AppError('mfa_not_enabled');
  await checkCode(ctx, user, code, unseal(ctx.services.keys.seal, user.mfaSecret));
  await usersRepository.update(ctx.db, user.id, { mfaEnabledAt: null, mfaSecret: null, mfaLastStep: null });
  await tokensRepository.replaceRecoveryCodes(ctx.db, user.id, []);
  await endAllSessions(ctx, user.id);
  return { status: 'ok' as const };
}

/** What the roles outside the back office hold (applicant, jury, public voter): no MFA needed for these. */
const PORTAL_PERMISSIONS: ReadonlySet<string> = new Set([
  ...BUILTIN_ROLE_PERMISSIONS.applicant,
  ...BUILTIN_ROLE_PERMISSIONS.jury,
  ...BUILTIN_ROLE_PERMISSIONS.public_voter,
]);
/**
 * "MFA required for administrators" applied to every token, whatever door issued it (public
 * login, Google, refresh): on such a platform a user without MFA keeps only portal permissions
 * (and is no super admin here) until they enrol. The sign-in doors only decide what to ask next.
 */
export async function applyAdminMfaRequirement(
  ctx: Pick<RequestContext, 'db' | 'platform'>,
  user: AuthUser,
): Promise<AuthUser> {
  if (user.mfaEnabled) return user;
  const portalOnly = user.permissions.filter((permission) => PORTAL_PERMISSIONS.has(permission));
  if (!user.superAdmin && portalOnly.length === user.permissions.length) return user;
  return (await platformRequiresAdminMfa(ctx)) ? { ...user, superAdmin: false, permissions: portalOnly } : user;
}

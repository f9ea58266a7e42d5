import { type Area, isSafeBackTo, normalizeEmail } from '@opencall/shared/auth';
import { AppError } from '@opencall/shared/errors';
import type { RequestContext } from '../../../context';
import { assertAccountEmail } from '../registration.service';
import { endAllSessions } from '../sessions.service';
import { completeSignIn, type SignInOutcome } from '../sign-in.service';
import * as tokensRepository from '../tokens.repository';
import * as usersRepository from '../users.repository';
import { type IdTokenClaims, IdTokenError } from './id-token';
import * as identitiesRepository from './identities.repository';
import { type OidcClient, OidcProviderError } from './oidc-client';
import { codeChallengeOf, newSignInState, type SignInState } from './sign-in-state';

/** The SPA page the provider sends the browser back to; it posts the code to `login-google`. */
export function callbackUrl(ctx: RequestContext): string {
  return `${ctx.origin}/auth_social/google/callback`;
}

function providerFailure(error: unknown): AppError {
  if (error instanceof IdTokenError) {
    return new AppError('oauth_failed', { details: { reason: 'invalid_id_token' }, cause: error });
  }
  if (error instanceof OidcProviderError && error.kind === 'refused') {
    return new AppError('oauth_failed', { details: { reason: 'code_refused' }, cause: error });
  }
  if (error instanceof OidcProviderError) {
    return new AppError('service_unavailable', { details: { reason: 'provider_unreachable' }, cause: error });
  }
  return error instanceof AppError ? error : new AppError('internal_error', { cause: error });
}

/** First leg: fresh state, nonce and PKCE verifier, kept by the browser (sealed) and named to the provider. */
export async function startGoogleSignIn(
  ctx: RequestContext,
  client: OidcClient,
  area: Area,
  backTo: string | undefined,
): Promise<{ url: string; saved: SignInState }> {
  // An absolute or protocol-relative backTo would turn sign-in into an open redirect: it is dropped.
  const saved = newSignInState(area, isSafeBackTo(backTo) ? backTo : null);
  try {
    const url = await client.authorizationUrl({
      redirectUri: callbackUrl(ctx),
      state: saved.state,
      nonce: saved.nonce,
      codeChallenge: codeChallengeOf(saved.verifier),
    });
    return { url, saved };
  } catch (error) {
    throw providerFailure(error);
  }
}

/**
 * The provider proved an email the account never proved: whoever registered it may not be its
 * owner, so the credentials they set (password, MFA, sessions) end here.
 */
async function claimUnprovenAccount(ctx: RequestContext, userId: string): Promise<void> {
  await usersRepository.update(ctx.db, userId, {
    emailVerifiedAt: new Date(),
    passwordHash: null,
    mfaSecret: null,
    mfaEnabledAt: null,
    mfaLastStep: null,
  });
  await tokensRepository.replaceRecoveryCodes(ctx.db, userId, []);
  await endAllSessions(ctx, userId);
}

async function createLinkedUser(ctx: RequestContext, issuer: string, claims: IdTokenClaims, email: string) {
  const isVerified = claims.email_verified === true;
  return ctx.db.transaction(async (tx) => {
    const user = await usersRepository.insert(tx, {
      email: assertAccountEmail(email),
      firstname: claims.given_name?.trim().slice(0, 100) ?? '',
      lastname: claims.family_name?.trim().slice(0, 100) ?? '',
      locale: ctx.locale,
      emailVerifiedAt: isVerified ? new Date() : null,
    });
    await identitiesRepository.link(tx, issuer, claims.sub, user.id);
    // A new account made here joins this platform; an existing one joins others only by the explicit step.
    await usersRepository.joinPlatform(tx, ctx.platform.id, user.id);
    return user;
  });
}

/** Issuer + subject first; else a verified email may join its account; else a new account. */
async function resolveUser(ctx: RequestContext, issuer: string, claims: IdTokenClaims) {
  const linkedId = await identitiesRepository.findUserId(ctx.db, issuer, claims.sub);
  const linked = linkedId ? await usersRepository.findById(ctx.db, linkedId) : undefined;
  if (linked) return linked;
  if (typeof claims.email !== 'string' || !claims.email) {
    throw new AppError('oauth_failed', { details: { reason: 'email_missing' } });
  }
  const email = normalizeEmail(claims.email);
  const existing = await usersRepository.findByEmail(ctx.db, email);
  if (!existing) return createLinkedUser(ctx, issuer, claims, email);
  // Anyone can put any address on an account at some providers: only a verified one may take it.
  if (claims.email_verified !== true) throw new AppError('oauth_failed', { details: { reason: 'email_not_verified' } });
  if (!existing.emailVerifiedAt) await claimUnprovenAccount(ctx, existing.id);
  const ownerId = await identitiesRepository.link(ctx.db, issuer, claims.sub, existing.id);
  const owner = await usersRepository.findById(ctx.db, ownerId);
  if (!owner) throw new AppError('oauth_failed', { details: { reason: 'account_missing' } });
  return owner;
}

export interface GoogleSignIn {
  outcome: SignInOutcome;
  area: Area;
  backTo: string | null;
}

/** Second leg: the code is redeemed with the verifier, the id_token checked, then the usual sign-in rules. */
export async function finishGoogleSignIn(
  ctx: RequestContext,
  client: OidcClient,
  saved: SignInState | undefined,
  code: string,
): Promise<GoogleSignIn> {
  if (!saved) throw new AppError('oauth_failed', { details: { reason: 'invalid_state' } });
  const claims = await client
    .exchangeCode({ code, codeVerifier: saved.verifier, redirectUri: callbackUrl(ctx), nonce: saved.nonce })
    .catch((error: unknown) => {
      throw providerFailure(error);
    });
  const { issuer } = client.settings;
  let user: usersRepository.UserRow;
  try {
    user = await resolveUser(ctx, issuer, claims);
  } catch (error) {
    if (error instanceof AppError) throw error;
    // A parallel first sign-in may have created the account or the link meanwhile: look once more.
    user = await resolveUser(ctx, issuer, claims);
  }
  return { outcome: await completeSignIn(ctx, user, saved.area), area: saved.area, backTo: saved.backTo };
}

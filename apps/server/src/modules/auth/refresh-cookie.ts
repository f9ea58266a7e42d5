import type { FastifyReply, FastifyRequest } from 'fastify';
import { REFRESH_TTL_MS } from './sessions.service';
import type { SignInOutcome } from './sign-in.service';

// __Host-: Secure, path /, no Domain, so no sibling subdomain (another platform) can set or read it.
export const REFRESH_COOKIE = '__Host-oc_refresh';
/**
 * Readable by the page, holds no secret: "a refresh cookie may be here". Without it the app does not
 * try a refresh on boot, so an anonymous visit makes no request that answers 401.
 */
export const SESSION_HINT_COOKIE = '__Host-oc_session';

export function readRefreshCookie(request: FastifyRequest): string | undefined {
  return request.cookies[REFRESH_COOKIE];
}

/** The answer carries a token: no cache (browser, proxy) may keep it. */
export function noStore(reply: FastifyReply): void {
  reply.header('cache-control', 'no-store');
}

/** `expiresAt`: the token's own end (inactivity timeout or the session's absolute end). */
export function setRefreshCookie(reply: FastifyReply, token: string, expiresAt?: Date): void {
  noStore(reply);
  const maxAgeMs = expiresAt ? expiresAt.getTime() - Date.now() : REFRESH_TTL_MS;
  const maxAge = Math.max(0, Math.floor(maxAgeMs / 1000));
  reply.setCookie(REFRESH_COOKIE, token, { path: '/', httpOnly: true, secure: true, sameSite: 'lax', maxAge });
  reply.setCookie(SESSION_HINT_COOKIE, '1', { path: '/', httpOnly: false, secure: true, sameSite: 'lax', maxAge });
}

export function clearRefreshCookie(reply: FastifyReply): void {
  noStore(reply);
  reply.clearCookie(REFRESH_COOKIE, { path: '/', httpOnly: true, secure: true, sameSite: 'lax' });
  reply.clearCookie(SESSION_HINT_COOKIE, { path: '/', httpOnly: false, secure: true, sameSite: 'lax' });
}

/** A sign-in's answer: the refresh token goes to the httpOnly cookie, never into the body. */
export function answerSignIn(reply: FastifyReply, outcome: SignInOutcome) {
  noStore(reply);
  if (outcome.session) setRefreshCookie(reply, outcome.session.refreshToken, outcome.session.refreshExpiresAt);
  return outcome.result;
}

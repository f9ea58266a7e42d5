import type { FastifyReply, FastifyRequest } from 'fastify';
import { REFRESH_TTL_MS } from './sessions.service';
import type { SignInOutcome } from './sign-in.service';

// __Host-: Secure, path /, no Domain, so no sibling subdomain (another platform) can set or read it.
export const REFRESH_COOKIE = '__Host-oc_refresh';

export function readRefreshCookie(request: FastifyRequest): string | undefined {
  return request.cookies[REFRESH_COOKIE];
}

export function setRefreshCookie(reply: FastifyReply, token: string): void {
  reply.setCookie(REFRESH_COOKIE, token, {
    path: '/',
    httpOnly: true,
    secure: true,
    sameSite: 'lax',
    maxAge: Math.floor(REFRESH_TTL_MS / 1000),
  });
}

export function clearRefreshCookie(reply: FastifyReply): void {
  reply.clearCookie(REFRESH_COOKIE, { path: '/', httpOnly: true, secure: true, sameSite: 'lax' });
}

/** A sign-in's answer: the refresh token goes to the httpOnly cookie, never into the body. */
export function answerSignIn(reply: FastifyReply, outcome: SignInOutcome) {
  if (outcome.session) setRefreshCookie(reply, outcome.session.refreshToken);
  return outcome.result;
}

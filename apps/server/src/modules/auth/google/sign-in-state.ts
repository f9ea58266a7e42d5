import { createHash } from 'node:crypto';
import type { Area } from '@opencall/shared/auth';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { randomToken, safeEqual, seal, unseal } from '../auth-keys';

// __Host-: Secure, path /, no Domain, so another platform's subdomain can neither plant nor read it.
export const SIGN_IN_STATE_COOKIE = '__Host-oc_oidc';
/** Time allowed between leaving for the provider and coming back. */
export const SIGN_IN_STATE_TTL_MS = 10 * 60 * 1000;

/** What the browser carries, sealed, between the redirect to the provider and the callback. */
export interface SignInState {
  state: string;
  nonce: string;
  verifier: string;
  area: Area;
  backTo: string | null;
  createdAt: number;
}

export function newSignInState(area: Area, backTo: string | null): SignInState {
  return { state: randomToken(), nonce: randomToken(), verifier: randomToken(48), area, backTo, createdAt: Date.now() };
}

/** RFC 7636 S256: the provider only sees the hash; the verifier proves the callback is ours. */
export function codeChallengeOf(verifier: string): string {
  return createHash('sha256').update(verifier).digest('base64url');
}

export function setSignInStateCookie(reply: FastifyReply, key: Buffer, value: SignInState): void {
  reply.setCookie(SIGN_IN_STATE_COOKIE, seal(key, JSON.stringify(value)), {
    path: '/',
    httpOnly: true,
    secure: true,
    // Lax: the cookie must come back on the top-level navigation from the provider to the callback page.
    sameSite: 'lax',
    maxAge: SIGN_IN_STATE_TTL_MS / 1000,
  });
}

export function clearSignInStateCookie(reply: FastifyReply): void {
  reply.clearCookie(SIGN_IN_STATE_COOKIE, { path: '/', httpOnly: true, secure: true, sameSite: 'lax' });
}

/** The sealed state if it is ours, still fresh and names the `state` the provider returned; else undefined. */
export function readSignInState(request: FastifyRequest, key: Buffer, returnedState: string): SignInState | undefined {
  const sealed = request.cookies[SIGN_IN_STATE_COOKIE];
  if (!sealed) return undefined;
  let value: SignInState;
  try {
    value = JSON.parse(unseal(key, sealed)) as SignInState;
  } catch {
    return undefined;
  }
  const age = Date.now() - value.createdAt;
  if (!(age >= 0 && age < SIGN_IN_STATE_TTL_MS)) return undefined;
  return typeof value.state === 'string' && safeEqual(value.state, returnedState) ? value : undefined;
}

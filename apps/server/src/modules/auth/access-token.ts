import { hmac, safeEqual } from './auth-keys';

export const ACCESS_TOKEN_TTL_SECONDS = 10 * 60;
export const MFA_TOKEN_TTL_SECONDS = 10 * 60;

export interface AccessClaims {
  /** user id */
  sub: string;
  /** platform id: a token is refused on any other platform */
  aud: string;
  /** session epoch of the user when issued */
  epc: number;
  /** session epoch of the user's membership of this platform when issued (access tokens) */
  mep?: number;
  /** what the token is for: an API session, the pending MFA step of a sign-in, or joining the platform */
  typ: 'access' | 'mfa' | 'mfa_enroll' | 'join';
  iat: number;
  exp: number;
}

const HEADER = Buffer.from(JSON.stringify({ alg: 'HS256', typ: 'JWT' })).toString('base64url');

export function signToken(key: Buffer, claims: Omit<AccessClaims, 'iat' | 'exp'>, ttlSeconds: number): string {
  const now = Math.floor(Date.now() / 1000);
  const payload = Buffer.from(JSON.stringify({ ...claims, iat: now, exp: now + ttlSeconds })).toString('base64url');
  return `${HEADER}.${payload}.${hmac(key, `${HEADER}.${payload}`)}`;
}

/**
 * Verifies a compact JWT: HS256 only (the algorithm allow-list: `none` and every other header are
 * refused), our signature, the platform as audience, the expected type, not expired.
 */
export function verifyToken(
  key: Buffer,
  token: string,
  expected: { audience: string; type: AccessClaims['typ'] },
): AccessClaims | null {
  const parts = token.split('.');
  if (parts.length !== 3) return null;
  const [header = '', payload = '', signature = ''] = parts;
  try {
    const { alg, typ } = JSON.parse(Buffer.from(header, 'base64url').toString('utf8')) as Record<string, unknown>;
    if (alg !== 'HS256' || typ !== 'JWT') return null;
    if (!safeEqual(signature, hmac(key, `${header}.${payload}`))) return null;
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as AccessClaims;
    if (claims.aud !== expected.audience || claims.typ !== expected.type) return null;
    if (typeof claims.exp !== 'number' || claims.exp <= Math.floor(Date.now() / 1000)) return null;
    return claims;
  } catch {
    return null;
  }
}

import { AppError } from '@opencall/shared/errors';
import { type AuthKeys, hmac, safeEqual } from '../auth';

/** Long enough to start a player and seek; the page asks for a fresh address before it runs out. */
export const FILE_LINK_TTL_MS = 5 * 60_000;

/** What a signed file address binds: one key on one platform, for one user, until a time (ms). */
export interface FileLinkClaims {
  platformId: string;
  key: string;
  userId: string;
  expiresAt: number;
}

// JSON keeps the fields apart whatever characters a key holds.
const signedPart = (claims: FileLinkClaims) =>
  JSON.stringify([claims.platformId, claims.key, claims.userId, claims.expiresAt]);

/** `<userId>.<expiresAt>.<signature>`, the `?token=` of a private stream address. */
export function signFileLink(keys: AuthKeys, claims: FileLinkClaims): string {
  return `${claims.userId}.${claims.expiresAt}.${hmac(keys.fileLink, signedPart(claims))}`;
}

/**
 * The user a token was issued to, when it was signed for this key on this platform and has not
 * expired; otherwise link_invalid_or_expired (forged, expired, another key or another platform).
 */
export function verifyFileLink(keys: AuthKeys, platformId: string, key: string, token: string): string {
  const [userId = '', expires = '', signature = ''] = token.split('.');
  const expiresAt = Number(expires);
  const isValid =
    /^\d{1,15}$/.test(expires) &&
    expiresAt > Date.now() &&
    safeEqual(signature, hmac(keys.fileLink, signedPart({ platformId, key, userId, expiresAt })));
  if (!isValid) throw new AppError('link_invalid_or_expired');
  return userId;
}

import type { AuthKeys } from './auth-keys';
import { hmac, safeEqual } from './auth-keys';

export interface SocketCredentials {
  userId: string;
  expiresAt: number;
  signature: string;
}

export function signSocketCredentials(keys: AuthKeys, platformId: string, userId: string, expiresAt: number): string {
  return hmac(keys.socket, `${platformId}:${userId}:${expiresAt}`);
}

/** The user a socket's credentials name on this platform, or null when forged, expired or of another platform. */
export function verifySocketCredentials(keys: AuthKeys, platformId: string, credentials: unknown): string | null {
  const { userId, expiresAt, signature } = (credentials ?? {}) as Partial<SocketCredentials>;
  if (typeof userId !== 'string' || typeof expiresAt !== 'number' || typeof signature !== 'string') return null;
  if (expiresAt <= Date.now()) return null;
  return safeEqual(signature, signSocketCredentials(keys, platformId, userId, expiresAt)) ? userId : null;
}

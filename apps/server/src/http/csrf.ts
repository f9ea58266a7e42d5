import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { AppError } from '@opencall/shared/errors';
import { CSRF_HEADER } from '@opencall/shared/http';
import type { FastifyReply, FastifyRequest } from 'fastify';

const NONCE_COOKIE = 'oc_csrf';

export interface Csrf {
  /** The token the page sends back as `x-csrf-token`; sets the nonce cookie on first issue. */
  issue(request: FastifyRequest, reply: FastifyReply, platformId: string): string;
  /** Throws `csrf_token_missing` or `csrf_token_invalid` unless the header matches the cookie. */
  verify(request: FastifyRequest, platformId: string): void;
}

/**
 * Double-submit token bound to the platform: an httpOnly random cookie, and a header the page
 * holds that is the HMAC of that cookie. A site that cannot read the page cannot forge it.
 */
export function createCsrf(secret: string): Csrf {
  const sign = (platformId: string, nonce: string) =>
    createHmac('sha256', secret).update(`csrf:${platformId}:${nonce}`).digest('base64url');

  return {
    issue(request, reply, platformId) {
      let nonce = request.cookies[NONCE_COOKIE];
      if (!nonce || !/^[A-Za-z0-9_-]{32,}$/.test(nonce)) {
        nonce = randomBytes(24).toString('base64url');
        reply.setCookie(NONCE_COOKIE, nonce, {
          path: '/',
          httpOnly: true,
          sameSite: 'lax',
          secure: request.protocol === 'https',
        });
      }
      return sign(platformId, nonce);
    },
    verify(request, platformId) {
      const header = request.headers[CSRF_HEADER];
      if (typeof header !== 'string' || header === '') throw new AppError('csrf_token_missing');
      const nonce = request.cookies[NONCE_COOKIE];
      const expected = Buffer.from(nonce ? sign(platformId, nonce) : '');
      const given = Buffer.from(header);
      if (expected.length === 0 || expected.length !== given.length || !timingSafeEqual(expected, given)) {
        throw new AppError('csrf_token_invalid');
      }
    },
  };
}

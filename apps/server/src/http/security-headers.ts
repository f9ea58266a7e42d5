import type { ServerResponse } from 'node:http';
import helmet, { type HelmetOptions } from 'helmet';
import type { Config } from '../config';
import type { App } from './app-types';

/** The only frames rich text may embed (`sanitizeRichText`'s VIDEO_EMBED). */
const VIDEO_EMBED_ORIGINS = ['https://www.youtube.com', 'https://player.vimeo.com'];

/**
 * Our policy, with exact origins only: our own (uploaded files, the CDN images and Socket.IO are
 * all served by the platform's own address, and CSP 3's 'self' covers ws:/wss: to it), the video
 * players rich text may embed, and Google's sign-in when it is configured. Mantine needs inline
 * style attributes.
 */
export function helmetOptions(config: Pick<Config, 'google'>): HelmetOptions {
  const googleOrigins = config.google ? [new URL(config.google.issuer).origin] : [];
  return {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        mediaSrc: ["'self'", 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        frameSrc: VIDEO_EMBED_ORIGINS,
        // The sign-in form's redirect to the provider is a navigation CSP checks against form-action.
        formAction: ["'self'", ...googleOrigins],
        frameAncestors: ["'self'"],
        // Browsers treat http://localhost as secure: upgrading would break the zero-setup demo.
        upgradeInsecureRequests: null,
      },
    },
  };
}

/** The headers helmet sets for these options, computed once by running helmet on a recording response. */
export function computeSecurityHeaders(
  options: HelmetOptions = helmetOptions({ google: undefined }),
): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader: (name: string, value: unknown) => {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  } as unknown as ServerResponse;
  helmet(options)({} as never, recorder, () => {});
  return headers;
}

/**
 * helmet's headers on every answer. Running helmet per request halved the throughput of a small
 * JSON answer (measured); the policy has no per-request part beyond the scheme, so prepared sets are
 * copied instead. HSTS only on an https answer (directly, or from a trusted proxy's
 * X-Forwarded-Proto): over plain http it would pin a name that has no https. API answers are never
 * cached unless the route says otherwise (several carry tokens: sign-in, refresh, CSRF, socket).
 */
export function registerSecurityHeaders(app: App, config: Pick<Config, 'google'>): void {
  const overHttps = computeSecurityHeaders(helmetOptions(config));
  const { 'strict-transport-security': _hsts, ...overHttp } = overHttps;
  const api = { 'cache-control': 'no-store' };
  const sets = {
    https: overHttps,
    http: overHttp,
    httpsApi: { ...overHttps, ...api },
    httpApi: { ...overHttp, ...api },
  };
  app.addHook('onRequest', (request, reply, done) => {
    const isApi = request.url.startsWith('/api/');
    const isHttps = request.protocol === 'https';
    reply.headers(isHttps ? (isApi ? sets.httpsApi : sets.https) : isApi ? sets.httpApi : sets.http);
    done();
  });
}

import { createRequire } from 'node:module';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPlatform } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';

const require = createRequire(import.meta.url);
const germanErrors = require('@opencall/shared/locales/de/errors.json') as Record<string, string>;

let t: TestApp;
let acme: Awaited<ReturnType<typeof createPlatform>>;
let globex: Awaited<ReturnType<typeof createPlatform>>;

beforeAll(async () => {
  t = await createTestApp({ BODY_LIMIT: '2048' });
  acme = await createPlatform(t.database.db, { supportedLangs: ['fr', 'en'] });
  globex = await createPlatform(t.database.db, { supportedLangs: ['fr', 'en'] });
});
afterAll(() => t.close());

const putLocale = (host: string, headers: Record<string, string>, payload?: string | object) =>
  t.request(host, { method: 'PUT', url: '/api/portal/locale', headers, ...(payload !== undefined && { payload }) });

describe('CSRF protection on unsafe methods', () => {
  it('answers 403 csrf_token_missing without the x-csrf-token header, and changes nothing', async () => {
    const { cookie } = await t.csrfFor(acme.host);
    const res = await putLocale(acme.host, { cookie }, { locale: 'en' });
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe('csrf_token_missing');
    expect(res.cookies.find((c) => c.name === 'locale')).toBeUndefined();
  });

  it('answers 403 csrf_token_invalid for a token that does not match the cookie', async () => {
    const { cookie } = await t.csrfFor(acme.host);
    const { token: otherPagesToken } = await t.csrfFor(acme.host);
    const res = await putLocale(acme.host, { cookie, 'x-csrf-token': otherPagesToken }, { locale: 'en' });
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe('csrf_token_invalid');
  });

  it('answers 403 csrf_token_invalid without the cookie the token was issued with', async () => {
    const { token } = await t.csrfFor(acme.host);
    const res = await putLocale(acme.host, { 'x-csrf-token': token }, { locale: 'en' });
    expect(res.json().error.code).toBe('csrf_token_invalid');
  });

  it('refuses a token issued on another platform', async () => {
    const { cookie, token } = await t.csrfFor(globex.host);
    const res = await putLocale(acme.host, { cookie, 'x-csrf-token': token }, { locale: 'en' });
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe('csrf_token_invalid');
  });

  it('does not ask safe methods for a token', async () => {
    const res = await t.request(acme.host, { method: 'GET', url: '/api/portal/locales' });
    expect(res.statusCode).toBe(200);
  });
});

describe('error format and translated messages', () => {
  it('answers unknown /api paths with a JSON 404 route_not_found in the error format', async () => {
    const res = await t.request(acme.host, {
      method: 'GET',
      url: '/api/does/not/exist',
      headers: { 'x-locale': 'en' },
    });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toContain('application/json');
    expect(res.json()).toEqual({
      error: {
        code: 'route_not_found',
        message: 'This page could not be found',
        details: { method: 'GET', path: '/api/does/not/exist' },
      },
    });
  });

  it('translates messages per the locale header, then the cookie, then Accept-Language, then French', async () => {
    const message = async (headers: Record<string, string>) =>
      (await t.request(acme.host, { method: 'GET', url: '/api/nope', headers })).json().error.message;
    expect(await message({ 'x-locale': 'de', cookie: 'locale=en' })).toBe(germanErrors.route_not_found);
    expect(await message({ cookie: 'locale=en', 'accept-language': 'es' })).toBe('This page could not be found');
    expect(await message({ 'accept-language': 'es-ES,es;q=0.9' })).not.toBe(await message({}));
    expect(await message({})).toBe('Cette page est introuvable');
  });

  it('answers 400 request_body_required with the SPEC message when the body is missing', async () => {
    const { cookie, token } = await t.csrfFor(acme.host);
    const res = await putLocale(acme.host, { cookie, 'x-csrf-token': token, 'x-locale': 'en' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({
      code: 'request_body_required',
      message: 'You must sepecify request body',
    });
  });

  it('answers 400 validation_failed for malformed JSON', async () => {
    const { cookie, token } = await t.csrfFor(acme.host);
    const res = await putLocale(
      acme.host,
      {
        cookie,
        'x-csrf-token': token,
        'content-type': 'application/json',
      },
      '{"locale":',
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('validation_failed');
  });

  it('answers 413 payload_too_large past the body limit', async () => {
    const { cookie, token } = await t.csrfFor(acme.host);
    const res = await putLocale(
      acme.host,
      { cookie, 'x-csrf-token': token },
      { locale: 'en', padding: 'x'.repeat(4096) },
    );
    expect(res.statusCode).toBe(413);
    expect(res.json().error.code).toBe('payload_too_large');
  });

  it('answers 415 unsupported_media_type for a body that is not JSON', async () => {
    const { cookie, token } = await t.csrfFor(acme.host);
    const res = await putLocale(acme.host, { cookie, 'x-csrf-token': token, 'content-type': 'text/csv' }, 'a,b');
    expect(res.statusCode).toBe(415);
    expect(res.json().error.code).toBe('unsupported_media_type');
  });
});

describe('security headers and API documentation', () => {
  it('sends helmet headers with a CSP that allows only our own scripts', async () => {
    const res = await t.request(acme.host, { method: 'GET', url: '/api/health' });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    expect(res.headers['content-security-policy']).not.toContain('upgrade-insecure-requests');
  });

  it('serves the OpenAPI document generated from the contracts at /api/docs', async () => {
    const ui = await t.request(acme.host, { method: 'GET', url: '/api/docs' });
    expect([200, 302]).toContain(ui.statusCode);
    const doc = (await t.request(acme.host, { method: 'GET', url: '/api/docs/json' })).json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/api/platforms/{platformId}/details',
        '/api/portal/platforms/{platformId}/themes/{themeReference}',
      ]),
    );
    expect(doc.paths['/api/portal/locale'].put.requestBody).toBeDefined();
  });
});

describe('computeSecurityHeaders', () => {
  it('is exactly what helmet sets for our policy, so copying it changes no header', async () => {
    const { computeSecurityHeaders } = await import('./security-headers');
    const res = await t.request(acme.host, { method: 'GET', url: '/api/health' });
    // Over plain http every header but HSTS (sent only over https: security-headers.test.ts).
    for (const [name, value] of Object.entries(computeSecurityHeaders())) {
      expect(res.headers[name], name).toBe(name === 'strict-transport-security' ? undefined : value);
    }
    expect(Object.keys(computeSecurityHeaders())).toEqual(
      expect.arrayContaining([
        'strict-transport-security',
        'x-frame-options',
        'referrer-policy',
        'cross-origin-opener-policy',
      ]),
    );
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPlatform } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';

// Issue 11 §4: the CSP names exact origins, HSTS only over https.

type Platform = Awaited<ReturnType<typeof createPlatform>>;

/** directive → its sources. */
function cspOf(header: string | string[] | number | undefined): Map<string, string[]> {
  return new Map(
    String(header)
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name = '', ...sources]) => [name, sources]),
  );
}

describe('security headers of a server answering directly', () => {
  let t: TestApp;
  let acme: Platform;
  beforeAll(async () => {
    t = await createTestApp();
    acme = await createPlatform(t.database.db);
  });
  afterAll(() => t.close());

  it('names exact origins in the CSP: no scheme at large (https:, http:, ws:, wss:), no wildcard', async () => {
    const csp = cspOf((await t.get(acme.host, '/api/health')).headers['content-security-policy']);
    expect(csp.get('default-src')).toEqual(["'self'"]);
    expect(csp.get('connect-src')).toEqual(["'self'"]);
    expect(csp.get('img-src')).toEqual(["'self'", 'data:', 'blob:']);
    for (const [directive, sources] of csp) {
      for (const source of sources) {
        expect(['https:', 'http:', 'ws:', 'wss:', '*'], `${directive} ${source}`).not.toContain(source);
        if (/^[a-z]+:\/\//.test(source)) expect(source, directive).toMatch(/^https:\/\/[a-z0-9.-]+$/);
      }
    }
  });

  it('sends no HSTS over plain http, even when an untrusted peer claims https', async () => {
    const plain = await t.get(acme.host, '/api/health');
    expect(plain.headers['strict-transport-security']).toBeUndefined();
    const claimed = await t.get(acme.host, '/api/health', { headers: { 'x-forwarded-proto': 'https' } });
    expect(claimed.headers['strict-transport-security']).toBeUndefined();
  });
});

describe('security headers behind a configured proxy, with Google sign-in', () => {
  let t: TestApp;
  let acme: Platform;
  beforeAll(async () => {
    t = await createTestApp({
      TRUST_PROXY: '127.0.0.1',
      GOOGLE_CLIENT_ID: 'client',
      GOOGLE_CLIENT_SECRET: 'secret',
      GOOGLE_ISSUER: 'https://accounts.google.com',
    });
    acme = await createPlatform(t.database.db);
  });
  afterAll(() => t.close());

  it('sends HSTS when the proxy says the visitor came over https', async () => {
    const res = await t.get(acme.host, '/api/health', { headers: { 'x-forwarded-proto': 'https' } });
    expect(res.headers['strict-transport-security']).toMatch(/max-age=\d+/);
  });

  it("lets the sign-in form go to Google's origin, and only there", async () => {
    const csp = cspOf((await t.get(acme.host, '/api/health')).headers['content-security-policy']);
    expect(csp.get('form-action')).toEqual(["'self'", 'https://accounts.google.com']);
  });
});

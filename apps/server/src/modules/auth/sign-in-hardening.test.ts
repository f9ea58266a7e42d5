import { eq } from 'drizzle-orm';
import { generate } from 'otplib';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createPlatform, createUser, TEST_PASSWORD } from '../../../test/factories';
import {
  finishWithCode,
  goThroughProvider,
  startOidcProvider,
  type TestOidcProvider,
} from '../../../test/oidc-provider';
import { linkToken, waitForEmail } from '../../../test/outbox';
import { createTestApp, type Session, type TestApp } from '../../../test/test-app';
import { buildApp } from '../../app';
import { parseConfig } from '../../config';
import { platforms } from '../../db/schema';

// Issue 11 §4: sign-in hardening. Each test failed on the code before the issue.

type Platform = Awaited<ReturnType<typeof createPlatform>>;
let t: TestApp;
let acme: Platform;

beforeAll(async () => {
  t = await createTestApp();
  acme = await createPlatform(t.database.db);
});
afterAll(() => t.close());

const login = (email: string, password: string, remoteAddress = '127.0.0.1', headers: Record<string, string> = {}) =>
  t.send(acme.host, {
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password, area: 'public' },
    remoteAddress,
    headers,
  });
const bearer = (session: Pick<Session, 'accessToken'>) => ({ authorization: `Bearer ${session.accessToken}` });
const refreshCookieOf = (res: Awaited<ReturnType<typeof login>>) =>
  `__Host-oc_refresh=${res.cookies.find((c) => c.name === '__Host-oc_refresh')?.value}`;
const refresh = (cookie: string) =>
  t.send(acme.host, { method: 'POST', url: '/api/auth/refresh', headers: { cookie } });

describe('MFA required for administrators, whatever the door', () => {
  let strict: Platform;
  beforeAll(async () => {
    strict = await createPlatform(t.database.db);
    await t.database.db.update(platforms).set({ mfaRequiredForAdmins: true }).where(eq(platforms.id, strict.id));
  });
  const securityOf = (session: Pick<Session, 'accessToken'>) =>
    t.get(strict.host, `/api/platforms/${strict.id}/security`, { session: session as Session });

  it('gives an admin without MFA signed in through the public login no admin API', async () => {
    const admin = await createUser(t.database.db, strict.id, { roleKeys: ['platform_admin'] });
    const session = await t.signIn(strict.host, admin.email, TEST_PASSWORD, 'public');
    const res = await securityOf(session);
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe('missing_permissions');
    expect((await t.get(strict.host, '/api/admins', { session })).statusCode).toBe(403);
    // The portal side still works: the account is not locked out, only the back office waits for MFA.
    expect((await t.get(strict.host, '/api/profile', { session })).statusCode).toBe(200);
  });

  it('gives no admin API to the token a refresh of that session issues, nor to a super admin without MFA', async () => {
    const admin = await createUser(t.database.db, strict.id, { roleKeys: ['platform_admin'] });
    const session = await t.signIn(strict.host, admin.email, TEST_PASSWORD, 'public');
    const refreshed = await t.send(strict.host, {
      method: 'POST',
      url: '/api/auth/refresh',
      headers: { cookie: session.refreshCookie },
    });
    expect(refreshed.statusCode).toBe(200);
    expect((await securityOf(refreshed.json())).statusCode).toBe(403);

    const root = await createUser(t.database.db, strict.id, { superAdmin: true });
    const rootSession = await t.signIn(strict.host, root.email, TEST_PASSWORD, 'public');
    expect((await securityOf(rootSession)).statusCode).toBe(403);
  });

  it('opens the admin APIs once the admin has enrolled', async () => {
    const admin = await createUser(t.database.db, strict.id, { roleKeys: ['platform_admin'] });
    const session = await t.signIn(strict.host, admin.email, TEST_PASSWORD, 'public');
    const setup = await t.send(strict.host, { method: 'POST', url: '/api/auth/mfa/setup', payload: {} }, session);
    const { secret } = setup.json().data;
    const enable = await t.send(
      strict.host,
      { method: 'POST', url: '/api/auth/mfa/enable', payload: { code: await generate({ secret }) } },
      session,
    );
    expect(enable.json().status).toBe('signed_in');
    expect((await securityOf(enable.json())).statusCode).toBe(200);
  });

  it('leaves admins of a platform that does not require MFA as they were', async () => {
    const admin = await createUser(t.database.db, acme.id, { roleKeys: ['platform_admin'] });
    const session = await t.signIn(acme.host, admin.email, TEST_PASSWORD, 'public');
    expect((await t.get(acme.host, `/api/platforms/${acme.id}/security`, { session })).statusCode).toBe(200);
  });
});

describe('MFA required for administrators, through Google sign-in', () => {
  const HOST = 'gsi-mfa-door.test';
  let g: TestApp;
  let provider: TestOidcProvider;
  let strictId: string;
  beforeAll(async () => {
    provider = await startOidcProvider({ redirectUris: [`http://${HOST}/auth_social/google/callback`] });
    g = await createTestApp({
      GOOGLE_CLIENT_ID: provider.clientId,
      GOOGLE_CLIENT_SECRET: provider.clientSecret,
      GOOGLE_ISSUER: provider.issuer,
    });
    strictId = (await createPlatform(g.database.db, { domains: [HOST] })).id;
    await g.database.db.update(platforms).set({ mfaRequiredForAdmins: true }).where(eq(platforms.id, strictId));
  });
  afterAll(async () => {
    await g?.close();
    await provider?.close();
  });

  it('gives an admin without MFA signed in with Google no admin API', async () => {
    const admin = await createUser(g.database.db, strictId, { roleKeys: ['platform_admin'] });
    provider.setAccount({ sub: 'mfa-door-admin', email: admin.email, email_verified: true });
    const res = await finishWithCode(g, HOST, await goThroughProvider(g, provider, HOST));
    expect(res.statusCode).toBe(200);
    const security = await g.get(HOST, `/api/platforms/${strictId}/security`, { session: res.json() });
    expect(security.statusCode).toBe(403);
  });
});

describe('brute force without lock-out of the owner', () => {
  it('lets the owner sign in from another address after ten wrong passwords from one', async () => {
    const owner = await createUser(t.database.db, acme.id);
    for (let i = 0; i < 10; i++) expect((await login(owner.email, `wrong-${i}`, '10.1.0.1')).statusCode).toBe(401);
    expect((await login(owner.email, TEST_PASSWORD, '10.1.0.1')).statusCode).toBe(429);
    const res = await login(owner.email, TEST_PASSWORD, '10.1.0.2');
    expect(res.statusCode).toBe(200);
    expect(res.json().status).toBe('signed_in');
  });

  it('makes the guesser from one address wait longer after each further failure', async () => {
    const owner = await createUser(t.database.db, acme.id);
    for (let i = 0; i < 10; i++) await login(owner.email, `wrong-${i}`, '10.2.0.1');
    const first = await login(owner.email, 'wrong-again', '10.2.0.1');
    expect(first.statusCode).toBe(429);
    expect(first.json().error).toMatchObject({ code: 'rate_limited', details: { retryAfterSeconds: 1 } });
    expect(first.headers['retry-after']).toBe('1');
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect((await login(owner.email, 'wrong-again', '10.2.0.1')).statusCode).toBe(401);
    const second = await login(owner.email, TEST_PASSWORD, '10.2.0.1');
    expect(second.json().error).toMatchObject({ code: 'rate_limited', details: { retryAfterSeconds: 2 } });
    expect(second.headers['retry-after']).toBe('2');
  });

  it('limits one address trying many accounts, and rotating X-Forwarded-For does not reset it', async () => {
    for (let i = 0; i < 30; i++) {
      const res = await login(`nobody-${i}@example.org`, 'guess', '10.3.0.1', { 'x-forwarded-for': `198.51.100.${i}` });
      expect(res.statusCode).toBe(401);
    }
    const user = await createUser(t.database.db, acme.id);
    const res = await login(user.email, TEST_PASSWORD, '10.3.0.1', { 'x-forwarded-for': '198.51.100.200' });
    expect(res.statusCode).toBe(429);
    expect((await login(user.email, TEST_PASSWORD, '10.3.0.2')).statusCode).toBe(200);
  });

  it('counts failures seen by another server sharing the database', async () => {
    const parsed = parseConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', WEB_DIST_DIR: '/nonexistent' });
    if (!parsed.ok) throw new Error(parsed.problems.join('\n'));
    const second = await buildApp({
      config: parsed.config,
      database: t.database,
      appSecret: 'test-secret-that-is-long-enough-for-hmac-0123456789',
      logger: false,
    });
    try {
      const owner = await createUser(t.database.db, acme.id);
      for (let i = 0; i < 10; i++) await login(owner.email, `wrong-${i}`, '10.4.0.1');
      const domainInfo = await second.inject({
        method: 'GET',
        url: '/api/portal/domain-info',
        headers: { host: acme.host },
      });
      const csrf = domainInfo.cookies.find((c) => c.name === 'oc_csrf')?.value;
      const res = await second.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: owner.email, password: TEST_PASSWORD, area: 'public' },
        remoteAddress: '10.4.0.1',
        headers: { host: acme.host, cookie: `oc_csrf=${csrf}`, 'x-csrf-token': domainInfo.json().data.csrfToken },
      });
      expect(res.statusCode).toBe(429);
    } finally {
      await second.close();
    }
  });
});

describe('per-address limits behind a trusted proxy', () => {
  let proxied: TestApp;
  let platform: Platform;
  beforeAll(async () => {
    proxied = await createTestApp({ NODE_ENV: 'production', TRUST_PROXY: '127.0.0.1' });
    platform = await createPlatform(proxied.database.db);
  });
  afterAll(() => proxied.close());
  const viaProxy = (email: string, password: string, forwardedFor: string) =>
    proxied.send(platform.host, {
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password, area: 'public' },
      headers: { 'x-forwarded-for': forwardedFor },
    });

  it("limits the client's real address, whatever it prepends to X-Forwarded-For", async () => {
    // The proxy appends the address it saw; the client controls only what comes before it.
    for (let i = 0; i < 30; i++) await viaProxy(`nobody-${i}@example.org`, 'guess', `192.0.2.${i}, 203.0.113.9`);
    const user = await createUser(proxied.database.db, platform.id);
    expect((await viaProxy(user.email, TEST_PASSWORD, '192.0.2.250, 203.0.113.9')).statusCode).toBe(429);
    // Another client behind the same proxy is not affected.
    expect((await viaProxy(user.email, TEST_PASSWORD, '203.0.113.10')).statusCode).toBe(200);
  });
});

describe('password reset links', () => {
  const forgot = (email: string, remoteAddress: string) =>
    t.send(acme.host, { method: 'POST', url: '/api/auth/password/forgot', payload: { email }, remoteAddress });
  const reset = (token: string) =>
    t.send(acme.host, {
      method: 'POST',
      url: '/api/auth/password/reset',
      payload: { token, password: 'a brand new passphrase' },
    });

  it('invalidates the older link when a new one is asked for', async () => {
    const user = await createUser(t.database.db, acme.id);
    await forgot(user.email, '10.5.0.1');
    const older = linkToken((await waitForEmail(t.database.db, user.email, 'password_reset')).text);
    await forgot(user.email, '10.5.0.1');
    await expect
      .poll(async () => linkToken((await waitForEmail(t.database.db, user.email, 'password_reset')).text))
      .not.toBe(older);
    const newer = linkToken((await waitForEmail(t.database.db, user.email, 'password_reset')).text);
    expect((await reset(older)).json().error.code).toBe('link_invalid_or_expired');
    expect((await reset(newer)).statusCode).toBe(200);
  });

  it('works once', async () => {
    const user = await createUser(t.database.db, acme.id);
    await forgot(user.email, '10.5.0.2');
    const token = linkToken((await waitForEmail(t.database.db, user.email, 'password_reset')).text);
    expect((await reset(token)).statusCode).toBe(200);
    expect((await reset(token)).json().error.code).toBe('link_invalid_or_expired');
  });
});

describe('session lifetime', () => {
  afterEach(() => vi.useRealTimers());
  const DAY = 24 * 3600 * 1000;

  it('ends a session 30 days after its sign-in however active, beside the inactivity timeout', async () => {
    const user = await createUser(t.database.db, acme.id);
    const signedIn = await login(user.email, TEST_PASSWORD);
    const start = Date.now();
    vi.useFakeTimers({ toFake: ['Date'], now: start });
    let cookie = refreshCookieOf(signedIn);
    for (const day of [10, 20, 29]) {
      vi.setSystemTime(start + day * DAY);
      const res = await refresh(cookie);
      expect(res.statusCode, `refresh on day ${day}`).toBe(200);
      cookie = refreshCookieOf(res);
    }
    vi.setSystemTime(start + 30 * DAY + 60_000);
    const late = await refresh(cookie);
    expect(late.statusCode).toBe(401);
    expect(late.json().error.code).toBe('session_expired');
  });

  it('gives the refresh cookie no life past the session end', async () => {
    const user = await createUser(t.database.db, acme.id);
    const signedIn = await login(user.email, TEST_PASSWORD);
    const start = Date.now();
    vi.useFakeTimers({ toFake: ['Date'], now: start });
    vi.setSystemTime(start + 20 * DAY);
    const res = await refresh(refreshCookieOf(signedIn));
    const cookie = res.cookies.find((c) => c.name === '__Host-oc_refresh');
    expect(cookie?.maxAge).toBeLessThanOrEqual(10 * 24 * 3600);
    expect(cookie?.maxAge).toBeGreaterThan(9 * 24 * 3600);
  });
});

describe('answers carrying tokens', () => {
  it('are never cached: sign-in, refresh, CSRF bootstrap', async () => {
    const user = await createUser(t.database.db, acme.id);
    const signedIn = await login(user.email, TEST_PASSWORD);
    expect(signedIn.headers['cache-control']).toBe('no-store');
    const refreshed = await refresh(refreshCookieOf(signedIn));
    expect(refreshed.headers['cache-control']).toBe('no-store');
    const refused = await refresh('__Host-oc_refresh=nothing-valid');
    expect(refused.headers['cache-control']).toBe('no-store');
    expect((await t.get(acme.host, '/api/portal/domain-info')).headers['cache-control']).toBe('no-store');
    const socket = await t.get(acme.host, '/api/auth/socket', { headers: bearer(refreshed.json()) });
    expect(socket.headers['cache-control']).toBe('no-store');
  });
});

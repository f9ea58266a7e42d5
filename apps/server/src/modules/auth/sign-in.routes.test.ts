import { PERMISSIONS } from '@opencall/shared/auth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPlatform, createUser, TEST_PASSWORD } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
let acme: Awaited<ReturnType<typeof createPlatform>>;
let globex: Awaited<ReturnType<typeof createPlatform>>;

beforeAll(async () => {
  t = await createTestApp();
  acme = await createPlatform(t.database.db);
  globex = await createPlatform(t.database.db);
});
afterAll(() => t.close());

const login = (host: string, email: string, password: string, area: 'admin' | 'public' = 'public') =>
  t.send(host, { method: 'POST', url: '/api/auth/login', payload: { email, password, area } });
const profile = (host: string, accessToken: string) =>
  t.request(host, { method: 'GET', url: '/api/profile', headers: { authorization: `Bearer ${accessToken}` } });

describe('POST /api/auth/login', () => {
  it('signs in: an access token in the body, the refresh token in a __Host- httpOnly Secure cookie', async () => {
    const user = await createUser(t.database.db, acme.id);
    const res = await login(acme.host, user.email.toUpperCase(), TEST_PASSWORD);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'signed_in', expiresIn: 600 });
    const cookie = res.cookies.find((c) => c.name === '__Host-oc_refresh');
    expect(cookie).toMatchObject({ httpOnly: true, secure: true, path: '/', sameSite: 'Lax' });
    expect(cookie?.domain).toBeUndefined();
    // The page's hint that a session may be there (so an anonymous visit never tries a refresh): no secret in it.
    const hint = res.cookies.find((c) => c.name === '__Host-oc_session');
    expect(hint).toMatchObject({ value: '1', secure: true, path: '/', maxAge: cookie?.maxAge });
    expect(hint?.httpOnly).toBeFalsy();
    const me = await profile(acme.host, res.json().accessToken);
    expect(me.json().data).toMatchObject({ id: user.id, email: user.email, superAdmin: false, permissions: [] });
  });

  it('answers unknown addresses and wrong passwords with the same 401 invalid_credentials', async () => {
    const user = await createUser(t.database.db, acme.id);
    const wrong = await login(acme.host, user.email, 'not the password at all');
    const unknown = await login(acme.host, 'nobody-here@example.org', 'not the password at all');
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.body).toBe(unknown.body);
    expect(wrong.json().error.code).toBe('invalid_credentials');
  });

  it('takes about the same time for an unknown address as for a wrong password', async () => {
    const user = await createUser(t.database.db, acme.id);
    const time = async (email: string) => {
      const start = performance.now();
      await login(acme.host, email, 'not the password at all');
      return performance.now() - start;
    };
    // The middle of three, in numeric order (a bare sort() compares numbers as text).
    const middle = (times: number[]) => times.sort((a, b) => a - b)[1] ?? 0;
    const known = middle([await time(user.email), await time(user.email), await time(user.email)]);
    const unknown = middle([await time('x1@example.org'), await time('x2@example.org'), await time('x3@example.org')]);
    // Both verify an argon2 hash; without the dummy hash the unknown address answers several times faster.
    expect(unknown).toBeGreaterThan(known * 0.5);
  });

  it('locks an account after 10 failed sign-ins in 15 minutes, even with the right password', async () => {
    const user = await createUser(t.database.db, acme.id);
    for (let i = 0; i < 10; i++) expect((await login(acme.host, user.email, `wrong-${i}`)).statusCode).toBe(401);
    const locked = await login(acme.host, user.email, TEST_PASSWORD);
    expect(locked.statusCode).toBe(429);
    expect(locked.json().error.code).toBe('rate_limited');
  });

  it('refuses the back office to a user without back-office access with 403 missing_permissions', async () => {
    const applicant = await createUser(t.database.db, acme.id);
    const res = await login(acme.host, applicant.email, TEST_PASSWORD, 'admin');
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toMatchObject({
      code: 'missing_permissions',
      details: { permission: PERMISSIONS.backOfficeAccess },
    });
  });

  it('lets an administrator into the back office with the platform permissions', async () => {
    const admin = await createUser(t.database.db, acme.id, { roleKeys: ['platform_admin'] });
    const res = await login(acme.host, admin.email, TEST_PASSWORD, 'admin');
    expect(res.json().status).toBe('signed_in');
    const me = (await profile(acme.host, res.json().accessToken)).json().data;
    expect(me.permissions).toEqual(
      expect.arrayContaining([PERMISSIONS.backOfficeAccess, PERMISSIONS.platformAdministration]),
    );
    expect(me.hasPrograms).toBe(true);
  });

  it('answers 403 account_access_revoked for a revoked member', async () => {
    const revoked = await createUser(t.database.db, acme.id, { membership: 'revoked' });
    const res = await login(acme.host, revoked.email, TEST_PASSWORD);
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe('account_access_revoked');
  });
  // Signing in on a platform the account never joined: platform-edge.routes.test.ts.
});

describe('access tokens', () => {
  it('are refused on another platform', async () => {
    const user = await createUser(t.database.db, acme.id);
    await createUser(t.database.db, globex.id, { email: `g-${user.email}` });
    const { accessToken } = await t.signIn(acme.host, user.email, TEST_PASSWORD);
    const res = await profile(globex.host, accessToken);
    expect(res.statusCode).toBe(401);
    expect(res.json().error.code).toBe('authentication_required');
  });

  it('are refused when forged, unsigned (alg none) or tampered with', async () => {
    const user = await createUser(t.database.db, acme.id);
    const { accessToken } = await t.signIn(acme.host, user.email, TEST_PASSWORD);
    const [, payload] = accessToken.split('.');
    const none = `${Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url')}.${payload}.`;
    const claims = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString());
    const superAdmin = Buffer.from(JSON.stringify({ ...claims, sub: '00000000-0000-4000-8000-000000000000' })).toString(
      'base64url',
    );
    const tampered = accessToken.replace(payload ?? '', superAdmin);
    for (const token of [none, tampered, 'garbage']) expect((await profile(acme.host, token)).statusCode).toBe(401);
  });

  it('give no profile to anonymous callers (401 authentication_required)', async () => {
    const res = await t.request(acme.host, { method: 'GET', url: '/api/profile' });
    expect(res.statusCode).toBe(401);
    expect(res.json().error.code).toBe('authentication_required');
  });
});

describe('POST /api/auth/logout', () => {
  it('ends every session of the user and removes the cookie', async () => {
    const user = await createUser(t.database.db, acme.id);
    const laptop = await t.signIn(acme.host, user.email, TEST_PASSWORD);
    const phone = await t.signIn(acme.host, user.email, TEST_PASSWORD);
    const res = await t.send(acme.host, { method: 'POST', url: '/api/auth/logout' }, laptop);
    expect(res.statusCode).toBe(200);
    expect(res.cookies.find((c) => c.name === '__Host-oc_refresh')?.value).toBe('');
    expect(res.cookies.find((c) => c.name === '__Host-oc_session')?.value).toBe('');
    expect((await profile(acme.host, phone.accessToken)).statusCode).toBe(401);
    const refresh = await t.send(acme.host, {
      method: 'POST',
      url: '/api/auth/refresh',
      headers: { cookie: phone.refreshCookie },
    });
    expect(refresh.statusCode).toBe(401);
  });

  it('succeeds without any session (nothing to end)', async () => {
    const res = await t.send(acme.host, { method: 'POST', url: '/api/auth/logout' });
    expect(res.statusCode).toBe(200);
  });
});

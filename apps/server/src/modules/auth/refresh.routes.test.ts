import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPlatform, createUser, TEST_PASSWORD } from '../../../test/factories';
import { createTestApp, type Session, type TestApp } from '../../../test/test-app';

let t: TestApp;
let acme: Awaited<ReturnType<typeof createPlatform>>;

beforeAll(async () => {
  t = await createTestApp();
  acme = await createPlatform(t.database.db);
});
afterAll(() => t.close());

const refresh = (cookie: string, host = acme.host) =>
  t.send(host, { method: 'POST', url: '/api/auth/refresh', headers: { cookie } });
const cookieOf = (res: Awaited<ReturnType<typeof refresh>>) =>
  `__Host-oc_refresh=${res.cookies.find((c) => c.name === '__Host-oc_refresh')?.value}`;

async function signedInUser(): Promise<Session> {
  const user = await createUser(t.database.db, acme.id);
  return t.signIn(acme.host, user.email, TEST_PASSWORD);
}

describe('POST /api/auth/refresh', () => {
  it('returns a new access token and rotates the refresh cookie', async () => {
    const session = await signedInUser();
    const res = await refresh(session.refreshCookie);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ accessToken: expect.any(String), expiresIn: 600 });
    expect(cookieOf(res)).not.toBe(session.refreshCookie);
    // The page's hint that a session is there lives as long as the rotated refresh cookie.
    const refreshMaxAge = res.cookies.find((c) => c.name === '__Host-oc_refresh')?.maxAge;
    expect(res.cookies.find((c) => c.name === '__Host-oc_session')).toMatchObject({
      value: '1',
      maxAge: refreshMaxAge,
    });
    const me = await t.request(acme.host, {
      method: 'GET',
      url: '/api/profile',
      headers: { authorization: `Bearer ${res.json().accessToken}` },
    });
    expect(me.statusCode).toBe(200);
  });

  it('revokes the whole family when a used token is replayed', async () => {
    const session = await signedInUser();
    const second = cookieOf(await refresh(session.refreshCookie));
    const third = cookieOf(await refresh(second));
    const replay = await refresh(session.refreshCookie);
    expect(replay.statusCode).toBe(401);
    expect(replay.json().error).toMatchObject({ code: 'session_expired', details: { reason: 'reuse_detected' } });
    // The thief's replay also ends the legitimate holder's newest token.
    expect((await refresh(third)).statusCode).toBe(401);
  });

  it('gives two parallel refreshes with the same token one and the same new token', async () => {
    const session = await signedInUser();
    const [a, b] = await Promise.all([refresh(session.refreshCookie), refresh(session.refreshCookie)]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect(cookieOf(a)).toBe(cookieOf(b));
    expect((await refresh(cookieOf(a))).statusCode).toBe(200);
  });

  it('answers 401 session_expired without a cookie or with an unknown one, and clears the cookie', async () => {
    const none = await t.send(acme.host, { method: 'POST', url: '/api/auth/refresh' });
    expect(none.statusCode).toBe(401);
    const bogus = await refresh('__Host-oc_refresh=not-a-real-token');
    expect(bogus.json().error.code).toBe('session_expired');
    expect(bogus.cookies.find((c) => c.name === '__Host-oc_refresh')?.value).toBe('');
    // Without the hint, the page stops trying a refresh on its next loads.
    expect(bogus.cookies.find((c) => c.name === '__Host-oc_session')?.value).toBe('');
  });

  it('refuses a refresh token on another platform', async () => {
    const session = await signedInUser();
    const other = await createPlatform(t.database.db);
    expect((await refresh(session.refreshCookie, other.host)).statusCode).toBe(401);
  });
});

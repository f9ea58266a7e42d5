import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPlatform } from '../../../../test/factories';
import {
  finishWithCode,
  goThroughProvider,
  startOidcProvider,
  type TestOidcProvider,
} from '../../../../test/oidc-provider';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import { userIdentities } from '../../../db/schema';
import { seal } from '../auth-keys';

const HOST = 'gsi-flow.test';
let t: TestApp;
let bare: TestApp;
let provider: TestOidcProvider;

beforeAll(async () => {
  provider = await startOidcProvider({ redirectUris: [`http://${HOST}/auth_social/google/callback`] });
  t = await createTestApp({
    GOOGLE_CLIENT_ID: provider.clientId,
    GOOGLE_CLIENT_SECRET: provider.clientSecret,
    GOOGLE_ISSUER: provider.issuer,
  });
  bare = await createTestApp();
  await createPlatform(t.database.db, { slug: 'gsi-flow', domains: [HOST] });
  await createPlatform(bare.database.db, { slug: 'gsi-flow', domains: [HOST] });
});
afterAll(async () => {
  await Promise.all([t?.close(), bare?.close()]);
  await provider?.close();
});

let counter = 0;
/** A fresh Google account for each scenario, so scenarios never share users. */
function nextAccount(overrides: { email_verified?: boolean } = {}) {
  counter += 1;
  const account = {
    sub: `flow-sub-${counter}-${Date.now()}`,
    email: `flow-${counter}-${Date.now()}@example.org`,
    email_verified: true,
    given_name: 'Grace',
    family_name: 'Hopper',
    ...overrides,
  };
  provider.setAccount(account);
  return account;
}
const identityRows = (subject: string) =>
  t.database.db
    .select()
    .from(userIdentities)
    .where(and(eq(userIdentities.issuer, provider.issuer), eq(userIdentities.subject, subject)));
const stateCookieOf = (res: { cookies: { name: string; value: string }[] }) =>
  res.cookies.find((c) => c.name === '__Host-oc_oidc');

describe('GET /api/auth/providers', () => {
  it('offers Google only when the server is configured for it', async () => {
    expect((await t.request(HOST, { method: 'GET', url: '/api/auth/providers' })).json()).toEqual({
      data: { google: true },
    });
    expect((await bare.request(HOST, { method: 'GET', url: '/api/auth/providers' })).json()).toEqual({
      data: { google: false },
    });
  });
});

describe('GET /api/auth/google/start', () => {
  it('answers 404 not_found when Google is not configured', async () => {
    const res = await bare.request(HOST, { method: 'GET', url: '/api/auth/google/start' });
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe('not_found');
  });

  it('seals state, nonce and PKCE verifier in a __Host- cookie and redirects with the S256 challenge', async () => {
    const res = await t.request(HOST, { method: 'GET', url: '/api/auth/google/start?area=public&backTo=/fr/programs' });
    expect(res.statusCode).toBe(302);
    const url = new URL(String(res.headers.location));
    expect(`${url.origin}${url.pathname}`).toBe(`${provider.issuer}/auth`);
    const params = Object.fromEntries(url.searchParams);
    expect(params).toMatchObject({
      response_type: 'code',
      client_id: provider.clientId,
      redirect_uri: `http://${HOST}/auth_social/google/callback`,
      scope: 'openid email profile',
      code_challenge_method: 'S256',
    });
    expect(params.state).toMatch(/^[\w-]{43}$/);
    expect(params.nonce).toMatch(/^[\w-]{43}$/);
    expect(params.code_challenge).toMatch(/^[\w-]{43}$/);
    const cookie = stateCookieOf(res);
    expect(cookie).toMatchObject({ httpOnly: true, secure: true, path: '/', sameSite: 'Lax', maxAge: 600 });
    // Sealed, not signed: nothing of the state is readable in the cookie.
    expect(cookie?.value).not.toContain(params.state);
    expect(cookie?.value).not.toContain('programs');
  });
});

describe('POST /api/auth/login-google', () => {
  it('creates the account keyed by issuer + subject and signs in', async () => {
    const account = nextAccount();
    const attempt = await goThroughProvider(t, provider, HOST, '?backTo=/fr/programs/42');
    const res = await finishWithCode(t, HOST, attempt);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'signed_in', area: 'public', backTo: '/fr/programs/42' });
    expect(res.cookies.find((c) => c.name === '__Host-oc_refresh')).toMatchObject({ httpOnly: true, secure: true });
    expect(stateCookieOf(res)?.value).toBe('');
    const me = await t.request(HOST, {
      method: 'GET',
      url: '/api/profile',
      headers: { authorization: `Bearer ${res.json().accessToken}` },
    });
    expect(me.json().data).toMatchObject({ email: account.email, firstname: 'Grace', lastname: 'Hopper' });
    const [identity] = await identityRows(account.sub);
    expect(identity?.userId).toBe(me.json().data.id);
  });

  it('refuses a state that differs from the sealed one (403 oauth_failed) and clears the cookie', async () => {
    nextAccount();
    const attempt = await goThroughProvider(t, provider, HOST);
    const res = await finishWithCode(t, HOST, { ...attempt, state: `${attempt.state.slice(0, -2)}xx` });
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toMatchObject({ code: 'oauth_failed', details: { reason: 'invalid_state' } });
    expect(stateCookieOf(res)?.value).toBe('');
  });

  it('refuses a callback without the state cookie, or with an expired or forged one', async () => {
    nextAccount();
    const attempt = await goThroughProvider(t, provider, HOST);
    const expired = seal(
      t.app.deps.services.keys.seal,
      JSON.stringify({ state: attempt.state, nonce: 'n', verifier: 'v', area: 'public', backTo: null, createdAt: 0 }),
    );
    for (const cookie of ['', `__Host-oc_oidc=${expired}`, `__Host-oc_oidc=${attempt.cookie.slice(-40)}`]) {
      const res = await finishWithCode(t, HOST, { ...attempt, cookie });
      expect(res.statusCode).toBe(403);
      expect(res.json().error.details.reason).toBe('invalid_state');
    }
  });

  it('refuses a replayed code', async () => {
    nextAccount();
    const attempt = await goThroughProvider(t, provider, HOST);
    expect((await finishWithCode(t, HOST, attempt)).statusCode).toBe(200);
    const replay = await finishWithCode(t, HOST, attempt);
    expect(replay.statusCode).toBe(403);
    expect(replay.json().error).toMatchObject({ code: 'oauth_failed', details: { reason: 'code_refused' } });
  });

  it('refuses an id_token whose nonce is not the one sealed with the state', async () => {
    const account = nextAccount();
    const other = await t.request(HOST, { method: 'GET', url: '/api/auth/google/start' });
    const otherNonce = new URL(String(other.headers.location)).searchParams.get('nonce') ?? '';
    // State and PKCE of the first flow, nonce of the second: only the nonce check can catch it.
    const attempt = await goThroughProvider(t, provider, HOST, '', (url) => url.searchParams.set('nonce', otherNonce));
    const res = await finishWithCode(t, HOST, attempt);
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toMatchObject({ code: 'oauth_failed', details: { reason: 'invalid_id_token' } });
    expect(await identityRows(account.sub)).toHaveLength(0);
  });

  it('drops an absolute or protocol-relative backTo', async () => {
    for (const backTo of ['https://evil.example', '//evil.example/x']) {
      nextAccount();
      const attempt = await goThroughProvider(t, provider, HOST, `?backTo=${encodeURIComponent(backTo)}`);
      const res = await finishWithCode(t, HOST, attempt);
      expect(res.json()).toMatchObject({ status: 'signed_in', backTo: null });
    }
  });

  it('refuses the admin area to an account without back-office access (403 missing_permissions)', async () => {
    nextAccount();
    const attempt = await goThroughProvider(t, provider, HOST, '?area=admin');
    const res = await finishWithCode(t, HOST, attempt);
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe('missing_permissions');
  });
});

import { generateKeyPairSync, sign } from 'node:crypto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createOidcClient, OidcProviderError } from './oidc-client';

const ISSUER = 'https://issuer.example';
const settings = { issuer: ISSUER, clientId: 'client-1', clientSecret: 'secret-1' };
const rsaKey = () => generateKeyPairSync('rsa', { modulusLength: 2048 });
const keys = { old: rsaKey(), new: rsaKey(), never: rsaKey() };
const jwkOf = (kid: keyof typeof keys) => ({ ...keys[kid].publicKey.export({ format: 'jwk' }), kid, use: 'sig' });

const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
function idToken(kid: keyof typeof keys, nonce = 'n-1') {
  const now = Math.floor(Date.now() / 1000);
  const input = `${b64({ alg: 'RS256', kid })}.${b64({ iss: ISSUER, aud: 'client-1', sub: 's', exp: now + 60, iat: now, nonce })}`;
  return `${input}.${sign('sha256', Buffer.from(input), keys[kid].privateKey).toString('base64url')}`;
}

/** A scripted provider: counts what was asked and answers from the current state. */
function fakeProvider() {
  const state = { published: ['old'] as (keyof typeof keys)[], signWith: 'old' as keyof typeof keys, tokenStatus: 200 };
  const calls: string[] = [];
  const bodies: URLSearchParams[] = [];
  vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
    calls.push(url);
    const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });
    if (url.endsWith('/.well-known/openid-configuration')) {
      return json({
        issuer: ISSUER,
        authorization_endpoint: `${ISSUER}/authorize`,
        token_endpoint: `${ISSUER}/token`,
        jwks_uri: `${ISSUER}/jwks`,
      });
    }
    if (url.endsWith('/jwks')) return json({ keys: state.published.map(jwkOf) });
    bodies.push(new URLSearchParams(String(init?.body)));
    if (state.tokenStatus !== 200) return json({ error: 'invalid_grant' }, state.tokenStatus);
    return json({ id_token: idToken(state.signWith), access_token: 'at' });
  });
  return { state, calls, bodies };
}
const exchange = { code: 'c-1', codeVerifier: 'v-1', redirectUri: 'http://app.test/cb', nonce: 'n-1' };

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('createOidcClient', () => {
  it('reads discovery and keys once, then serves them from memory', async () => {
    const provider = fakeProvider();
    const client = createOidcClient(settings);
    await client.authorizationUrl({ redirectUri: 'http://app.test/cb', state: 's', nonce: 'n', codeChallenge: 'c' });
    await client.exchangeCode(exchange);
    await client.exchangeCode(exchange);
    expect(provider.calls.filter((url) => url.includes('well-known'))).toHaveLength(1);
    expect(provider.calls.filter((url) => url.endsWith('/jwks'))).toHaveLength(1);
    expect(Object.fromEntries(provider.bodies[0] ?? [])).toMatchObject({
      grant_type: 'authorization_code',
      code: 'c-1',
      code_verifier: 'v-1',
      redirect_uri: 'http://app.test/cb',
      client_id: 'client-1',
      client_secret: 'secret-1',
    });
  });

  it('reads the keys again, once, when the provider signs with a key it did not publish before', async () => {
    const provider = fakeProvider();
    const client = createOidcClient(settings);
    await client.exchangeCode(exchange);
    provider.state.published = ['old', 'new'];
    provider.state.signWith = 'new';
    await expect(client.exchangeCode(exchange)).resolves.toMatchObject({ sub: 's' });
    expect(provider.calls.filter((url) => url.endsWith('/jwks'))).toHaveLength(2);
    // A kid still unknown after one more read is refused, not chased.
    provider.state.signWith = 'never';
    await expect(client.exchangeCode(exchange)).rejects.toThrow(/unknown signing key/);
    expect(provider.calls.filter((url) => url.endsWith('/jwks'))).toHaveLength(3);
  });

  it('tells a refused code from an unavailable provider', async () => {
    const provider = fakeProvider();
    const client = createOidcClient(settings);
    provider.state.tokenStatus = 400;
    await expect(client.exchangeCode(exchange)).rejects.toMatchObject({ kind: 'refused' });
    provider.state.tokenStatus = 503;
    await expect(client.exchangeCode(exchange)).rejects.toMatchObject({ kind: 'unavailable' });
  });

  it('refuses a discovery document naming another issuer, and tries again next time', async () => {
    const provider = fakeProvider();
    const client = createOidcClient({ ...settings, issuer: 'https://other.example' });
    const start = { redirectUri: 'http://app.test/cb', state: 's', nonce: 'n', codeChallenge: 'c' };
    await expect(client.authorizationUrl(start)).rejects.toBeInstanceOf(OidcProviderError);
    await expect(client.authorizationUrl(start)).rejects.toThrow(/discovery names issuer/);
    expect(provider.calls).toHaveLength(2);
  });
});

import { generateKeyPairSync } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Provider } from 'oidc-provider';
import type { TestApp } from './test-app';

/** The claims the provider asserts for the next sign-in; tests change them per scenario. */
export interface TestAccount {
  sub: string;
  email?: string;
  email_verified?: boolean;
  given_name?: string;
  family_name?: string;
}

export interface TestOidcProvider {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** Who "signs in" at the provider from now on. */
  setAccount(account: TestAccount): void;
  /**
   * Plays the browser from the authorization URL to the redirect back to the client: follows the
   * redirects with the provider's cookies, and answers the redirect URI's query (code, state, iss).
   */
  authorize(authorizationUrl: string): Promise<URLSearchParams>;
  close(): Promise<void>;
}

/**
 * A real OpenID provider (`oidc-provider`) on 127.0.0.1 and a random port, with one confidential
 * client, PKCE required, and an interaction that signs the current account in and consents at once.
 */
export async function startOidcProvider(options: { redirectUris: string[] }): Promise<TestOidcProvider> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const clientId = 'opencall-test';
  const clientSecret = 'opencall-test-secret-0123456789abcdef';
  const signingKey = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ format: 'jwk' });
  const accounts = new Map<string, TestAccount>();
  let current: TestAccount = { sub: 'google-user-1', email: 'someone@example.org', email_verified: true };

  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: options.redirectUris,
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_post',
      },
    ],
    jwks: { keys: [{ ...signingKey, kid: 'test-rsa', use: 'sig', alg: 'RS256' }] },
    pkce: { required: () => true },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['given_name', 'family_name'] },
    // Like Google: the profile and email claims travel in the id_token itself.
    conformIdTokenClaims: false,
    findAccount: (_ctx, id) => {
      const account = accounts.get(id);
      return account && { accountId: id, claims: () => ({ ...account }) };
    },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    features: { devInteractions: { enabled: false } },
    cookies: { keys: ['test-provider-cookie-key'] },
    ttl: { AuthorizationCode: 60, AccessToken: 600, IdToken: 600, Interaction: 600, Grant: 600, Session: 600 },
  });
  provider.on('server_error', (_ctx, error) => console.error('oidc-provider server_error', error));

  // The provider's login and consent pages, without a page: the current account is signed in and consents.
  async function finishInteraction(req: IncomingMessage, res: ServerResponse) {
    const details = await provider.interactionDetails(req, res);
    const accountId = current.sub;
    accounts.set(accountId, current);
    const grant = new provider.Grant({ accountId, clientId: String(details.params.client_id) });
    grant.addOIDCScope(String(details.params.scope));
    const grantId = await grant.save();
    await provider.interactionFinished(req, res, { login: { accountId }, consent: { grantId } });
  }

  const callback = provider.callback();
  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    if (!req.url?.startsWith('/interaction/')) return void callback(req, res);
    finishInteraction(req, res).catch((error: unknown) => {
      res.statusCode = 500;
      res.end(String(error));
    });
  });

  return {
    issuer,
    clientId,
    clientSecret,
    setAccount(account) {
      current = account;
    },
    async authorize(authorizationUrl) {
      const jar = new Map<string, string>();
      let next = authorizationUrl;
      for (let hop = 0; hop < 10; hop += 1) {
        if (!next.startsWith(`${issuer}/`)) return new URL(next).searchParams;
        const cookie = [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
        const res = await fetch(next, { redirect: 'manual', headers: cookie ? { cookie } : {} });
        for (const line of res.headers.getSetCookie()) {
          const [pair = ''] = line.split(';');
          const name = pair.slice(0, pair.indexOf('='));
          const value = pair.slice(pair.indexOf('=') + 1);
          if (value && !/expires=Thu, 01 Jan 1970/i.test(line)) jar.set(name, value);
          else jar.delete(name);
        }
        const location = res.headers.get('location');
        if (!location) throw new Error(`provider stopped at ${next}: ${res.status} ${await res.text()}`);
        next = new URL(location, next).toString();
      }
      throw new Error('too many redirects at the provider');
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

export interface GoogleAttempt {
  /** The sealed state cookie, as the browser would send it back. */
  cookie: string;
  code: string;
  state: string;
  authorizationUrl: URL;
}

/** The browser's part: start on the platform, pass the provider, come back with code and state. */
export async function goThroughProvider(
  t: TestApp,
  provider: TestOidcProvider,
  host: string,
  query = '',
  tamper: (authorizationUrl: URL) => void = () => {},
): Promise<GoogleAttempt> {
  const start = await t.request(host, { method: 'GET', url: `/api/auth/google/start${query}` });
  const sealed = start.cookies.find((c) => c.name === '__Host-oc_oidc');
  if (start.statusCode !== 302 || !sealed) throw new Error(`start failed: ${start.statusCode} ${start.body}`);
  const authorizationUrl = new URL(String(start.headers.location));
  tamper(authorizationUrl);
  const back = await provider.authorize(authorizationUrl.toString());
  const code = back.get('code');
  if (!code) throw new Error(`provider refused: ${back.toString()}`);
  return { cookie: `__Host-oc_oidc=${sealed.value}`, code, state: back.get('state') ?? '', authorizationUrl };
}

/** What the SPA's callback page does with the code and state. */
export function finishWithCode(t: TestApp, host: string, attempt: Pick<GoogleAttempt, 'cookie' | 'code' | 'state'>) {
  return t.send(host, {
    method: 'POST',
    url: '/api/auth/login-google',
    payload: { code: attempt.code, state: attempt.state },
    headers: { cookie: attempt.cookie },
  });
}

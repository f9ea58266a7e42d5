import { type IdTokenClaims, type Jwk, verifyIdToken } from './id-token';

/** How long discovery and keys are trusted before they are read again (providers rotate keys slowly). */
const METADATA_TTL_MS = 3600_000;
/** Google documents both forms for the id_token's `iss`. */
const GOOGLE_ISSUER = 'https://accounts.google.com';
/** A provider that does not answer in time fails the sign-in instead of holding the request. */
const FETCH_TIMEOUT_MS = 5000;

export interface OidcSettings {
  issuer: string;
  clientId: string;
  clientSecret: string;
}

export interface OidcMetadata {
  issuer: string;
  authorization_endpoint: string;
  token_endpoint: string;
  jwks_uri: string;
}

export interface AuthorizationRequest {
  redirectUri: string;
  state: string;
  nonce: string;
  codeChallenge: string;
}

export interface CodeExchange {
  code: string;
  codeVerifier: string;
  redirectUri: string;
  nonce: string;
}

/** The provider refused the code (`refused`), or could not be used at all (`unavailable`). */
export class OidcProviderError extends Error {
  constructor(
    message: string,
    readonly kind: 'refused' | 'unavailable',
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'OidcProviderError';
  }
}

export interface OidcClient {
  readonly settings: OidcSettings;
  authorizationUrl(request: AuthorizationRequest): Promise<string>;
  /** Redeems the code (with the PKCE verifier) and answers the verified id_token's claims. */
  exchangeCode(exchange: CodeExchange): Promise<IdTokenClaims>;
}

async function fetchJson(url: string, init: RequestInit = {}): Promise<Record<string, unknown>> {
  let response: Response;
  try {
    response = await fetch(url, { ...init, signal: AbortSignal.timeout(FETCH_TIMEOUT_MS) });
  } catch (error) {
    throw new OidcProviderError(`${url} unreachable`, 'unavailable', { cause: error });
  }
  const body: unknown = await response.json().catch(() => undefined);
  if (!response.ok || !body || typeof body !== 'object') {
    // Only the token endpoint's 4xx (invalid_grant: used, expired or foreign code) is the caller's fault.
    const kind = init.method === 'POST' && response.status < 500 ? 'refused' : 'unavailable';
    throw new OidcProviderError(`${url} answered ${response.status}`, kind, { cause: body });
  }
  return body as Record<string, unknown>;
}

function cached<T>(load: () => Promise<T>): { get(): Promise<T>; reload(): Promise<T> } {
  let entry: { value: Promise<T>; expiresAt: number } | undefined;
  const reload = () => {
    const value = load();
    entry = { value, expiresAt: Date.now() + METADATA_TTL_MS };
    // A failed load is not kept: the next sign-in tries again.
    value.catch(() => {
      if (entry?.value === value) entry = undefined;
    });
    return value;
  };
  return { get: () => (entry && entry.expiresAt > Date.now() ? entry.value : reload()), reload };
}

function isHttpUrl(value: unknown): value is string {
  return typeof value === 'string' && /^https?:\/\//.test(value);
}

/** One client per app: discovery and JWKS are cached in memory for METADATA_TTL_MS. */
export function createOidcClient(settings: OidcSettings): OidcClient {
  const discoveryUrl = `${settings.issuer.replace(/\/$/, '')}/.well-known/openid-configuration`;
  const metadata = cached(async (): Promise<OidcMetadata> => {
    const doc = await fetchJson(discoveryUrl);
    const { issuer, authorization_endpoint, token_endpoint, jwks_uri } = doc;
    // OpenID Discovery §4.3: the document must name exactly the issuer we were configured with.
    if (issuer !== settings.issuer)
      throw new OidcProviderError(`discovery names issuer ${String(issuer)}`, 'unavailable');
    if (![authorization_endpoint, token_endpoint, jwks_uri].every(isHttpUrl)) {
      throw new OidcProviderError('discovery lacks an endpoint', 'unavailable');
    }
    return { issuer, authorization_endpoint, token_endpoint, jwks_uri } as OidcMetadata;
  });
  const jwks = cached(async (): Promise<Jwk[]> => {
    const { keys } = await fetchJson((await metadata.get()).jwks_uri);
    if (!Array.isArray(keys)) throw new OidcProviderError('jwks without keys', 'unavailable');
    return keys as Jwk[];
  });

  async function findKey(kid: string | undefined, alg: string): Promise<Jwk | undefined> {
    const pick = (keys: Jwk[]) => {
      const candidates = keys.filter((key) => (!kid || key.kid === kid) && (!key.alg || key.alg === alg));
      // Without a kid, only an unambiguous key set can be trusted.
      return kid || candidates.length === 1 ? candidates[0] : undefined;
    };
    // An unknown kid means the provider rotated its keys: read them again, once.
    return pick(await jwks.get()) ?? pick(await jwks.reload());
  }

  return {
    settings,
    async authorizationUrl(request) {
      const url = new URL((await metadata.get()).authorization_endpoint);
      url.search = new URLSearchParams({
        response_type: 'code',
        client_id: settings.clientId,
        redirect_uri: request.redirectUri,
        scope: 'openid email profile',
        state: request.state,
        nonce: request.nonce,
        code_challenge: request.codeChallenge,
        code_challenge_method: 'S256',
      }).toString();
      return url.toString();
    },
    async exchangeCode(exchange) {
      const { token_endpoint } = await metadata.get();
      const tokens = await fetchJson(token_endpoint, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
        body: new URLSearchParams({
          grant_type: 'authorization_code',
          code: exchange.code,
          redirect_uri: exchange.redirectUri,
          code_verifier: exchange.codeVerifier,
          client_id: settings.clientId,
          client_secret: settings.clientSecret,
        }),
      });
      if (typeof tokens.id_token !== 'string') throw new OidcProviderError('token answer without id_token', 'refused');
      return verifyIdToken(tokens.id_token, {
        issuers: settings.issuer === GOOGLE_ISSUER ? [GOOGLE_ISSUER, 'accounts.google.com'] : [settings.issuer],
        clientId: settings.clientId,
        nonce: exchange.nonce,
        findKey,
      });
    },
  };
}

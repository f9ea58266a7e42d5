import { createPublicKey, type JsonWebKey, verify } from 'node:crypto';

/** Asymmetric algorithms only: `none` and HS* (a key the client also knows) are never accepted. */
const ALGORITHMS = {
  RS256: { hash: 'sha256', dsaEncoding: undefined, kty: 'RSA', crv: undefined },
  ES256: { hash: 'sha256', dsaEncoding: 'ieee-p1363', kty: 'EC', crv: 'P-256' },
} as const;
type Algorithm = keyof typeof ALGORITHMS;

/** Tolerated clock difference with the provider. */
const CLOCK_SKEW_SECONDS = 60;

export interface IdTokenClaims {
  iss: string;
  sub: string;
  aud: string | string[];
  exp: number;
  iat: number;
  nonce?: string;
  azp?: string;
  email?: string;
  email_verified?: boolean;
  given_name?: string;
  family_name?: string;
}

export type Jwk = JsonWebKey & { kid?: string; alg?: string; use?: string };

export interface IdTokenExpectations {
  /** The configured issuer (and, for Google, its documented scheme-less alias). */
  issuers: readonly string[];
  clientId: string;
  nonce: string;
  /** Finds the provider's key by `kid` (the JWKS, refetched once on an unknown kid). */
  findKey: (kid: string | undefined, alg: string) => Promise<Jwk | undefined>;
  now?: () => number;
}

/** Why an id_token was refused: for the logs, never shown as more than `invalid_id_token`. */
export class IdTokenError extends Error {
  constructor(readonly reason: string) {
    super(`id_token refused: ${reason}`);
    this.name = 'IdTokenError';
  }
}

function decodeJson(part: string | undefined, what: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(Buffer.from(part ?? '', 'base64url').toString('utf8'));
    if (value && typeof value === 'object' && !Array.isArray(value)) return value as Record<string, unknown>;
  } catch {}
  throw new IdTokenError(`malformed ${what}`);
}

function isAllowedAlgorithm(alg: unknown): alg is Algorithm {
  return typeof alg === 'string' && Object.hasOwn(ALGORITHMS, alg);
}

async function verifySignature(token: string, expected: IdTokenExpectations): Promise<Record<string, unknown>> {
  const parts = token.split('.');
  if (parts.length !== 3 || !parts[2]) throw new IdTokenError('malformed token');
  const [headerPart, payloadPart, signaturePart] = parts as [string, string, string];
  const header = decodeJson(headerPart, 'header');
  if (!isAllowedAlgorithm(header.alg)) throw new IdTokenError(`algorithm ${String(header.alg)} not allowed`);
  const algorithm = ALGORITHMS[header.alg];
  const kid = typeof header.kid === 'string' ? header.kid : undefined;
  const jwk = await expected.findKey(kid, header.alg);
  if (!jwk) throw new IdTokenError('unknown signing key');
  // A key published for another algorithm must not verify this one (algorithm confusion).
  if (
    jwk.kty !== algorithm.kty ||
    jwk.crv !== algorithm.crv ||
    (jwk.alg && jwk.alg !== header.alg) ||
    (jwk.use && jwk.use !== 'sig')
  ) {
    throw new IdTokenError('signing key does not match the algorithm');
  }
  const key = createPublicKey({ key: jwk, format: 'jwk' });
  const isValid = verify(
    algorithm.hash,
    Buffer.from(`${headerPart}.${payloadPart}`),
    algorithm.dsaEncoding ? { key, dsaEncoding: algorithm.dsaEncoding } : key,
    Buffer.from(signaturePart, 'base64url'),
  );
  if (!isValid) throw new IdTokenError('bad signature');
  return decodeJson(payloadPart, 'payload');
}

/** OpenID Connect Core §3.1.3.7: signature, issuer, audience, authorized party, times and nonce. */
export async function verifyIdToken(token: string, expected: IdTokenExpectations): Promise<IdTokenClaims> {
  const claims = await verifySignature(token, expected);
  const now = Math.floor((expected.now?.() ?? Date.now()) / 1000);
  if (typeof claims.iss !== 'string' || !expected.issuers.includes(claims.iss)) throw new IdTokenError('issuer');
  const audiences = Array.isArray(claims.aud) ? claims.aud : [claims.aud];
  if (!audiences.includes(expected.clientId)) throw new IdTokenError('audience');
  if (claims.azp !== undefined && claims.azp !== expected.clientId) throw new IdTokenError('authorized party');
  if (audiences.length > 1 && claims.azp === undefined) throw new IdTokenError('authorized party');
  if (typeof claims.exp !== 'number' || claims.exp + CLOCK_SKEW_SECONDS <= now) throw new IdTokenError('expired');
  if (typeof claims.iat !== 'number' || claims.iat - CLOCK_SKEW_SECONDS > now)
    throw new IdTokenError('issued in future');
  if (typeof claims.nonce !== 'string' || claims.nonce !== expected.nonce) throw new IdTokenError('nonce');
  if (typeof claims.sub !== 'string' || !claims.sub) throw new IdTokenError('subject');
  return claims as unknown as IdTokenClaims;
}

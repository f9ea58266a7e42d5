import { createHmac, generateKeyPairSync, type KeyObject, sign } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { type IdTokenExpectations, type Jwk, verifyIdToken } from './id-token';

const ISSUER = 'https://issuer.example';
const CLIENT_ID = 'client-1';
const NONCE = 'nonce-1';
const NOW = 1_800_000_000;

const rsa = generateKeyPairSync('rsa', { modulusLength: 2048 });
const ec = generateKeyPairSync('ec', { namedCurve: 'P-256' });
const publicJwks: Jwk[] = [
  { ...rsa.publicKey.export({ format: 'jwk' }), kid: 'rsa-1', use: 'sig', alg: 'RS256' },
  { ...ec.publicKey.export({ format: 'jwk' }), kid: 'ec-1', use: 'sig', alg: 'ES256' },
];

const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const claims = (overrides: Record<string, unknown> = {}) => ({
  iss: ISSUER,
  sub: 'subject-1',
  aud: CLIENT_ID,
  exp: NOW + 300,
  iat: NOW,
  nonce: NONCE,
  email: 'a@example.org',
  email_verified: true,
  ...overrides,
});

function rs256(payload: object, header: object = { alg: 'RS256', kid: 'rsa-1' }, key: KeyObject = rsa.privateKey) {
  const input = `${b64(header)}.${b64(payload)}`;
  return `${input}.${sign('sha256', Buffer.from(input), key).toString('base64url')}`;
}

const expectations = (overrides: Partial<IdTokenExpectations> = {}): IdTokenExpectations => ({
  issuers: [ISSUER],
  clientId: CLIENT_ID,
  nonce: NONCE,
  findKey: async (kid) => publicJwks.find((key) => key.kid === kid),
  now: () => NOW * 1000,
  ...overrides,
});
const refusal = (token: string, overrides: Partial<IdTokenExpectations> = {}) =>
  verifyIdToken(token, expectations(overrides)).then(
    () => 'accepted',
    (error: Error) => error.message,
  );

describe('verifyIdToken', () => {
  it('accepts an RS256 token of the provider for this client and nonce', async () => {
    await expect(verifyIdToken(rs256(claims()), expectations())).resolves.toMatchObject({
      sub: 'subject-1',
      email_verified: true,
    });
  });

  it('accepts ES256 (raw r||s signature, as JOSE encodes it)', async () => {
    const input = `${b64({ alg: 'ES256', kid: 'ec-1' })}.${b64(claims())}`;
    const signature = sign('sha256', Buffer.from(input), { key: ec.privateKey, dsaEncoding: 'ieee-p1363' });
    await expect(verifyIdToken(`${input}.${signature.toString('base64url')}`, expectations())).resolves.toBeTruthy();
  });

  it('refuses alg none, even without a signature', async () => {
    const unsigned = `${b64({ alg: 'none' })}.${b64(claims())}.`;
    expect(await refusal(unsigned)).toMatch(/malformed|not allowed/);
    expect(await refusal(`${unsigned}AAAA`)).toMatch(/algorithm none not allowed/);
  });

  it('refuses HS256, including one keyed with the provider’s public key (algorithm confusion)', async () => {
    const input = `${b64({ alg: 'HS256', kid: 'rsa-1' })}.${b64(claims())}`;
    const secret = rsa.publicKey.export({ format: 'pem', type: 'spki' });
    const token = `${input}.${createHmac('sha256', secret).update(input).digest('base64url')}`;
    expect(await refusal(token)).toMatch(/algorithm HS256 not allowed/);
  });

  it('refuses a key published for another algorithm, an unknown kid and a bad signature', async () => {
    expect(await refusal(rs256(claims(), { alg: 'RS256', kid: 'ec-1' }))).toMatch(/does not match/);
    expect(await refusal(rs256(claims(), { alg: 'RS256', kid: 'rotated' }))).toMatch(/unknown signing key/);
    const other = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey;
    expect(await refusal(rs256(claims(), undefined, other))).toMatch(/bad signature/);
    const [header, , signature] = rs256(claims()).split('.');
    expect(await refusal(`${header}.${b64(claims({ sub: 'someone-else' }))}.${signature}`)).toMatch(/bad signature/);
  });

  it('checks issuer, audience and authorized party', async () => {
    expect(await refusal(rs256(claims({ iss: 'https://evil.example' })))).toMatch(/issuer/);
    expect(await refusal(rs256(claims({ aud: 'other-client' })))).toMatch(/audience/);
    expect(await refusal(rs256(claims({ aud: [CLIENT_ID, 'other'] })))).toMatch(/authorized party/);
    expect(await refusal(rs256(claims({ aud: [CLIENT_ID, 'other'], azp: 'other' })))).toMatch(/authorized party/);
    expect(await refusal(rs256(claims({ aud: [CLIENT_ID, 'other'], azp: CLIENT_ID })))).toBe('accepted');
  });

  it('allows 60 s of clock skew on exp and iat, no more', async () => {
    expect(await refusal(rs256(claims({ exp: NOW - 30 })))).toBe('accepted');
    expect(await refusal(rs256(claims({ exp: NOW - 61 })))).toMatch(/expired/);
    expect(await refusal(rs256(claims({ iat: NOW + 30 })))).toBe('accepted');
    expect(await refusal(rs256(claims({ iat: NOW + 120 })))).toMatch(/future/);
    expect(await refusal(rs256(claims({ exp: undefined })))).toMatch(/expired/);
  });

  it('requires the nonce sealed with the state', async () => {
    expect(await refusal(rs256(claims({ nonce: 'another' })))).toMatch(/nonce/);
    expect(await refusal(rs256(claims({ nonce: undefined })))).toMatch(/nonce/);
  });

  it('refuses malformed tokens', async () => {
    for (const token of ['', 'a.b', 'a.b.c.d', `${b64('x')}.${b64(claims())}.sig`, `!!.${b64(claims())}.sig`]) {
      expect(await refusal(token)).toMatch(/malformed|not allowed/);
    }
  });
});

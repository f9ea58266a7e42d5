import { randomUUID } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type createPlatform, createUser, TEST_PASSWORD } from '../../../test/factories';
import { createStoredFile, fileReaders } from '../../../test/file-factories';
import { createTestApp, type Session, type TestApp } from '../../../test/test-app';
import { FILE_LINK_TTL_MS, signFileLink } from './file-links';

let t: TestApp;
let acme: Awaited<ReturnType<typeof createPlatform>>;
let globex: Awaited<ReturnType<typeof createPlatform>>;
let owner: { id: string; session: Session };
let stranger: Session;
let manager: Session;
let globexManager: Session;
// A WAV header then 256 distinct bytes: every range has a body of its own.
const BYTES = Buffer.concat([
  Buffer.from('RIFF\x24\x01\x00\x00WAVE', 'latin1'),
  Buffer.from(Array.from({ length: 256 }, (_, i) => i)),
]);
type Stored = Awaited<ReturnType<typeof createStoredFile>>;
let audio: Stored;
let otherAudio: Stored;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  const storage = t.app.deps.services.storage;
  ({ acme, globex, owner, stranger, manager } = await fileReaders(t));
  const globexAdmin = await createUser(db, globex.id, { roleKeys: ['program_manager'] });
  globexManager = await t.signIn(globex.host, globexAdmin.email, TEST_PASSWORD);
  const wav = { bytes: BYTES, mime: 'audio/wav', kind: 'audio', name: 'interview.wav' } as const;
  audio = await createStoredFile(db, storage, acme.id, { ...wav, ownerId: owner.id });
  otherAudio = await createStoredFile(db, storage, acme.id, { ...wav, ownerId: owner.id });
});
afterAll(() => t.close());

const get = (url: string, options: { session?: Session; headers?: Record<string, string>; host?: string } = {}) =>
  t.get(options.host ?? acme.host, url, options);
const linkOf = (key: string, session?: Session, host?: string) =>
  get(`/api/files/link/${encodeURIComponent(key)}`, { session, host });
const codeOf = (res: LightMyRequestResponse) => res.json().error.code as string;
const streamWith = (key: string, token: string) =>
  `/api/files/stream/${encodeURIComponent(key)}?token=${encodeURIComponent(token)}`;
const keys = () => t.app.deps.services.keys;

describe('GET /api/files/link/{encodedKey}', () => {
  it('signs a five-minute address on the private stream path for the owner and administrators', async () => {
    for (const session of [owner.session, manager]) {
      const before = Date.now();
      const res = await linkOf(audio.key, session);
      expect(res.statusCode).toBe(200);
      const { url, expiresAt } = res.json().data as { url: string; expiresAt: string };
      expect(url.startsWith(`${audio.location}?token=`)).toBe(true);
      expect(Date.parse(expiresAt)).toBeGreaterThanOrEqual(before + FILE_LINK_TTL_MS);
      expect(Date.parse(expiresAt)).toBeLessThanOrEqual(Date.now() + FILE_LINK_TTL_MS);
    }
  });

  it('refuses whoever the stream refuses: 401 without a session, 404 to others and across platforms', async () => {
    expect((await linkOf(audio.key)).statusCode).toBe(401);
    const other = await linkOf(audio.key, stranger);
    expect(other.statusCode).toBe(404);
    expect(codeOf(other)).toBe('not_found');
    // Another platform's administrator, on that platform: the key is not theirs to know.
    expect((await linkOf(audio.key, globexManager, globex.host)).statusCode).toBe(404);
    // This platform's session on another platform's host: the session itself is refused.
    expect((await linkOf(audio.key, manager, globex.host)).statusCode).toBe(401);
    expect((await linkOf(`${acme.id}/missing.wav`, manager)).statusCode).toBe(404);
  });
});

describe('a signed address', () => {
  const signedUrl = async () => (await linkOf(audio.key, owner.session)).json().data.url as string;

  it('streams the file without any Authorization header, with the private headers', async () => {
    const res = await get(await signedUrl());
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.equals(BYTES)).toBe(true);
    expect(res.headers).toMatchObject({
      'content-type': 'audio/wav',
      'content-disposition': `inline; filename="interview.wav"; filename*=UTF-8''interview.wav`,
      'x-content-type-options': 'nosniff',
      'cache-control': 'private, no-store',
      'accept-ranges': 'bytes',
    });
  });

  it('answers Range requests with 206, as a player seeking asks', async () => {
    const res = await get(await signedUrl(), { headers: { range: 'bytes=12-15' } });
    expect(res.statusCode).toBe(206);
    expect(res.headers['content-range']).toBe(`bytes 12-15/${BYTES.length}`);
    expect([...res.rawPayload]).toEqual([0, 1, 2, 3]);
  });

  it('is refused once expired', async () => {
    const token = signFileLink(keys(), {
      platformId: acme.id,
      key: audio.key,
      userId: owner.id,
      expiresAt: Date.now() - 1,
    });
    const res = await get(streamWith(audio.key, token));
    expect(res.statusCode).toBe(400);
    expect(codeOf(res)).toBe('link_invalid_or_expired');
  });

  it('is refused when tampered with: signature, expiry or user changed', async () => {
    const token = new URL(await signedUrl(), 'http://x').searchParams.get('token') ?? '';
    const [userId, expiresAt, signature = ''] = token.split('.');
    const flipped = `${signature.slice(0, -1)}${signature.endsWith('A') ? 'B' : 'A'}`;
    const later = Number(expiresAt) + 3_600_000;
    for (const forged of [
      `${userId}.${expiresAt}.${flipped}`,
      `${userId}.${later}.${signature}`,
      `${randomUUID()}.${expiresAt}.${signature}`,
      `${userId}.${expiresAt}`,
      'garbage',
    ]) {
      const res = await get(streamWith(audio.key, forged));
      expect(res.statusCode, forged).toBe(400);
      expect(codeOf(res)).toBe('link_invalid_or_expired');
    }
  });

  it('opens only the key it was signed for', async () => {
    const token = new URL(await signedUrl(), 'http://x').searchParams.get('token') ?? '';
    const res = await get(streamWith(otherAudio.key, token));
    expect(res.statusCode).toBe(400);
    expect(codeOf(res)).toBe('link_invalid_or_expired');
  });

  it('opens only on the platform it was signed on', async () => {
    // The same address on another platform's host.
    const elsewhere = await get(await signedUrl(), { host: globex.host });
    expect(elsewhere.statusCode).toBe(400);
    expect(codeOf(elsewhere)).toBe('link_invalid_or_expired');
    // A token signed for another platform, used on this one.
    const expiresAt = Date.now() + 60_000;
    const token = signFileLink(keys(), { platformId: globex.id, key: audio.key, userId: owner.id, expiresAt });
    const res = await get(streamWith(audio.key, token));
    expect(res.statusCode).toBe(400);
    expect(codeOf(res)).toBe('link_invalid_or_expired');
  });

  it('stops opening as soon as its reader may no longer read the file, before it expires', async () => {
    const db = t.database.db;
    const admin = await createUser(db, acme.id, { roleKeys: ['program_manager'] });
    const session = await t.signIn(acme.host, admin.email, TEST_PASSWORD);
    const { url } = (await linkOf(audio.key, session)).json().data as { url: string };
    expect((await get(url)).statusCode).toBe(200);
    // Their roles are taken away through the product, as an administrator would.
    const boss = await createUser(db, acme.id, { roleKeys: ['platform_admin'] });
    const bossSession = await t.signIn(acme.host, boss.email, TEST_PASSWORD, 'admin');
    const changed = await t.send(
      acme.host,
      { method: 'PUT', url: `/api/admins/${admin.id}/roles`, payload: { roleKeys: ['jury'] } },
      bossSession,
    );
    expect(changed.statusCode, changed.body).toBe(200);
    expect((await get(url)).statusCode).toBe(404);
  });

  it('leaves the bearer path as it was: no session and no token is 401', async () => {
    expect((await get(audio.location)).statusCode).toBe(401);
    expect((await get(audio.location, { session: owner.session })).statusCode).toBe(200);
  });
});

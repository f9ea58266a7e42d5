import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import type { LightMyRequestResponse } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { createPlatform } from '../../../test/factories';
import { createStoredFile, fileReaders } from '../../../test/file-factories';
import { createTestApp, type Session, type TestApp } from '../../../test/test-app';

let t: TestApp;
let dataDir: string;
let acme: Awaited<ReturnType<typeof createPlatform>>;
let globex: Awaited<ReturnType<typeof createPlatform>>;
let owner: { id: string; session: Session };
let stranger: Session;
let manager: Session;
// 256 distinct bytes after a PDF header: every range has a body of its own.
const BYTES = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.from(Array.from({ length: 256 }, (_, i) => i))]);
type Stored = Awaited<ReturnType<typeof createStoredFile>>;
let privatePdf: Stored;
let publicPdf: Stored;
let publicPng: Stored;
let globexPublic: Stored;

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'opencall-stream-'));
  t = await createTestApp({ DATA_DIR: dataDir });
  const db = t.database.db;
  const storage = t.app.deps.services.storage;
  ({ acme, globex, owner, stranger, manager } = await fileReaders(t));
  privatePdf = await createStoredFile(db, storage, acme.id, { bytes: BYTES, ownerId: owner.id, name: 'Étude été.pdf' });
  publicPdf = await createStoredFile(db, storage, acme.id, { bytes: BYTES, visibility: 'public' });
  const png = await sharp({ create: { width: 400, height: 300, channels: 3, background: '#2c77ff' } })
    .png()
    .toBuffer();
  publicPng = await createStoredFile(db, storage, acme.id, {
    bytes: png,
    mime: 'image/png',
    kind: 'image',
    name: 'cover.png',
    visibility: 'public',
  });
  globexPublic = await createStoredFile(db, storage, globex.id, { visibility: 'public' });
});
afterAll(async () => {
  await t.close();
  await rm(dataDir, { recursive: true, force: true });
});

const get = (url: string, options: { session?: Session; headers?: Record<string, string>; host?: string } = {}) =>
  t.get(options.host ?? acme.host, url, options);
const publicUrl = (platformId: string, key: string, query = '') =>
  `/api/portal/platforms/${platformId}/files/stream/${encodeURIComponent(key)}${query}`;
const codeOf = (res: LightMyRequestResponse) => res.json().error.code as string;

describe('stream headers', () => {
  it('sends a private file to its owner with its type, name, nosniff, no-store and an ETag', async () => {
    const res = await get(privatePdf.location, { session: owner.session });
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.equals(BYTES)).toBe(true);
    expect(res.headers).toMatchObject({
      'content-type': 'application/pdf',
      'content-length': String(BYTES.length),
      'content-disposition': `inline; filename="Etude ete.pdf"; filename*=UTF-8''%C3%89tude%20%C3%A9t%C3%A9.pdf`,
      'x-content-type-options': 'nosniff',
      'cache-control': 'private, no-store',
      'accept-ranges': 'bytes',
      etag: `"${privatePdf.id}"`,
    });
  });

  it('lets anyone cache a public file for good, and answers 304 to the same ETag', async () => {
    const res = await get(publicUrl(acme.id, publicPdf.key));
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const again = await get(publicUrl(acme.id, publicPdf.key), { headers: { 'if-none-match': `"${publicPdf.id}"` } });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
  });

  it('answers HEAD with the headers alone', async () => {
    const res = await t.request(acme.host, { method: 'HEAD', url: publicUrl(acme.id, publicPdf.key) });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-length']).toBe(String(BYTES.length));
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.rawPayload.length).toBe(0);
  });
});

describe('ranges', () => {
  const url = () => publicUrl(acme.id, publicPdf.key);

  it('answers the first bytes with 206 and Content-Range', async () => {
    const res = await get(url(), { headers: { range: 'bytes=0-9' } });
    expect(res.statusCode).toBe(206);
    expect(res.headers['content-range']).toBe(`bytes 0-9/${BYTES.length}`);
    expect(res.headers['content-length']).toBe('10');
    expect(res.rawPayload.equals(BYTES.subarray(0, 10))).toBe(true);
  });

  it('answers a suffix range and an open-ended one', async () => {
    const suffix = await get(url(), { headers: { range: 'bytes=-5' } });
    expect(suffix.statusCode).toBe(206);
    expect(suffix.headers['content-range']).toBe(`bytes ${BYTES.length - 5}-${BYTES.length - 1}/${BYTES.length}`);
    expect(suffix.rawPayload.equals(BYTES.subarray(-5))).toBe(true);
    const open = await get(url(), { headers: { range: 'bytes=200-' } });
    expect(open.statusCode).toBe(206);
    expect(open.rawPayload.equals(BYTES.subarray(200))).toBe(true);
  });

  it('answers 416 with the size for a range past the end or a malformed one', async () => {
    for (const range of [`bytes=${BYTES.length}-`, 'bytes=9-3', 'bytes=abc', 'bytes=-0']) {
      const res = await get(url(), { headers: { range } });
      expect(res.statusCode, range).toBe(416);
      expect(res.headers['content-range']).toBe(`bytes */${BYTES.length}`);
      expect(codeOf(res)).toBe('range_not_satisfiable');
    }
  });

  it('sends the whole file for several ranges or another unit, and ranges on the private path too', async () => {
    expect((await get(url(), { headers: { range: 'bytes=0-1,4-5' } })).statusCode).toBe(200);
    expect((await get(url(), { headers: { range: 'items=0-1' } })).statusCode).toBe(200);
    const res = await get(privatePdf.location, { session: owner.session, headers: { range: 'bytes=9-10' } });
    expect(res.statusCode).toBe(206);
    expect([...res.rawPayload]).toEqual([0, 1]);
  });
});

describe('who reads what', () => {
  it('serves private files to the owner and programs administrators, and to nobody else', async () => {
    expect((await get(privatePdf.location, { session: owner.session })).statusCode).toBe(200);
    expect((await get(privatePdf.location, { session: manager })).statusCode).toBe(200);
    const stranger404 = await get(privatePdf.location, { session: stranger });
    expect(stranger404.statusCode).toBe(404);
    expect(codeOf(stranger404)).toBe('not_found');
    expect((await get(privatePdf.location)).statusCode).toBe(401);
  });

  it('never serves a private file on the public path, even to its owner', async () => {
    for (const session of [undefined, owner.session, manager]) {
      expect((await get(publicUrl(acme.id, privatePdf.key), { session })).statusCode).toBe(404);
    }
  });

  it('serves public files only on their own platform', async () => {
    expect((await get(publicUrl(globex.id, globexPublic.key), { host: globex.host })).statusCode).toBe(200);
    // Another platform's id, key or host: not found.
    expect((await get(publicUrl(globex.id, globexPublic.key))).statusCode).toBe(404);
    expect((await get(publicUrl(acme.id, globexPublic.key))).statusCode).toBe(404);
    expect((await get(publicUrl(acme.id, publicPdf.key), { host: globex.host })).statusCode).toBe(404);
    expect((await get(publicUrl('not-a-uuid', publicPdf.key))).statusCode).toBe(400);
    expect((await get(publicUrl(acme.id, `${acme.id}/missing.pdf`))).statusCode).toBe(404);
  });
});

describe('CDN images', () => {
  const variantOf = (query: string) => get(publicUrl(acme.id, publicPng.key, query));

  it('resizes to the asked size and format', async () => {
    const res = await variantOf('?size=120x80&format=webp');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers.etag).toBe(`"${publicPng.id}-120x80-cover.webp"`);
    expect(await sharp(res.rawPayload).metadata()).toMatchObject({ width: 120, height: 80, format: 'webp' });
    const inside = await variantOf('?size=100x100&fit=inside&format=jpeg');
    expect(await sharp(inside.rawPayload).metadata()).toMatchObject({ width: 100, height: 75, format: 'jpeg' });
    const contain = await variantOf('?size=100x100&fit=contain');
    expect(await sharp(contain.rawPayload).metadata()).toMatchObject({ width: 100, height: 100, format: 'png' });
  });

  it('keeps a variant and serves it again without resizing', async () => {
    await variantOf('?size=64x48&format=png');
    const storage = t.app.deps.services.storage;
    const key = `variants/${publicPng.key}/64x48-cover.png`;
    expect(await storage.stat(key)).not.toBeNull();
    // Swap the kept variant for a marker: the second answer comes from storage, not from sharp.
    const marker = await sharp({ create: { width: 7, height: 5, channels: 3, background: '#000' } })
      .png()
      .toBuffer();
    await storage.put(key, Readable.from([marker]), { contentType: 'image/png' });
    const again = await variantOf('?size=64x48&format=png');
    expect(await sharp(again.rawPayload).metadata()).toMatchObject({ width: 7, height: 5 });
  });

  it('serves the original when nothing changes, and refuses parameters out of bounds', async () => {
    const original = await variantOf('?fit=cover');
    expect(await sharp(original.rawPayload).metadata()).toMatchObject({ width: 400, height: 300 });
    for (const query of ['?size=2001x10', '?size=0x10', '?size=10', '?size=abc', '?format=bmp', '?fit=fill']) {
      const res = await variantOf(query);
      expect(res.statusCode, query).toBe(400);
      expect(codeOf(res)).toBe('validation_failed');
    }
  });

  it('ignores image parameters for other files', async () => {
    const res = await get(publicUrl(acme.id, publicPdf.key, '?size=100x100&format=webp'));
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.rawPayload.equals(BYTES)).toBe(true);
  });
});

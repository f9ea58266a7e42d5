import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBreakableDatabase } from '../../test/breakable-database';
import { downloadAndCut } from '../../test/cut-download';
import { createPlatform, createProgram, createUser, TEST_PASSWORD } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { applications } from '../db/schema';
import { EXPORT_BATCH_SIZE } from '../modules/applications/exports/exports.service';
import { pickEncoding } from './compression';

// Issue 12 §5: assets leave precompressed (brotli or gzip, as the browser accepts), index.html too,
// and API answers worth it are compressed on the fly. Downloads stay plain streams: a compressor
// holds their first bytes back, and brotli ended a stream that failed in the middle cleanly.

const SCRIPT = `export const words = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => `word-${i}`))};\n`;
const INDEX = `<!doctype html><html lang="fr"><head><title>OpenCall</title>${'<link rel="modulepreload" href="/assets/x.js">'.repeat(40)}</head><body><div id="root"></div></body></html>`;

let t: TestApp;
let platform: Awaited<ReturnType<typeof createPlatform>>;

beforeAll(async () => {
  // A built web app as `npm run build` leaves it: each asset with its .br and .gz beside it.
  const dist = mkdtempSync(join(tmpdir(), 'opencall-dist-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), INDEX);
  writeFileSync(join(dist, 'assets', 'index-abc123.js'), SCRIPT);
  writeFileSync(join(dist, 'assets', 'index-abc123.js.br'), brotliCompressSync(SCRIPT));
  writeFileSync(join(dist, 'assets', 'index-abc123.js.gz'), gzipSync(SCRIPT));
  t = await createTestApp({ WEB_DIST_DIR: dist });
  platform = await createPlatform(t.database.db);
});
afterAll(() => t.close());

const asset = (acceptEncoding?: string) =>
  t.request(platform.host, {
    method: 'GET',
    url: '/assets/index-abc123.js',
    headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding },
  });

describe('built assets', () => {
  it('are sent as brotli to a browser that accepts it, still cached for a year', async () => {
    const res = await asset('gzip, deflate, br, zstd');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toContain('javascript');
    expect(res.headers.vary).toContain('accept-encoding');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(SCRIPT);
    expect(res.rawPayload.length).toBeLessThan(SCRIPT.length / 3);
  });

  it('fall back to gzip, then to the plain file when no encoding is accepted', async () => {
    const gzip = await asset('gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(SCRIPT);

    for (const accept of [undefined, 'identity', 'br;q=0, gzip;q=0']) {
      const plain = await asset(accept);
      expect(plain.statusCode, accept).toBe(200);
      expect(plain.headers['content-encoding'], accept).toBeUndefined();
      expect(plain.body, accept).toBe(SCRIPT);
      expect(plain.headers.vary, accept).toContain('accept-encoding');
    }
  });
});

describe('index.html', () => {
  const page = (acceptEncoding?: string) =>
    t.request(platform.host, {
      method: 'GET',
      url: '/fr/programs',
      headers: { accept: 'text/html', ...(acceptEncoding && { 'accept-encoding': acceptEncoding }) },
    });

  it('is sent compressed as the browser accepts, and plain otherwise, never cached', async () => {
    const br = await page('gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('accept-encoding');
    expect(br.headers['cache-control']).toBe('no-cache');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(INDEX);

    const gzip = await page('gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(INDEX);

    const plain = await page();
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(INDEX);
  });
});

describe('API answers', () => {
  it('are compressed when large, with the same JSON inside', async () => {
    const description = `<p>${'Un appel à projets pour les jardins partagés du quartier. '.repeat(80)}</p>`;
    const program = await createProgram(t.database.db, platform.id, {
      descriptions: { fr: description },
      publishedAt: new Date('2026-01-01T00:00:00Z'),
    });
    const url = `/api/portal/platforms/${platform.id}/programs/${program.slug}?lang=fr`;
    const plain = await t.get(platform.host, url);
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.json().data.description).toContain('jardins partagés');

    const br = await t.get(platform.host, url, { headers: { 'accept-encoding': 'gzip, br' } });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('accept-encoding');
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(plain.json());
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 4);

    const gzip = await t.get(platform.host, url, { headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString())).toEqual(plain.json());
  });

  it('are left alone when small', async () => {
    const res = await t.get(platform.host, '/api/health', { headers: { 'accept-encoding': 'gzip, br' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.json()).toBeTruthy();
  });
});

describe('a CSV export', () => {
  /** A listening app whose program holds three export batches of applications; its database can be cut. */
  async function servedExport() {
    const breakable = await createBreakableDatabase();
    const app = await createTestApp({}, { database: breakable.database });
    const db = app.database.db;
    const owner = await createPlatform(db);
    const admin = await createUser(db, owner.id, { roleKeys: ['platform_admin'] });
    const session = await app.signIn(owner.host, admin.email, TEST_PASSWORD, 'admin');
    const program = await createProgram(db, owner.id);
    const rows = Array.from({ length: EXPORT_BATCH_SIZE * 3 }, (_, index) => ({
      platformId: owner.id,
      programId: program.id,
      applicantId: admin.id,
      status: 'submitted' as const,
      answers: {},
      submittedAt: new Date(Date.UTC(2026, 0, 1, 0, 0, index)),
      createdAt: new Date(Date.UTC(2026, 0, 1, 0, 0, index)),
    }));
    await db.insert(applications).values(rows);
    await app.app.listen({ host: '127.0.0.1', port: 0 });
    const port = (app.app.server.address() as { port: number }).port;
    const headers = (acceptEncoding?: string) => ({
      host: owner.host,
      authorization: `Bearer ${session.accessToken}`,
      ...(acceptEncoding && { 'accept-encoding': acceptEncoding }),
    });
    return { app, breakable, port, headers, path: `/api/user.programs/${program.id}/responses/export?format=csv` };
  }

  /** The whole body over the wire, with its headers. */
  function download(port: number, path: string, headers: Record<string, string>) {
    return new Promise<{ headers: Record<string, unknown>; body: Buffer }>((resolve, reject) => {
      const req = httpRequest({ host: '127.0.0.1', port, path, headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
        res.on('error', reject);
      });
      req.on('error', reject);
      req.end();
    });
  }

  it('stays a plain stream for a browser accepting compression, with the same rows', async () => {
    const served = await servedExport();
    try {
      const plain = await download(served.port, served.path, served.headers());
      const asked = await download(served.port, served.path, served.headers('gzip, deflate, br'));
      expect(asked.headers['content-encoding']).toBeUndefined();
      expect(asked.headers['transfer-encoding']).toBe('chunked');
      expect(asked.headers['content-disposition']).toContain('attachment');
      expect(asked.body.toString()).toBe(plain.body.toString());
      expect(asked.body.toString().trim().split('\n').length).toBeGreaterThan(EXPORT_BATCH_SIZE * 3);
    } finally {
      await served.app.close();
    }
  });

  it('is cut, never cleanly ended, when its stream fails in the middle', async () => {
    const served = await servedExport();
    try {
      const result = await downloadAndCut(
        { port: served.port, path: served.path, headers: served.headers('gzip, deflate, br') },
        () => served.breakable.cut(),
      );
      expect(result.status).toBe(200);
      expect(result.bytes).toBeGreaterThan(0);
      expect(result.complete).toBe(false);
    } finally {
      await served.app.close();
    }
  });
});

describe('pickEncoding', () => {
  it('prefers brotli, honours q-values and refusals', () => {
    expect(pickEncoding('gzip, deflate, br')).toBe('br');
    expect(pickEncoding('br;q=0.5, gzip')).toBe('gzip');
    expect(pickEncoding('br;q=0, *')).toBe('gzip');
    expect(pickEncoding('*')).toBe('br');
    expect(pickEncoding('identity')).toBeNull();
    expect(pickEncoding('')).toBeNull();
    expect(pickEncoding(undefined)).toBeNull();
  });
});

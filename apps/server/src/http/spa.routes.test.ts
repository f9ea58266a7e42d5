import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPlatform } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';

const INDEX = '<!doctype html><html><body><div id="root"></div></body></html>';
let t: TestApp;
let demo: Awaited<ReturnType<typeof createPlatform>>;
let other: Awaited<ReturnType<typeof createPlatform>>;

beforeAll(async () => {
  const dist = mkdtempSync(join(tmpdir(), 'opencall-dist-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), INDEX);
  writeFileSync(join(dist, 'assets', 'index-abc123.js'), 'console.log(1)');
  t = await createTestApp({ WEB_DIST_DIR: dist });
  demo = await createPlatform(t.database.db, { slug: 'demo', domains: ['localhost'], supportedLangs: ['fr', 'en'] });
  other = await createPlatform(t.database.db, { slug: 'other', domains: [], supportedLangs: ['en', 'nl'] });
});
afterAll(() => t.close());

const page = (host: string, url: string) => t.request(host, { method: 'GET', url, headers: { accept: 'text/html' } });

describe('the single-page app on a platform’s domain', () => {
  it('serves index.html, never cached, for every page the app has (history mode)', async () => {
    for (const url of [
      '/',
      '/fr',
      '/fr/programs',
      '/fr/applications/some-slug?x=1',
      '/fr/admin/home/programs',
      '/test',
    ]) {
      const res = await page(demo.host, url);
      expect(res.statusCode, url).toBe(200);
      expect(res.body).toBe(INDEX);
      expect(res.headers['cache-control']).toBe('no-cache');
    }
  });

  it('answers 404 for a page path the app has no page for, still with the app (its 404 page)', async () => {
    for (const url of ['/fr/nope', '/fr/some/deep/page?x=1', '/nope', '/fr/admin/nope']) {
      const res = await page(demo.host, url);
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.body).toBe(INDEX);
    }
  });

  it('serves hashed assets with a long immutable cache', async () => {
    const res = await t.request(demo.host, { method: 'GET', url: '/assets/index-abc123.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toContain('immutable');
  });

  it('answers a missing asset with 404 rather than the app', async () => {
    const res = await t.request(demo.host, { method: 'GET', url: '/assets/gone-999.js' });
    expect(res.statusCode).toBe(404);
  });

  it('rewrites a locale the platform does not offer to its first language, keeping path and query', async () => {
    const res = await page(demo.host, '/xx/programs?page=2');
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/fr/programs?page=2');
    const onOther = await page('other.localhost', '/fr');
    expect(onOther.headers.location).toBe('/en');
  });

  it('leaves an offered locale and non-locale routes alone', async () => {
    expect((await page('other.localhost', '/nl/programs')).statusCode).toBe(200);
    expect((await page(demo.host, '/logout')).statusCode).toBe(200);
  });

  it('answers an unknown host with a 404 page instead of some platform’s app', async () => {
    const res = await page('nobody.example.com', '/fr');
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain('Platform not found');
    expect(res.body).not.toContain('id="root"');
    expect(other.id).not.toBe(demo.id);
  });
});

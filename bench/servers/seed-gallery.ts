// Issue 14's server: the real OpenCall app serving the BUILT web app (apps/web/dist), production
// settings, demo seed, on in-memory PGlite or PostgreSQL (`--pg <url>`), with one published gallery of
// `--entries` submitted applications, each pictured by an image of its own (1200×900 JPEG, drawn with
// sharp, so the CDN path really resizes). Everything is seeded before the port is printed, through the
// app's own routes (Fastify inject, as a browser would call them): the organizer signs in, makes a
// program and its form, uploads every picture (POST /api/files), fills and submits each application,
// then makes the gallery, sets its fields and entries and publishes it. Beside the app, bench-only
// routes (not under /api): where the gallery is, and forgetting the kept image variants (a first visit).
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { UploadedFile } from '@opencall/shared/files';
import sharp from 'sharp';
import { buildApp } from '../../apps/server/src/app';
import { parseConfig } from '../../apps/server/src/config';
import { openDb } from '../../apps/server/src/db/client';
import { seedDemoPlatforms } from '../../apps/server/src/db/seed/platforms';
import type { App } from '../../apps/server/src/http/app-types';
import { planImageVariant } from '../../apps/server/src/modules/files/image-variants';
import { announcePort, exitWithParent } from './announce';

/** What the gallery bench reads of the seeded gallery (`GET /bench/raw/gallery/info`). */
export interface GalleryInfo {
  platformId: string;
  programSlug: string;
  galleryId: string;
  entries: number;
  /** The originals' total size, in bytes, and their pixel size. */
  originalBytes: number;
  originalSize: string;
  seededInS: number;
}

/** The CDN sizes a card asks (apps/web showcase-types CARD_IMAGE: 1x and 2x), as the page's URLs name them. */
const CARD_VARIANTS = [
  { size: '400x300', fit: 'cover', format: 'webp' },
  { size: '800x600', fit: 'cover', format: 'webp' },
] as const;
const HOST = 'localhost';
const DEMO_ADMIN = { email: 'admin@demo.localhost', password: 'OpenCall-demo-2026' };
const WIDTH = 1200;
const HEIGHT = 900;

function arg(flag: string): string | undefined {
  const index = process.argv.indexOf(flag);
  return index >= 0 ? process.argv[index + 1] : undefined;
}

/**
 * Picture n: a diagonal gradient between two colours of its own, with patches and a grain (a photo is
 * not a flat gradient: they give the JPEG, and the card's WebP, a photo's weight).
 */
async function picture(n: number): Promise<Buffer> {
  const hue = (n * 137.508) % 360;
  const rgb = (h: number, l: number) => {
    const k = (m: number) => (m + h / 30) % 12;
    const a = 0.7 * Math.min(l, 1 - l);
    return [0, 8, 4].map((m) => 255 * (l - a * Math.max(-1, Math.min(k(m) - 3, 9 - k(m), 1))));
  };
  const [from, to] = [rgb(hue, 0.35), rgb((hue + 90) % 360, 0.65)] as [number[], number[]];
  let seed = n * 2654435761;
  const random = (spread: number) => {
    seed = (seed * 1103515245 + 12345) >>> 0;
    return ((seed >>> 16) % (2 * spread + 1)) - spread;
  };
  // Patches of 12 px: detail that survives the card's 3× reduction (a flat gradient would shrink to a few KiB).
  const CELL = 12;
  const columns = Math.ceil(WIDTH / CELL);
  const patches = Array.from({ length: columns * Math.ceil(HEIGHT / CELL) }, () => random(28));
  const pixels = Buffer.alloc(WIDTH * HEIGHT * 3);
  for (let y = 0; y < HEIGHT; y++) {
    for (let x = 0; x < WIDTH; x++) {
      const t = (x / WIDTH + y / HEIGHT) / 2;
      const grain = random(10) + (patches[Math.floor(y / CELL) * columns + Math.floor(x / CELL)] ?? 0);
      const offset = (y * WIDTH + x) * 3;
      for (let c = 0; c < 3; c++) {
        const value = (from[c] ?? 0) * (1 - t) + (to[c] ?? 0) * t + grain;
        pixels[offset + c] = Math.max(0, Math.min(255, Math.round(value)));
      }
    }
  }
  return sharp(pixels, { raw: { width: WIDTH, height: HEIGHT, channels: 3 } })
    .jpeg({ quality: 85 })
    .toBuffer();
}

/** A multipart/form-data body: the `class` field first, then the file part, as the upload input sends it. */
function multipart(bytes: Buffer, name: string): { body: Buffer; contentType: string } {
  const boundary = `----opencall-bench-${Date.now().toString(16)}`;
  const head =
    `--${boundary}\r\nContent-Disposition: form-data; name="class"\r\n\r\nimage\r\n` +
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: image/jpeg\r\n\r\n`;
  const body = Buffer.concat([Buffer.from(head), bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]);
  return { body, contentType: `multipart/form-data; boundary=${boundary}` };
}

/** The organizer, signed in through the API: CSRF cookie and token, then a bearer token. */
async function signedIn(app: App) {
  const info = await app.inject({ method: 'GET', url: '/api/portal/domain-info', headers: { host: HOST } });
  const nonce = [info.headers['set-cookie'] ?? []]
    .flat()
    .map((cookie) => cookie.split(';')[0] ?? '')
    .find((cookie) => cookie.startsWith('oc_csrf='));
  const { platform, csrfToken } = (info.json() as { data: { platform: { id: string }; csrfToken: string } }).data;
  if (info.statusCode !== 200 || !nonce) throw new Error(`domain-info: ${info.statusCode} ${info.body}`);
  const csrf = { host: HOST, cookie: nonce, 'x-csrf-token': csrfToken };
  const login = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    headers: { ...csrf, 'content-type': 'application/json' },
    payload: JSON.stringify({ ...DEMO_ADMIN, area: 'admin' }),
  });
  const accessToken = (login.json() as { accessToken?: string }).accessToken;
  if (login.statusCode !== 200 || !accessToken) throw new Error(`login: ${login.statusCode} ${login.body}`);
  const headers = { ...csrf, authorization: `Bearer ${accessToken}` };
  return {
    platformId: platform.id,
    async send<T>(method: 'GET' | 'POST' | 'PUT', url: string, body?: object): Promise<T> {
      const reply = await app.inject({
        method,
        url,
        headers: { ...headers, ...(body && { 'content-type': 'application/json' }) },
        ...(body && { payload: JSON.stringify(body) }),
      });
      if (reply.statusCode !== 200)
        throw new Error(`${method} ${url}: ${reply.statusCode} ${reply.body.slice(0, 300)}`);
      return reply.json() as T;
    },
    async upload(bytes: Buffer, name: string): Promise<UploadedFile> {
      const { body, contentType } = multipart(bytes, name);
      const reply = await app.inject({
        method: 'POST',
        url: '/api/files',
        headers: { ...headers, 'content-type': contentType },
        payload: body,
      });
      if (reply.statusCode !== 200) throw new Error(`upload ${name}: ${reply.statusCode} ${reply.body.slice(0, 300)}`);
      return (reply.json() as { data: UploadedFile }).data;
    },
  };
}

/** The published gallery of `entries` submitted applications, each with its own picture; answers its files too. */
async function seedGallery(app: App, entries: number) {
  const started = Date.now();
  const api = await signedIn(app);
  const slug = `galerie-du-bench-${Date.now()}`;
  const { data: program } = await api.send<{ data: { id: string } }>('POST', '/api/user.programs', {
    slug,
    titles: { fr: 'Prix des jardins partagés' },
    defaultLang: 'fr',
    supportedLangs: ['fr'],
    features: { multipleApplications: true },
  });
  const base = `/api/user.programs/${program.id}`;
  const { data: form } = await api.send<{ data: { id: string } }>('POST', `${base}/forms`, {
    title: 'Votre projet',
    fields: [
      { reference: 'project_title', type: 'text', title: 'Nom du projet', required: true },
      { reference: 'summary', type: 'textarea', title: 'Résumé' },
      { reference: 'visual', type: 'file', title: 'Visuel' },
    ],
  });
  const { data: category } = await api.send<{ data: { id: string; steps: { id: string }[] } }>(
    'POST',
    `${base}/categories`,
    {
      titles: { fr: 'Jardins' },
      steps: [{ type: 'form', titles: { fr: 'Votre projet' }, config: { form_id: form.id } }],
    },
  );
  await api.send('POST', `${base}/publish`, {});

  const files: { key: string; mime: string }[] = [];
  const applicationIds: string[] = [];
  let originalBytes = 0;
  for (let n = 1; n <= entries; n++) {
    const bytes = await picture(n);
    originalBytes += bytes.length;
    const file = await api.upload(bytes, `jardin-${n}.jpg`);
    files.push({ key: file.key, mime: 'image/jpeg' });
    const id = randomUUID();
    await api.send('POST', `/api/portal/programs/${program.id}/applications`, { id, categoryId: category.id });
    await api.send('PUT', `/api/portal/me/responses/${id}/answers`, {
      version: 1,
      stepId: category.steps[0]?.id,
      answers: {
        project_title: `Jardin partagé n° ${n}`,
        summary: `Un jardin de quartier (${n}) : bacs surélevés, compost collectif, ateliers pour les écoles voisines.`,
        visual: file,
      },
    });
    await api.send('POST', `/api/portal/me/responses/${id}/submit`, { version: 2 });
    applicationIds.push(id);
  }
  const { data: gallery } = await api.send<{ data: { id: string } }>('POST', `${base}/galleries`, {
    name: 'Les jardins',
    slug: 'les-jardins',
  });
  await api.send('PUT', `${base}/galleries/${gallery.id}`, {
    layout: 'grid',
    texts: {
      title: { fr: 'Les jardins partagés' },
      description: { fr: '<p>Les projets du prix, présentés par leurs équipes.</p>' },
    },
    fields: { showName: true, titleQuestion: 'project_title', imageQuestion: 'visual', questions: ['summary'] },
  });
  await api.send('PUT', `${base}/galleries/${gallery.id}/entries`, { applicationIds });
  await api.send('PUT', `${base}/galleries/${gallery.id}`, { published: true });
  const info: GalleryInfo = {
    platformId: api.platformId,
    programSlug: slug,
    galleryId: gallery.id,
    entries,
    originalBytes,
    originalSize: `${WIDTH}x${HEIGHT}`,
    seededInS: (Date.now() - started) / 1000,
  };
  return { info, files };
}

/** Registered before the seed (a Fastify app takes no route once it has answered a request); read after it. */
function registerBenchRoutes(app: App, seeded: { info?: GalleryInfo; files: { key: string; mime: string }[] }): void {
  app.get('/bench/raw/gallery/info', async (): Promise<GalleryInfo> => {
    if (!seeded.info) throw new Error('the gallery is not seeded yet');
    return seeded.info;
  });
  // A first visit: the card variants the server made on demand (kept in its storage) are deleted,
  // so the next page load resizes again. The app's own planner names them.
  app.post('/bench/raw/gallery/forget-variants', async () => {
    const { storage } = app.deps.services;
    let deleted = 0;
    for (const file of seeded.files) {
      for (const query of CARD_VARIANTS) {
        const variant = planImageVariant(file, query);
        if (!variant || !(await storage.stat(variant.key))) continue;
        await storage.delete(variant.key);
        deleted++;
      }
    }
    return { deleted };
  });
}

const entries = Number(arg('--entries') ?? 200);
if (!Number.isInteger(entries) || entries < 1) throw new Error('--entries takes a positive integer');
const pgUrl = arg('--pg') || process.env.BENCH_DATABASE_URL || undefined;
const dataDir = mkdtempSync(join(tmpdir(), 'opencall-bench-gallery-'));
const parsed = parseConfig({
  NODE_ENV: 'production',
  LOG_LEVEL: 'warn',
  WEB_DIST_DIR: resolve(import.meta.dirname, '../../apps/web/dist'),
  DATA_DIR: dataDir,
});
if (!parsed.ok) {
  console.error(`bench config invalid:\n  ${parsed.problems.join('\n  ')}`);
  process.exit(1);
}

const database = await openDb(
  pgUrl ? { driver: 'pg', url: pgUrl, poolSize: 10 } : { driver: 'pglite', dataDir: 'memory://' },
  { logError: (error) => console.error('database error:', error.message) },
);
await database.migrate();
// A no-op on the PostgreSQL database the main bench server has seeded already.
await seedDemoPlatforms(database.db);

// Production logger settings are part of the measured stack (PERFORMANCE.md G1).
const app = await buildApp({
  config: parsed.config,
  database,
  appSecret: 'bench-secret-0123456789-0123456789-0123456789',
  logger: { level: 'warn' },
});
const seeded: { info?: GalleryInfo; files: { key: string; mime: string }[] } = { files: [] };
registerBenchRoutes(app, seeded);
const { info, files } = await seedGallery(app, entries);
Object.assign(seeded, { info, files });

exitWithParent(async () => {
  await app.close();
  await database.close();
  rmSync(dataDir, { recursive: true, force: true });
});
await app.listen({ host: '127.0.0.1', port: 0 });
announcePort((app.server.address() as { port: number }).port);
console.error(
  `seeded the gallery (${entries} entries, ${(info.originalBytes / 1024 / 1024).toFixed(1)} MiB of ` +
    `${info.originalSize} JPEG) in ${info.seededInS.toFixed(1)} s`,
);

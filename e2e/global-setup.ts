import { execSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { eq } from 'drizzle-orm';
import type { TestProject } from 'vitest/node';
import { buildApp } from '../apps/server/src/app';
import { parseConfig } from '../apps/server/src/config';
import type { Db } from '../apps/server/src/db/client';
import { platforms } from '../apps/server/src/db/schema';
import type { DemoSeedContext } from '../apps/server/src/db/seed/context';
import { seedOperator } from '../apps/server/src/db/seed/people';
import { createPlatform, seedDemoPlatforms } from '../apps/server/src/db/seed/platforms';
import { seedDemoBilling } from '../apps/server/src/modules/billing';
import { startFakeDns, startFakeDnsControl } from '../apps/server/test/fake-dns';
import { startFakeGeocoder } from '../apps/server/test/fake-geocoder';
import { startOidcProvider } from '../apps/server/test/oidc-provider';
import { startSmtpSink } from '../apps/server/test/smtp-sink';
import { openE2eDatabase } from './e2e-database';

declare module 'vitest' {
  export interface ProvidedContext {
    e2ePort: number;
    mailboxUrl: string;
    geocoderUrl: string;
    /** Publishes TXT records on the local DNS the server checks sending domains with (fake-dns.ts). */
    dnsControlUrl: string;
  }
}

/** The demo platform's trial (every feature), the plans and the installation's operator, as `npm start` seeds them. */
async function seedBilling(db: Db): Promise<void> {
  const [demo] = await db.select({ id: platforms.id }).from(platforms).where(eq(platforms.slug, 'demo'));
  if (!demo) throw new Error('e2e seed: no demo platform');
  const now = new Date();
  await db.transaction(async (tx) => {
    await seedDemoBilling(tx, demo.id, now);
    await seedOperator({ db: tx, now } as DemoSeedContext);
  });
}

async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/** Mail goes to a local SMTP server; its inbox is readable over HTTP on 127.0.0.1, like a MailHog. */
async function startMailbox() {
  const sink = await startSmtpSink();
  const server = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(sink.messages));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    sink,
    url,
    close: async () => {
      await new Promise((resolve) => server.close(resolve));
      await sink.close();
    },
  };
}

const repoRoot = resolve(import.meta.dirname, '..');
const webDist = join(repoRoot, 'apps/web/dist');
// What the built SPA is made of: a change here after the last build means the build is stale.
const webSources = [
  'apps/web/src',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'packages/shared/src',
  'packages/shared/locales',
];

function newestMtime(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, entry)));
  return newest;
}

/** Builds the web app when it was never built, or when its sources changed since the last build. */
function ensureWebBuild(): void {
  const index = join(webDist, 'index.html');
  const isMissing = !existsSync(index);
  const isStale =
    !isMissing && webSources.some((source) => newestMtime(join(repoRoot, source)) > statSync(index).mtimeMs);
  if (isMissing || isStale)
    // Vitest sets NODE_ENV=test, which would make Vite ship React's development build.
    execSync('npm run build', { cwd: repoRoot, stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } });
}

/** One real server (in-memory PGlite, the built SPA) for every journey of the run. */
export default async function setup(project: TestProject) {
  ensureWebBuild();
  const dataDir = mkdtempSync(join(tmpdir(), 'opencall-e2e-data-'));
  // A copy of the build: a rebuild during the run (another run, a developer) would delete the assets it names.
  const servedDist = join(dataDir, 'web-dist');
  cpSync(webDist, servedDist, { recursive: true });
  const mailbox = await startMailbox();
  // The provider must know the app's callback address before the app starts: pick the port first.
  const port = await freePort();
  const google = await startOidcProvider({ redirectUris: [`http://localhost:${port}/auth_social/google/callback`] });
  // Address and city suggestions come from a local fake of the French geocoding services.
  const geocoder = await startFakeGeocoder();
  // Sending domains are checked against a local DNS server the journeys publish records on.
  const dns = await startFakeDns();
  const dnsControl = await startFakeDnsControl(dns);
  const parsed = parseConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'warn',
    WEB_DIST_DIR: servedDist,
    // Links in mails are built from configuration: the platform's domain with this scheme and port.
    PUBLIC_URL: `http://localhost:${port}`,
    DATA_DIR: dataDir,
    SMTP_URL: mailbox.sink.url,
    GOOGLE_CLIENT_ID: google.clientId,
    GOOGLE_CLIENT_SECRET: google.clientSecret,
    GOOGLE_ISSUER: google.issuer,
    GEO_ADDRESS_URL: geocoder.url,
    GEO_CITIES_URL: geocoder.url,
    DNS_SERVERS: dns.server,
  });
  if (!parsed.ok) throw new Error(`e2e config: ${parsed.problems.join('; ')}`);

  const database = await openE2eDatabase();
  await database.migrate();
  await seedDemoPlatforms(database.db);
  await seedBilling(database.db);
  await createPlatform(
    database.db,
    { name: 'Gone Org', slug: 'gone', domains: ['gone.localhost'], supportedLangs: ['fr', 'en'], deleted: true },
    { primaryColor: '#333333', secondaryColor: '#999999' },
  );

  const app = await buildApp({
    config: parsed.config,
    database,
    appSecret: 'e2e-secret-0123456789-0123456789-0123456789',
  });
  await app.listen({ host: '127.0.0.1', port });
  project.provide('e2ePort', port);
  project.provide('mailboxUrl', mailbox.url);
  project.provide('geocoderUrl', geocoder.url);
  project.provide('dnsControlUrl', dnsControl.url);

  return async () => {
    await app.close();
    await database.close();
    await mailbox.close();
    await google.close();
    await geocoder.close();
    await dnsControl.close();
    await dns.close();
    rmSync(dataDir, { recursive: true, force: true });
  };
}

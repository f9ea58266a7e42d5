import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { eq } from 'drizzle-orm';
import { buildApp } from '../apps/server/src/app';
import { parseConfig } from '../apps/server/src/config';
import type { DbHandle } from '../apps/server/src/db/client';
import { billingSubscriptions, platforms } from '../apps/server/src/db/schema';
import { seedDemoPlatforms } from '../apps/server/src/db/seed/platforms';
import { seedDemoBilling } from '../apps/server/src/modules/billing';
import { type FakeStripe, startFakeStripe } from '../apps/server/test/fake-stripe';
import { openE2eDatabase } from './e2e-database';

/**
 * A server of one journey's own that bills through Stripe (a local fake): the shared server invoices
 * by hand, as `npm start` does without keys. Same build, same demo platforms, its own database.
 */
export interface StripeServer {
  port: number;
  url(path: string): string;
  fake: FakeStripe;
  database: DbHandle;
  /** The demo platform's customer at (the fake) Stripe, once it subscribed. */
  customerRef(): Promise<string>;
  close(): Promise<void>;
}

async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((done) => probe.listen(0, '127.0.0.1', done));
  const { port } = probe.address() as AddressInfo;
  await new Promise((done) => probe.close(done));
  return port;
}

export async function startStripeServer(options: { graceDays: number }): Promise<StripeServer> {
  const fake = await startFakeStripe();
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'opencall-e2e-stripe-'));
  const servedDist = join(dataDir, 'web-dist');
  cpSync(resolve(import.meta.dirname, '../apps/web/dist'), servedDist, { recursive: true });
  const parsed = parseConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'warn',
    WEB_DIST_DIR: servedDist,
    PUBLIC_URL: `http://localhost:${port}`,
    DATA_DIR: dataDir,
    STRIPE_SECRET_KEY: fake.secretKey,
    STRIPE_PUBLISHABLE_KEY: 'pk_test_opencall_e2e',
    STRIPE_WEBHOOK_SECRET: fake.webhookSecret,
    STRIPE_API_URL: fake.url,
    BILLING_GRACE_DAYS: String(options.graceDays),
  });
  if (!parsed.ok) throw new Error(`stripe e2e config: ${parsed.problems.join('; ')}`);
  const database = await openE2eDatabase();
  await database.migrate();
  await seedDemoPlatforms(database.db);
  const [demo] = await database.db.select({ id: platforms.id }).from(platforms).where(eq(platforms.slug, 'demo'));
  if (!demo) throw new Error('stripe e2e: no demo platform');
  await database.db.transaction((tx) => seedDemoBilling(tx, demo.id, new Date()));
  const app = await buildApp({
    config: parsed.config,
    database,
    appSecret: 'e2e-stripe-secret-0123456789-0123456789-0123',
  });
  await app.listen({ host: '127.0.0.1', port });
  return {
    port,
    url: (path) => `http://localhost:${port}${path}`,
    fake,
    database,
    async customerRef() {
      const [row] = await database.db
        .select({ customerRef: billingSubscriptions.customerRef })
        .from(billingSubscriptions)
        .where(eq(billingSubscriptions.platformId, demo.id));
      if (!row?.customerRef) throw new Error('stripe e2e: the demo platform has no customer yet');
      return row.customerRef;
    },
    async close() {
      await app.close();
      await database.close();
      await fake.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

// The real OpenCall app, production settings, on in-memory PGlite (or PostgreSQL with --pg <url>).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../../apps/server/src/app';
import { parseConfig } from '../../apps/server/src/config';
import { openDb } from '../../apps/server/src/db/client';
import { seedDemoPlatforms } from '../../apps/server/src/db/seed/platforms';
import { announcePort, exitWithParent } from './announce';
import { registerRawRankingRoutes } from './raw-ranking-routes';
import { registerRawRoutes } from './raw-routes';
import { seedBenchApplications } from './seed-applications';
import { seedBenchCommunication } from './seed-communication';
import { seedBenchPrograms } from './seed-programs';
import { seedBenchRanking } from './seed-ranking';

function pgUrl(): string | undefined {
  const index = process.argv.indexOf('--pg');
  const fromArg = index >= 0 ? process.argv[index + 1] : undefined;
  return fromArg || process.env.BENCH_DATABASE_URL || undefined;
}

/** `--applications N`: the size of the exports program (issue 5); none when absent. */
function applicationCount(flag = '--applications'): number {
  const index = process.argv.indexOf(flag);
  return index >= 0 ? Number(process.argv[index + 1] ?? 0) : 0;
}

const dataDir = mkdtempSync(join(tmpdir(), 'opencall-bench-'));
// `--smtp-url <url>` (issue 15): e-mails go to the bench's SMTP sink instead of the log.
const smtpIndex = process.argv.indexOf('--smtp-url');
const smtpUrl = smtpIndex >= 0 ? process.argv[smtpIndex + 1] : undefined;
const parsed = parseConfig({
  NODE_ENV: 'production',
  LOG_LEVEL: 'warn',
  WEB_DIST_DIR: '/nonexistent',
  DATA_DIR: dataDir,
  ...(smtpUrl && { SMTP_URL: smtpUrl }),
});
if (!parsed.ok) {
  console.error(`bench config invalid:\n  ${parsed.problems.join('\n  ')}`);
  process.exit(1);
}
const { config } = parsed;

const url = pgUrl();
const database = await openDb(url ? { driver: 'pg', url, poolSize: 10 } : { driver: 'pglite', dataDir: 'memory://' }, {
  logError: (error) => console.error('database pool error:', error.message),
});
await database.migrate();
let seeded = '';
// A no-op when platforms already exist (e.g. a reused PostgreSQL database).
if (await seedDemoPlatforms(database.db)) {
  await seedBenchPrograms(database.db);
  const count = applicationCount();
  if (count > 0) {
    const started = Date.now();
    await seedBenchApplications(database.db, count);
    seeded = `seeded ${count} applications in ${((Date.now() - started) / 1000).toFixed(1)} s`;
  }
  // `--ranking N --ranking-pool M` (G8): N applications scored by five jurors, M left for the score burst.
  const ranked = applicationCount('--ranking');
  if (ranked > 0) {
    const started = Date.now();
    const detail = await seedBenchRanking(database.db, ranked, applicationCount('--ranking-pool'));
    seeded += `${seeded ? '; ' : ''}seeded the ${ranked}-application ranking in ${((Date.now() - started) / 1000).toFixed(1)} s (${detail})`;
  }
  // `--communication N` (issue 15): a program of N submitted applications and the admin's 20,000 notifications.
  const recipients = applicationCount('--communication');
  if (recipients > 0) {
    const started = Date.now();
    await seedBenchCommunication(database.db, recipients);
    seeded += `${seeded ? '; ' : ''}seeded ${recipients} message recipients and 20,000 notifications in ${((Date.now() - started) / 1000).toFixed(1)} s`;
  }
}

// Production logger settings are part of the measured stack (PERFORMANCE.md G1).
const app = await buildApp({
  config,
  database,
  appSecret: 'bench-secret-0123456789-0123456789-0123456789',
  logger: { level: 'warn' },
});

// Bench-only routes (not under /api): the raw SQL ceilings measured against the app in the same run.
registerRawRoutes(app, database.db);
registerRawRankingRoutes(app, database.db);

exitWithParent(async () => {
  await app.close();
  await database.close();
  rmSync(dataDir, { recursive: true, force: true });
});
await app.listen({ host: '127.0.0.1', port: 0 });
announcePort((app.server.address() as { port: number }).port);
// After the port line, so the parent shows it.
if (seeded) console.error(seeded);

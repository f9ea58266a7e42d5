// The real OpenCall app serving the BUILT web app (apps/web/dist), production settings, demo seed, in-memory PGlite.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { buildApp } from '../../apps/server/src/app';
import { parseConfig } from '../../apps/server/src/config';
import { openDb } from '../../apps/server/src/db/client';
import { seedDemoPlatforms } from '../../apps/server/src/db/seed/platforms';
import { announcePort, exitWithParent } from './announce';

const dataDir = mkdtempSync(join(tmpdir(), 'opencall-bench-site-'));
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
  { driver: 'pglite', dataDir: 'memory://' },
  { logError: (error) => console.error('database error:', error.message) },
);
await database.migrate();
await seedDemoPlatforms(database.db);

const app = await buildApp({
  config: parsed.config,
  database,
  appSecret: 'bench-secret-0123456789-0123456789-0123456789',
  logger: { level: 'warn' },
});

exitWithParent(async () => {
  await app.close();
  await database.close();
  rmSync(dataDir, { recursive: true, force: true });
});
await app.listen({ host: '127.0.0.1', port: 0 });
announcePort((app.server.address() as { port: number }).port);

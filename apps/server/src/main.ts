import { createStorage } from './adapters/storage';
import { buildApp } from './app';
import { loadAppSecret } from './app-secret';
import { loadConfig } from './config';
import { openDb } from './db/client';
import { seedDemo } from './db/seed';
import { ensureRolesOnEveryPlatform } from './db/seed/platforms';
import { DEMO_ADMIN, DEMO_APPLICANT } from './modules/auth';

const config = loadConfig();
const database = await openDb(config.database, {
  logError: (error) => console.error('database pool error (reconnecting):', error.message),
});
await database.migrate();
await ensureRolesOnEveryPlatform(database.db);
const storage = createStorage(config.storage);
if (config.seedDemo) await seedDemo(database.db, storage);

const app = await buildApp({ config, database, storage, appSecret: loadAppSecret(config) });

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'shutting down');
  await app.close();
  await database.close();
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

try {
  await app.listen({ host: config.host, port: config.port });
} catch (error) {
  app.log.fatal({ err: error }, 'could not listen');
  await database.close();
  process.exit(1);
}

const port = (app.server.address() as { port: number }).port;
const where = config.database.driver === 'pg' ? 'PostgreSQL' : `embedded PGlite in ${config.database.dataDir}`;
console.log(
  [
    '',
    `  OpenCall is running (${where})`,
    `  Demo platform:   http://localhost:${port}/`,
    `  Second platform: http://other.localhost:${port}/`,
    `  API docs:        http://localhost:${port}/api/docs`,
    ...(config.seedDemo
      ? [
          `  Demo back office: http://localhost:${port}/fr/admin/login  (${DEMO_ADMIN.email} / ${DEMO_ADMIN.password})`,
          `  Demo applicant:   http://localhost:${port}/fr/login  (${DEMO_APPLICANT.email} / ${DEMO_ADMIN.password})`,
        ]
      : []),
    '',
  ].join('\n'),
);

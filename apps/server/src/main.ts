import { buildApp } from './app';
import { loadAppSecret } from './app-secret';
import { loadConfig } from './config';
import { openDb } from './db/client';
import { DEMO_ADMIN } from './modules/auth';
import { ensureRolesOnEveryPlatform, seedDemoPlatforms } from './modules/platforms';

const config = loadConfig();
const database = await openDb(config.database, {
  logError: (error) => console.error('database pool error (reconnecting):', error.message),
});
await database.migrate();
await ensureRolesOnEveryPlatform(database.db);
if (config.seedDemo) await seedDemoPlatforms(database.db);

const app = await buildApp({ config, database, appSecret: loadAppSecret(config) });

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
      ? [`  Demo back office: http://localhost:${port}/fr/admin/login  (${DEMO_ADMIN.email} / ${DEMO_ADMIN.password})`]
      : []),
    '',
  ].join('\n'),
);

import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { type DbHandle, openDb } from '../apps/server/src/db/client';

/**
 * The journeys' database: in-memory PGlite (the embedded default), or — when E2E_DATABASE_URL names
 * a PostgreSQL server — a fresh database on it, dropped afterwards, so the same journeys prove both.
 */
export async function openE2eDatabase(): Promise<DbHandle> {
  // Tests may read the environment directly: which database to test against is not app config.
  const serverUrl = process.env.E2E_DATABASE_URL;
  if (!serverUrl) return openDb({ driver: 'pglite', dataDir: 'memory://' });
  const name = `opencall_e2e_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDb({ driver: 'pg', url: url.toString(), poolSize: 10 });
  return {
    ...database,
    async close() {
      await database.close();
      const dropper = new pg.Client({ connectionString: serverUrl });
      await dropper.connect();
      await dropper.query(`DROP DATABASE IF EXISTS ${name}`);
      await dropper.end();
    },
  };
}

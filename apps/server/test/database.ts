import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { inject } from 'vitest';
import { type DbHandle, openDb } from '../src/db/client';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The migrated PGlite dump global-setup.ts writes once per run. */
    pgliteTemplatePath: string;
  }
}

// Tests may read the environment directly: which database to test against is not app config.
const serverUrl = process.env.TEST_DATABASE_URL;

export const testDriver: 'pg' | 'pglite' = serverUrl ? 'pg' : 'pglite';
/** Set in server mode (CI): the realtime tests then also run across two servers through Redis. */
export const testRedisUrl = process.env.REDIS_URL || undefined;

/** A fresh, migrated database for one test file: a copy of the PGlite template, or a new PostgreSQL database. */
export async function createTestDatabase(): Promise<DbHandle> {
  if (!serverUrl) {
    const template = readFileSync(inject('pgliteTemplatePath'));
    const database = await openDb({ driver: 'pglite', dataDir: 'memory://' }, { loadDataDir: new Blob([template]) });
    await database.migrate();
    return database;
  }
  const server = await createServerDatabase();
  const database = await openDb({ driver: 'pg', url: server.url, poolSize: 5 });
  await database.migrate();
  return {
    ...database,
    async close() {
      await database.close();
      await server.drop();
    },
  };
}

/** A new, empty PostgreSQL database on the test server (TEST_DATABASE_URL): its address, and a way to drop it. */
export async function createServerDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  if (!serverUrl) throw new Error('createServerDatabase needs TEST_DATABASE_URL');
  const name = `opencall_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const cleanup = new pg.Client({ connectionString: serverUrl });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
    },
  };
}

import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import type { SQL } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import type { Config } from '../config';
import { lockDataDir } from './data-dir-lock';
import * as schema from './schema';

export type Schema = typeof schema;
/** One type both drivers satisfy: the application codes against this. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

export interface DbHandle {
  db: Db;
  driver: 'pglite' | 'pg';
  migrate(): Promise<void>;
  close(): Promise<void>;
}

export type DatabaseConfig = Config['database'];

/** Number of migrations shipped with this build, from drizzle-kit's journal. */
export function shippedMigrationCount(): number {
  const journal = JSON.parse(readFileSync(`${migrationsFolder}/meta/_journal.json`, 'utf8')) as {
    entries: unknown[];
  };
  return journal.entries.length;
}

export async function openDb(
  database: DatabaseConfig,
  options: { logError?: (error: Error) => void; loadDataDir?: Blob } = {},
): Promise<DbHandle> {
  if (database.driver === 'pg') {
    const pool = new pg.Pool({ connectionString: database.url, max: database.poolSize });
    // An idle client's error (database restart, network cut) must not kill the process; the pool reconnects.
    pool.on('error', (error) => options.logError?.(error));
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    return {
      db,
      driver: 'pg',
      migrate: () => migratePg(drizzlePg(pool), { migrationsFolder }),
      close: () => pool.end(),
    };
  }
  const inMemory = database.dataDir === 'memory://';
  const unlock = inMemory ? () => {} : lockDataDir(database.dataDir);
  try {
    const client = await PGlite.create(inMemory ? undefined : database.dataDir, {
      loadDataDir: options.loadDataDir,
    });
    const db = drizzlePglite(client, { schema }) as unknown as Db;
    return {
      db,
      driver: 'pglite',
      migrate: () => migratePglite(drizzlePglite(client), { migrationsFolder }),
      close: async () => {
        await client.close();
        unlock();
      },
    };
  } catch (error) {
    unlock();
    throw error;
  }
}

/** Raw SQL rows, typed by the caller; both drivers answer `{ rows }`. */
export async function queryRows<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

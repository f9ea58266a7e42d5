import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { is, type SQL, sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite, PgliteSession } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import type { Config } from '../config';
import { lockDataDir } from './data-dir-lock';
import { installQueueSchema } from './queue-schema';
import * as schema from './schema';

export type Schema = typeof schema;
/** One type both drivers satisfy: the application codes against this. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

/** Raw SQL as the job queue (pg-boss) sends it: one statement with `$n` values, or a script without values. */
export interface SqlExecutor {
  executeSql(text: string, values?: unknown[]): Promise<{ rows: Record<string, unknown>[] }>;
}

export interface DbHandle {
  db: Db;
  driver: 'pglite' | 'pg';
  /** Raw SQL on the same connections as `db`: the job queue runs through it, no second pool. */
  sql: SqlExecutor;
  /** Our migrations, then the job queue's tables; on PostgreSQL under an advisory lock so servers booting together take turns. */
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
      sql: { executeSql: (text, values) => pool.query(text, values) },
      migrate: () => migrateServer(pool),
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
      sql: pgliteExecutor(client),
      // One process per folder (the lock above): nobody to take turns with.
      migrate: () => migrateEmbedded(client),
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

/** The advisory lock key every schema change takes: migrations here, the job queue's queues in jobs/. */
export const SCHEMA_LOCK_KEY = `hashtext('opencall:migrations')`;

/**
 * Two servers started together on a fresh database both run the migrations; without a lock one
 * fails on `duplicate key … __drizzle_migrations`. A session-level advisory lock on one connection
 * makes the second wait, then find everything applied.
 */
async function migrateServer(pool: pg.Pool): Promise<void> {
  const client = await pool.connect();
  let broken: Error | undefined;
  try {
    await client.query(`SELECT pg_advisory_lock(${SCHEMA_LOCK_KEY})`);
    try {
      await migratePg(drizzlePg(client), { migrationsFolder });
      await installQueueSchema({ executeSql: (text, values) => client.query(text, values) });
    } finally {
      await client.query(`SELECT pg_advisory_unlock(${SCHEMA_LOCK_KEY})`);
    }
  } catch (error) {
    broken = error as Error;
    throw error;
  } finally {
    // A connection that failed mid-migration may still hold the lock or a transaction: drop it.
    client.release(broken);
  }
}

/** Migrates an embedded database: also used by the test template, so every copy has the queue's tables. */
export async function migrateEmbedded(client: PGlite): Promise<void> {
  await migratePglite(drizzlePglite(client), { migrationsFolder });
  await installQueueSchema(pgliteExecutor(client));
}

/**
 * PGlite's extended protocol takes one statement, and pg-boss sends scripts (BEGIN; …; COMMIT)
 * without values: those go through `exec`. A failed script would leave PGlite's only connection
 * inside an aborted transaction, so it is rolled back.
 */
export function pgliteExecutor(client: PGlite): SqlExecutor {
  return {
    async executeSql(text, values) {
      if (values?.length) return { rows: (await client.query<Record<string, unknown>>(text, values)).rows };
      try {
        const results = await client.exec(text);
        return { rows: (results.at(-1)?.rows ?? []) as Record<string, unknown>[] };
      } catch (error) {
        await client.exec('ROLLBACK').catch(() => undefined);
        throw error;
      }
    },
  };
}

/**
 * Raw `$n` SQL through a drizzle handle, which may be a transaction: the job queue's insert then
 * commits or rolls back with the rows that asked for it.
 */
export function executorOf(db: Db | Tx): SqlExecutor {
  return {
    async executeSql(text, values = []) {
      const chunks = text.split(/\$(\d+)/);
      const query = sql.empty();
      chunks.forEach((chunk, index) => {
        query.append(index % 2 === 0 ? sql.raw(chunk) : sql`${values[Number(chunk) - 1] ?? null}`);
      });
      return (await db.execute(query)) as unknown as { rows: Record<string, unknown>[] };
    },
  };
}

/** Raw SQL rows, typed by the caller; both drivers answer `{ rows }`. */
export async function queryRows<T>(db: Db | Tx, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/**
 * Whether the queries run in embedded PGlite, inside this process: each row and field it hands
 * over costs JavaScript time here, where PostgreSQL's driver reads rows cheaply off a socket.
 */
export function isEmbedded(db: Db | Tx): boolean {
  return is(db._.session, PgliteSession);
}

import { sql } from 'drizzle-orm';
import { type DbHandle, openDb, queryRows } from '../src/db/client';
import { createTestDatabase, testDriver } from './database';
import { startTcpProxy } from './tcp-proxy';

export interface BreakableDatabase {
  database: DbHandle;
  /** The database becomes unreachable (PostgreSQL: its connections are cut; PGlite: its client is closed). */
  cut(): Promise<void>;
  /** PostgreSQL only: the database is reachable again (a closed PGlite cannot come back). */
  restore?: () => Promise<void>;
}

/**
 * A migrated test database that a test can take away from the application. On PostgreSQL the
 * application's pool connects through a TCP proxy on 127.0.0.1; the real database stays untouched.
 */
export async function createBreakableDatabase(): Promise<BreakableDatabase> {
  const real = await createTestDatabase();
  if (testDriver === 'pglite') {
    let closing: Promise<void> | undefined;
    const close = () => {
      closing ??= real.close();
      return closing;
    };
    return { database: { ...real, close }, cut: close };
  }
  const [row] = await queryRows<{ name: string }>(real.db, sql`select current_database() as name`);
  const url = new URL(process.env.TEST_DATABASE_URL ?? '');
  const proxy = await startTcpProxy({ host: url.hostname, port: Number(url.port || 5432) });
  url.hostname = '127.0.0.1';
  url.port = String(proxy.port);
  url.pathname = `/${row?.name}`;
  const proxied = await openDb({ driver: 'pg', url: url.toString(), poolSize: 5 });
  return {
    database: {
      ...proxied,
      async close() {
        await proxied.close();
        await proxy.close();
        await real.close();
      },
    },
    cut: () => proxy.cut(),
    restore: () => proxy.restore(),
  };
}

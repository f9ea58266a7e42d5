import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServerDatabase, createTestDatabase, testDriver } from '../../test/database';
import { startMailQueue } from '../../test/mail-queue';
import { emailsTo, waitForEmail } from '../../test/outbox';
import { type DbHandle, openDb, queryRows, shippedMigrationCount } from './client';

// Only the server driver has a pool whose connections a database restart can cut.
describe.runIf(testDriver === 'pg')('the pg pool', () => {
  let database: DbHandle;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  it('survives its connections being killed, as in a database restart, and answers again (the process stays up)', async () => {
    await queryRows(database.db, sql`SELECT 1`);
    const [me] = await queryRows<{ db: string }>(database.db, sql`SELECT current_database() AS db`);
    // Terminate every other connection to this test database, from a connection of the same pool.
    await queryRows(
      database.db,
      sql`SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = ${me?.db} AND pid <> pg_backend_pid()`,
    );
    await new Promise((resolve) => setTimeout(resolve, 200));
    const [row] = await queryRows<{ ok: number }>(database.db, sql`SELECT 1 AS ok`);
    expect(row?.ok).toBe(1);
  });
});

describe('the driver under test', () => {
  it('runs the same SQL as the server (one schema, two drivers)', async () => {
    const database = await createTestDatabase();
    const [row] = await queryRows<{ n: number }>(database.db, sql`SELECT count(*)::int AS n FROM platforms`);
    expect(row?.n).toBe(0);
    await database.close();
  });
});

// Only PostgreSQL is shared by several servers (a PGlite folder is locked to one process).
describe.runIf(testDriver === 'pg')('servers booting together on a fresh PostgreSQL database', () => {
  it('all migrate and start their job queues; the database ends migrated once and the queue works', async () => {
    const server = await createServerDatabase();
    const handles = await Promise.all([1, 2, 3].map(() => openDb({ driver: 'pg', url: server.url, poolSize: 3 })));
    try {
      // Today one of them fails on `duplicate key … __drizzle_migrations` (or pg_namespace).
      await Promise.all(handles.map((handle) => handle.migrate()));
      const queues = await Promise.all(handles.map((handle) => startMailQueue(handle)));
      const [first, second] = handles as [DbHandle, DbHandle, DbHandle];
      const [applied] = await queryRows<{ n: number }>(
        first.db,
        sql`SELECT count(*)::int AS n FROM drizzle.__drizzle_migrations`,
      );
      expect(applied?.n).toBe(shippedMigrationCount());

      // A mail queued through one server is handled by one of them.
      await queues[1]?.enqueue({
        platformId: null,
        to: 'booted@example.test',
        template: 'password_changed',
        locale: 'en',
        vars: { firstname: 'Ada', link: 'http://localhost/en/reset-password' },
      });
      expect((await waitForEmail(second.db, 'booted@example.test', 'password_changed')).status).toBe('stored');
      expect(await emailsTo(first.db, 'booted@example.test')).toHaveLength(1);
      for (const queue of queues) await queue.close();
    } finally {
      for (const handle of handles) await handle.close();
      await server.drop();
    }
  }, 60_000);
});

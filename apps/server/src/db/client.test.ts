import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, testDriver } from '../../test/database';
import { type DbHandle, queryRows } from './client';

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

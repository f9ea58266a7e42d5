import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/database';
import type { DbHandle } from '../db/client';
import { classifyDatabaseError } from './database-errors';

// The error handler's net under the contracts: what the database itself says about a bad value.
let database: DbHandle;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

async function failureOf(query: ReturnType<typeof sql>): Promise<unknown> {
  try {
    await database.db.execute(query);
  } catch (error) {
    return error;
  }
  throw new Error('the query did not fail');
}

describe('classifyDatabaseError', () => {
  it('reads a value PostgreSQL cannot take as bad input, through the driver wrapper', async () => {
    expect(classifyDatabaseError(await failureOf(sql`select ${'0'}::uuid`))).toBe('bad_value');
    expect(classifyDatabaseError(await failureOf(sql`select ${'2020-13-45'}::date`))).toBe('bad_value');
    expect(classifyDatabaseError(await failureOf(sql`select ${'99999999999'}::int`))).toBe('bad_value');
  });

  it('reads a lost connection as unavailable and leaves our own bugs alone', async () => {
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
    expect(classifyDatabaseError(new Error('Failed query', { cause: refused }))).toBe('unavailable');
    expect(classifyDatabaseError(new Error('Connection terminated unexpectedly'))).toBe('unavailable');
    expect(classifyDatabaseError(await failureOf(sql`select * from no_such_table`))).toBeNull();
    expect(classifyDatabaseError(new TypeError('x is undefined'))).toBeNull();
  });
});

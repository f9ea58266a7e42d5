import { AppError } from '@opencall/shared/errors';
import { type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db, Tx } from './client';
import { isUniqueViolation } from './unique-violation';

/**
 * What the lists of a program's named things (jury sessions, public votes, galleries) share: newest
 * first in keyset pages, a total and a filtered total, an address (slug) unique in the program.
 */
export interface ProgramListTable {
  table: PgTable;
  id: PgColumn;
  platformId: PgColumn;
  createdAt: PgColumn;
}

/** Rows older than the row `after` (the last of the previous page), in (created_at, id) order. */
export function olderThan(list: ProgramListTable, platformId: string, after: string | undefined): SQL | undefined {
  if (!after) return undefined;
  return sql`(${list.createdAt}, ${list.id}) < (select r.created_at, r.id from ${list.table} r
    where r.platform_id = ${platformId} and r.id = ${after})`;
}

/** The rows in `scope`, and those of them `filter` keeps, counted in one pass. */
export async function totals(
  db: Db | Tx,
  list: ProgramListTable,
  scope: SQL | undefined,
  filter: SQL | undefined,
): Promise<{ total: number; totalFiltred: number }> {
  const [row] = await db
    .select({
      total: sql<number>`count(*)::int`,
      totalFiltred: sql<number>`(count(*) filter (where ${filter ?? sql`true`}))::int`,
    })
    .from(list.table)
    .where(scope);
  return { total: Number(row?.total ?? 0), totalFiltred: Number(row?.totalFiltred ?? 0) };
}

/** Runs a write; an address the program already uses answers 409 slug_taken on the `slug` field. */
export async function withUniqueSlug<T>(constraint: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error, constraint))
      throw new AppError('slug_taken', { details: [{ field: 'slug', reason: 'taken' }] });
    throw error;
  }
}

import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client';

/** Rows in drizzle's journal table; 0 when no migration ever ran. */
export async function appliedMigrationCount(db: Db): Promise<number> {
  const [table] = await queryRows<{ present: boolean }>(
    db,
    sql`SELECT to_regclass('drizzle.__drizzle_migrations') IS NOT NULL AS present`,
  );
  if (!table?.present) return 0;
  const [row] = await queryRows<{ count: number }>(
    db,
    sql`SELECT count(*)::int AS count FROM drizzle.__drizzle_migrations`,
  );
  return Number(row?.count ?? 0);
}

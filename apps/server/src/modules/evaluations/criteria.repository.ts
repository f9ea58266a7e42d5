import { and, asc, eq, notInArray, sql } from 'drizzle-orm';
import { criteria } from '../../db/schema/evaluations';
import type { Conn } from './sessions.repository';

export type CriterionRow = typeof criteria.$inferSelect;
export type CriterionRowValues = Omit<
  typeof criteria.$inferInsert,
  'platformId' | 'sessionId' | 'createdAt' | 'updatedAt'
>;

const sessionScope = (platformId: string, sessionId: string) =>
  and(eq(criteria.platformId, platformId), eq(criteria.sessionId, sessionId));

export async function list(db: Conn, platformId: string, sessionId: string): Promise<CriterionRow[]> {
  return db.select().from(criteria).where(sessionScope(platformId, sessionId)).orderBy(asc(criteria.position));
}

/**
 * Makes the session's criteria exactly `rows`, inside the caller's transaction: a criterion that
 * stays is updated in place (what refers to it stays attached), the others are removed.
 */
export async function replace(
  db: Conn,
  platformId: string,
  sessionId: string,
  rows: readonly CriterionRowValues[],
): Promise<CriterionRow[]> {
  const kept = rows.map((row) => row.id);
  await db
    .delete(criteria)
    .where(and(sessionScope(platformId, sessionId), kept.length ? notInArray(criteria.id, kept) : undefined));
  if (rows.length === 0) return [];
  await db
    .insert(criteria)
    .values(rows.map((row) => ({ ...row, platformId, sessionId })))
    .onConflictDoUpdate({
      target: [criteria.sessionId, criteria.id],
      set: {
        position: sql`excluded.position`,
        kind: sql`excluded.kind`,
        labels: sql`excluded.labels`,
        descriptions: sql`excluded.descriptions`,
        group: sql`excluded.group_labels`,
        weight: sql`excluded.weight`,
        required: sql`excluded.required`,
        settings: sql`excluded.settings`,
        updatedAt: sql`now()`,
      },
    });
  return list(db, platformId, sessionId);
}

import { and, asc, eq, ne } from 'drizzle-orm';
import { evaluationSheets, evaluationSheetVersions } from '../../db/schema/evaluations';
import type { Conn } from './sessions.repository';

export type SheetRow = typeof evaluationSheets.$inferSelect;
type Pair = { platformId: string; sessionId: string; applicationId: string; userId: string };

const pairIs = (pair: Pair) =>
  and(
    eq(evaluationSheets.platformId, pair.platformId),
    eq(evaluationSheets.sessionId, pair.sessionId),
    eq(evaluationSheets.applicationId, pair.applicationId),
    eq(evaluationSheets.userId, pair.userId),
  );

export async function find(db: Conn, pair: Pair, options: { forUpdate?: boolean } = {}) {
  const query = db.select().from(evaluationSheets).where(pairIs(pair));
  const [row] = options.forUpdate ? await query.for('update') : await query;
  return row;
}

/**
 * Writes the sheet as `version` and appends that version to the history, in the caller's
 * transaction. The first save of a pair races on the primary key: the loser's insert does nothing
 * and it answers undefined, as a stale version would.
 */
export async function save(
  db: Conn,
  pair: Pair,
  sheet: Pick<SheetRow, 'values' | 'comment' | 'status' | 'total' | 'version' | 'submittedAt'>,
  reason: string,
): Promise<SheetRow | undefined> {
  const [row] =
    sheet.version === 1
      ? await db
          .insert(evaluationSheets)
          .values({ ...pair, ...sheet })
          .onConflictDoNothing()
          .returning()
      : await db
          .update(evaluationSheets)
          .set({ ...sheet, updatedAt: new Date() })
          .where(and(pairIs(pair), eq(evaluationSheets.version, sheet.version - 1)))
          .returning();
  if (!row) return undefined;
  await db.insert(evaluationSheetVersions).values({
    ...pair,
    version: row.version,
    status: row.status,
    values: row.values,
    comment: row.comment,
    total: row.total,
    reason,
    createdAt: row.updatedAt,
  });
  return row;
}

const versionColumns = {
  userId: evaluationSheetVersions.userId,
  version: evaluationSheetVersions.version,
  status: evaluationSheetVersions.status,
  values: evaluationSheetVersions.values,
  comment: evaluationSheetVersions.comment,
  total: evaluationSheetVersions.total,
  reason: evaluationSheetVersions.reason,
  createdAt: evaluationSheetVersions.createdAt,
};

/** Every version of the sheets of one application (all jurors, or one), oldest first. */
export function versions(
  db: Conn,
  scope: { platformId: string; sessionId: string; applicationId: string; userId?: string },
) {
  return db
    .select(versionColumns)
    .from(evaluationSheetVersions)
    .where(
      and(
        eq(evaluationSheetVersions.platformId, scope.platformId),
        eq(evaluationSheetVersions.sessionId, scope.sessionId),
        eq(evaluationSheetVersions.applicationId, scope.applicationId),
        scope.userId ? eq(evaluationSheetVersions.userId, scope.userId) : undefined,
      ),
    )
    .orderBy(asc(evaluationSheetVersions.createdAt), asc(evaluationSheetVersions.version));
}

/** The other jurors' final sheets of an application, in a stable order (their numbering). */
export function finalSheetsOfOthers(db: Conn, pair: Pair) {
  return db
    .select({
      userId: evaluationSheets.userId,
      values: evaluationSheets.values,
      comment: evaluationSheets.comment,
      total: evaluationSheets.total,
    })
    .from(evaluationSheets)
    .where(
      and(
        eq(evaluationSheets.platformId, pair.platformId),
        eq(evaluationSheets.sessionId, pair.sessionId),
        eq(evaluationSheets.applicationId, pair.applicationId),
        ne(evaluationSheets.userId, pair.userId),
        eq(evaluationSheets.status, 'final'),
      ),
    )
    .orderBy(asc(evaluationSheets.userId));
}

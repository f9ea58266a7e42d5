import { AppError } from '@opencall/shared/errors';
import { and, desc, eq, ilike, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { containsPattern } from '../../db/like-pattern';
import { olderThan, totals, withUniqueSlug } from '../../db/program-lists';
import { criteria, evaluationSessions, sessionSelections } from '../../db/schema/evaluations';
import { isUuid } from '../../db/uuid';

export type Conn = Db | Tx;
export type SessionRow = typeof evaluationSessions.$inferSelect;
export type SessionValues = Partial<
  Omit<typeof evaluationSessions.$inferInsert, 'id' | 'platformId' | 'programId' | 'createdAt' | 'updatedAt'>
>;
export type SessionWithCount = SessionRow & { criteriaCount: number; selectionCount: number };

const programScope = (platformId: string, programId: string) =>
  and(eq(evaluationSessions.platformId, platformId), eq(evaluationSessions.programId, programId));

// Qualified by hand: in a one-table select drizzle writes `${evaluationSessions.id}` as a bare "id",
// which inside this subquery would be the criterion's own (text) id.
const criteriaCount = sql<number>`(select count(*)::int from ${criteria} c where c.session_id = "evaluation_sessions"."id")`;
const selectionCount = sql<number>`(select count(*)::int from ${sessionSelections} s where s.session_id = "evaluation_sessions"."id")`;

const counted = (row: { session: SessionRow; criteriaCount: number; selectionCount: number }): SessionWithCount => ({
  ...row.session,
  criteriaCount: Number(row.criteriaCount),
  selectionCount: Number(row.selectionCount),
});

const sessionList = {
  table: evaluationSessions,
  id: evaluationSessions.id,
  platformId: evaluationSessions.platformId,
  createdAt: evaluationSessions.createdAt,
};
const SLUG_KEY = 'evaluation_sessions_program_slug_key';

/** A session of the program, by id or by its address (slug). */
export async function find(
  db: Conn,
  platformId: string,
  programId: string,
  ref: string,
  options: { forUpdate?: boolean } = {},
): Promise<SessionWithCount | undefined> {
  const byRef = isUuid(ref) ? eq(evaluationSessions.id, ref) : eq(evaluationSessions.slug, ref);
  const query = db
    .select({ session: evaluationSessions, criteriaCount, selectionCount })
    .from(evaluationSessions)
    .where(and(programScope(platformId, programId), byRef));
  const [row] = options.forUpdate ? await query.for('update', { of: evaluationSessions }) : await query;
  return row ? counted(row) : undefined;
}

function listFilter(options: { search?: string; status?: SessionRow['status'] }): SQL | undefined {
  return and(
    options.search ? ilike(evaluationSessions.name, containsPattern(options.search)) : undefined,
    options.status ? eq(evaluationSessions.status, options.status) : undefined,
  );
}

const programsScope = (platformId: string, programIds: readonly string[]) =>
  and(eq(evaluationSessions.platformId, platformId), inArray(evaluationSessions.programId, [...programIds]));

/** Keyset pages of the sessions of one or more programs, newest first; `after` is the last session of the previous page. */
export async function list(
  db: Conn,
  platformId: string,
  programIds: readonly string[],
  options: { perPage: number; search?: string; status?: SessionRow['status']; after?: string },
): Promise<SessionWithCount[]> {
  if (programIds.length === 0) return [];
  const keyset = olderThan(sessionList, platformId, options.after);
  const rows = await db
    .select({ session: evaluationSessions, criteriaCount, selectionCount })
    .from(evaluationSessions)
    .where(and(programsScope(platformId, programIds), listFilter(options), keyset))
    .orderBy(desc(evaluationSessions.createdAt), desc(evaluationSessions.id))
    .limit(options.perPage);
  return rows.map(counted);
}

export async function count(
  db: Conn,
  platformId: string,
  programIds: readonly string[],
  options: { search?: string; status?: SessionRow['status'] },
) {
  if (programIds.length === 0) return { total: 0, totalFiltred: 0 };
  return totals(db, sessionList, programsScope(platformId, programIds), listFilter(options));
}

export async function insert(
  db: Conn,
  platformId: string,
  programId: string,
  values: SessionValues & { slug: string; name: string },
): Promise<SessionRow> {
  return withUniqueSlug(SLUG_KEY, async () => {
    const [row] = await db
      .insert(evaluationSessions)
      .values({ ...values, platformId, programId })
      .returning();
    if (!row) throw new Error('session insert returned nothing');
    return row;
  });
}

export async function update(
  db: Conn,
  platformId: string,
  programId: string,
  sessionId: string,
  values: SessionValues,
): Promise<SessionRow> {
  return withUniqueSlug(SLUG_KEY, async () => {
    const [row] = await db
      .update(evaluationSessions)
      .set({ ...values, updatedAt: sql`now()` })
      .where(and(programScope(platformId, programId), eq(evaluationSessions.id, sessionId)))
      .returning();
    if (!row) throw new AppError('not_found', { details: { entity: 'session' } });
    return row;
  });
}

export async function remove(db: Conn, platformId: string, programId: string, sessionId: string): Promise<void> {
  await db
    .delete(evaluationSessions)
    .where(and(programScope(platformId, programId), eq(evaluationSessions.id, sessionId)));
}

/** A session of the platform by id, whatever its program (a cursor of the list across programs). */
export async function findById(db: Conn, platformId: string, sessionId: string) {
  if (!isUuid(sessionId)) return undefined;
  const [row] = await db
    .select({ id: evaluationSessions.id, programId: evaluationSessions.programId })
    .from(evaluationSessions)
    .where(and(eq(evaluationSessions.platformId, platformId), eq(evaluationSessions.id, sessionId)));
  return row;
}

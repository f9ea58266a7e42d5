import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import {
  evaluationSheets,
  sessionConflicts,
  sessionJurorStats,
  sessionJurors,
  sessionResults,
} from '../../db/schema/evaluations';
import type { Conn } from './sessions.repository';

type Scope = { platformId: string; sessionId: string };

/** A final sheet that counts: its juror still sits on the session and has no conflict with the application. */
const counts = (s: typeof evaluationSheets) => sql`${s.status} = 'final' and ${s.total} is not null
  and exists (select 1 from ${sessionJurors} j where j.session_id = ${s.sessionId} and j.user_id = ${s.userId})
  and not exists (select 1 from ${sessionConflicts} c where c.session_id = ${s.sessionId}
    and c.application_id = ${s.applicationId} and c.user_id = ${s.userId})`;

/** Recomputes the standing of some applications from their sheets that count (one statement each way). */
export async function refreshResults(db: Conn, scope: Scope, applicationIds: readonly string[]) {
  if (applicationIds.length === 0) return;
  const ids = [...new Set(applicationIds)].sort();
  const s = evaluationSheets;
  // Two final sheets of one application saved at once: the second waits here, then reads both
  // (each statement of READ COMMITTED sees what committed before it). Always in id order: no deadlock.
  // The ids come sorted and unnest keeps their order; an advisory lock leaves the application rows alone.
  await db.execute(sql`select pg_advisory_xact_lock(hashtextextended(${scope.sessionId}::text || ':' || id, 0))
    from unnest(${sql.param(ids)}::text[]) as id`);
  await db
    .delete(sessionResults)
    .where(and(eq(sessionResults.sessionId, scope.sessionId), inArray(sessionResults.applicationId, ids)));
  await db.execute(sql`insert into ${sessionResults}
      (platform_id, session_id, application_id, sheets, mean, median, trimmed, spread, low, high)
    select ${scope.platformId}, ${scope.sessionId}, ${s.applicationId}, count(*)::int,
      round(avg(${s.total}), 2),
      round((percentile_cont(0.5) within group (order by ${s.total}))::numeric, 2),
      round(case when count(*) >= 3 then (sum(${s.total}) - min(${s.total}) - max(${s.total})) / (count(*) - 2)
        else avg(${s.total}) end, 2),
      round(stddev_pop(${s.total}), 2), min(${s.total}), max(${s.total})
    from ${s}
    where ${s.platformId} = ${scope.platformId} and ${s.sessionId} = ${scope.sessionId}
      and ${inArray(s.applicationId, ids)} and ${counts(s)}
    group by ${s.applicationId}`);
}

/** Recomputes some jurors' habits (mean and spread of their sheets that count). */
export async function refreshJurorStats(db: Conn, scope: Scope, userIds: readonly string[]) {
  if (userIds.length === 0) return;
  const ids = [...new Set(userIds)].sort();
  const s = evaluationSheets;
  // One juror's sheets saved at once (two tabs): the second waits on the seat, then reads both.
  // Seats after applications, each in id order, in every transaction that takes both.
  await db.execute(sql`select 1 from ${sessionJurors} where ${sessionJurors.sessionId} = ${scope.sessionId}
    and ${inArray(sessionJurors.userId, ids)} order by ${sessionJurors.userId} for update`);
  await db
    .delete(sessionJurorStats)
    .where(and(eq(sessionJurorStats.sessionId, scope.sessionId), inArray(sessionJurorStats.userId, ids)));
  await db.execute(sql`insert into ${sessionJurorStats} (platform_id, session_id, user_id, sheets, mean, stdev)
    select ${scope.platformId}, ${scope.sessionId}, ${s.userId}, count(*)::int, avg(${s.total}),
      coalesce(stddev_pop(${s.total}), 0)
    from ${s}
    where ${s.platformId} = ${scope.platformId} and ${s.sessionId} = ${scope.sessionId}
      and ${inArray(s.userId, ids)} and ${counts(s)}
    group by ${s.userId}`);
}

/** The applications a juror has final sheets on (what changes when they leave the session). */
export async function applicationsScoredBy(db: Conn, scope: Scope, userId: string) {
  const rows = await db
    .select({ applicationId: evaluationSheets.applicationId })
    .from(evaluationSheets)
    .where(
      and(
        eq(evaluationSheets.sessionId, scope.sessionId),
        eq(evaluationSheets.userId, userId),
        eq(evaluationSheets.status, 'final'),
      ),
    );
  return rows.map((row) => row.applicationId);
}

/** The session's sheets a page at a time (by application then juror), to recompute their totals. */
export function sheetsPage(
  db: Conn,
  scope: Scope,
  after: { applicationId: string; userId: string } | null,
  limit: number,
) {
  const s = evaluationSheets;
  return db
    .select({ applicationId: s.applicationId, userId: s.userId, values: s.values, total: s.total })
    .from(s)
    .where(
      and(
        eq(s.sessionId, scope.sessionId),
        after ? sql`(${s.applicationId}, ${s.userId}) > (${after.applicationId}, ${after.userId})` : undefined,
      ),
    )
    .orderBy(asc(s.applicationId), asc(s.userId))
    .limit(limit);
}

export async function setSheetTotal(
  db: Conn,
  scope: Scope,
  applicationId: string,
  userId: string,
  total: number | null,
) {
  await db
    .update(evaluationSheets)
    .set({ total })
    .where(
      and(
        eq(evaluationSheets.sessionId, scope.sessionId),
        eq(evaluationSheets.applicationId, applicationId),
        eq(evaluationSheets.userId, userId),
      ),
    );
}

/** Every application and juror with a final sheet in the session. */
export async function scoredPairs(db: Conn, scope: Scope) {
  const rows = await db
    .selectDistinct({ applicationId: evaluationSheets.applicationId, userId: evaluationSheets.userId })
    .from(evaluationSheets)
    .where(and(eq(evaluationSheets.sessionId, scope.sessionId), eq(evaluationSheets.status, 'final')));
  return rows;
}

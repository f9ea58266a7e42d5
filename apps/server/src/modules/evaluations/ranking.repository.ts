import { and, asc, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { containsPattern } from '../../db/like-pattern';
import { applications } from '../../db/schema/applications';
import { users } from '../../db/schema/auth';
import {
  evaluationSheets,
  sessionConflicts,
  sessionJurorStats,
  sessionJurors,
  sessionResults,
} from '../../db/schema/evaluations';
import { applicantName } from '../applications';
import { entersSession } from './session-entry.repository';
import type { Conn, SessionRow } from './sessions.repository';

type SessionScope = Pick<SessionRow, 'id' | 'platformId' | 'programId' | 'entry'>;
export type RankingSort = 'mean' | 'median' | 'trimmed' | 'normalized' | 'spread' | 'sheets';

const r = sessionResults;

/**
 * Each ranked application's normalised score: the mean, over its sheets that count, of the sheet's
 * z-score against its juror's habit (0 for a juror without two sheets or without spread).
 */
function normalizedOf(sessionId: string, applicationIds?: readonly string[]) {
  const s = evaluationSheets;
  const st = sessionJurorStats;
  return sql`(select ${s.applicationId} as application_id,
      avg(case when ${st.sheets} >= 2 and ${st.stdev} > 0 then (${s.total} - ${st.mean}) / ${st.stdev} else 0 end) as z
    from ${s} join ${st} on ${st.sessionId} = ${s.sessionId} and ${st.userId} = ${s.userId}
    where ${s.sessionId} = ${sessionId} and ${s.status} = 'final' and ${s.total} is not null
      ${applicationIds ? sql`and ${inArray(s.applicationId, [...applicationIds])}` : sql``}
      and exists (select 1 from ${sessionJurors} j where j.session_id = ${s.sessionId} and j.user_id = ${s.userId})
      and not exists (select 1 from ${sessionConflicts} c where c.session_id = ${s.sessionId}
        and c.application_id = ${s.applicationId} and c.user_id = ${s.userId})
    group by ${s.applicationId})`;
}

/** The value a sort orders by (best first, descending), comparable across pages. */
function sortValue(sort: RankingSort): SQL {
  switch (sort) {
    case 'normalized':
      return sql`coalesce(nz.z, 0)`;
    case 'sheets':
      return sql`${r.sheets}::numeric`;
    default:
      return sql`${r[sort]}`;
  }
}

export interface RankingFilters {
  search?: string;
  contested?: boolean;
  contestedSpread: number;
}

function rankedFrom(db: Conn, session: SessionScope, sort: RankingSort) {
  const base = db
    .select({
      id: applications.id,
      status: applications.status,
      firstname: applicantName('firstname'),
      lastname: applicantName('lastname'),
      sheets: r.sheets,
      mean: r.mean,
      median: r.median,
      trimmed: r.trimmed,
      spread: r.spread,
      low: r.low,
      high: r.high,
      value: sql<string>`${sortValue(sort)}`,
    })
    .from(r)
    .innerJoin(applications, eq(applications.id, r.applicationId))
    .leftJoin(users, eq(users.id, applications.applicantId))
    .$dynamic();
  return sort === 'normalized'
    ? base.leftJoin(sql`${normalizedOf(session.id)} nz`, sql`nz.application_id = ${r.applicationId}`)
    : base;
}

const inSession = (session: SessionScope) =>
  and(eq(r.platformId, session.platformId), eq(r.sessionId, session.id), entersSession(session));

function filtersOf(filters: RankingFilters): SQL | undefined {
  return and(
    filters.search ? sql`${applications.searchText} like ${containsPattern(filters.search.toLowerCase())}` : undefined,
    filters.contested === true ? sql`${r.sheets} >= 2 and ${r.spread} >= ${filters.contestedSpread}` : undefined,
    filters.contested === false ? sql`not (${r.sheets} >= 2 and ${r.spread} >= ${filters.contestedSpread})` : undefined,
  );
}

/**
 * A page of the ranking, best first: by the sort's value, then by application id (both descending,
 * so PostgreSQL walks `session_results_mean_idx` backwards for the default sort). `after` is the
 * previous page's last application. One more row than asked says whether the last one is tied.
 */
export async function rankingPage(
  db: Conn,
  session: SessionScope,
  sort: RankingSort,
  filters: RankingFilters,
  options: { perPage: number; after?: { id: string; value: string } },
) {
  const value = sortValue(sort);
  const keyset = options.after
    ? sql`(${value}, ${r.applicationId}) < (${options.after.value}::numeric, ${options.after.id}::uuid)`
    : undefined;
  return rankedFrom(db, session, sort)
    .where(and(inSession(session), filtersOf(filters), keyset))
    .orderBy(desc(value), desc(r.applicationId))
    .limit(options.perPage + 1);
}

/** The sort value of one ranked application (the cursor of the next page). */
export async function cursorOf(db: Conn, session: SessionScope, sort: RankingSort, applicationId: string) {
  const [row] = await rankedFrom(db, session, sort).where(and(inSession(session), eq(r.applicationId, applicationId)));
  return row ? { id: row.id, value: row.value } : undefined;
}

/**
 * How many ranked applications of the session are strictly above a value: a rank is that plus one.
 * With an application id, those ahead of that application in the ranking's order (its ties before it too).
 */
export function countAbove(db: Conn, session: SessionScope, sort: RankingSort, value: string, id?: string) {
  const ahead =
    id === undefined
      ? sql`${sortValue(sort)} > ${value}::numeric`
      : sql`(${sortValue(sort)}, ${r.applicationId}) > (${value}::numeric, ${id}::uuid)`;
  return countRankedWhere(db, session, sort, ahead);
}

/** How many ranked applications of the session share a value (a tie, whatever a filter shows of it). */
export function countAt(db: Conn, session: SessionScope, sort: RankingSort, value: string) {
  return countRankedWhere(db, session, sort, sql`${sortValue(sort)} = ${value}::numeric`);
}

async function countRankedWhere(db: Conn, session: SessionScope, sort: RankingSort, where: SQL) {
  const base = db
    .select({ count: sql<number>`count(*)::int` })
    .from(r)
    .innerJoin(applications, eq(applications.id, r.applicationId))
    .$dynamic();
  const query =
    sort === 'normalized'
      ? base.leftJoin(sql`${normalizedOf(session.id)} nz`, sql`nz.application_id = ${r.applicationId}`)
      : base;
  const [row] = await query.where(and(inSession(session), where));
  return Number(row?.count ?? 0);
}

/** Ranked applications in the session (all, filtered, contested). */
export async function countRanked(db: Conn, session: SessionScope, filters: RankingFilters) {
  const filter = filtersOf(filters) ?? sql`true`;
  const [row] = await db
    .select({
      total: sql<number>`count(*)::int`,
      totalFiltred: sql<number>`(count(*) filter (where ${filter}))::int`,
      contested: sql<number>`(count(*) filter (where ${r.sheets} >= 2 and ${r.spread} >= ${filters.contestedSpread}))::int`,
    })
    .from(r)
    .innerJoin(applications, eq(applications.id, r.applicationId))
    .where(inSession(session));
  return {
    total: Number(row?.total ?? 0),
    totalFiltred: Number(row?.totalFiltred ?? 0),
    contested: Number(row?.contested ?? 0),
  };
}

/** The normalised scores of some applications (a page's). */
export async function normalizedScores(db: Conn, sessionId: string, applicationIds: readonly string[]) {
  if (applicationIds.length === 0) return new Map<string, number>();
  const result = await db.execute(sql`select application_id, z from ${normalizedOf(sessionId, applicationIds)} nz`);
  const rows = (result as unknown as { rows: { application_id: string; z: string | number | null }[] }).rows;
  return new Map(rows.map((row) => [row.application_id, Number(row.z ?? 0)]));
}

export function jurorStats(db: Conn, sessionId: string) {
  return db
    .select()
    .from(sessionJurorStats)
    .where(eq(sessionJurorStats.sessionId, sessionId))
    .orderBy(asc(sessionJurorStats.userId));
}

/** Every sheet that counts, with its values (for "what if": other weights, some jurors left out). */
export function finalSheets(
  db: Conn,
  session: SessionScope,
  after: { applicationId: string; userId: string } | null,
  limit: number,
) {
  const s = evaluationSheets;
  return db
    .select({ applicationId: s.applicationId, userId: s.userId, values: s.values, total: s.total })
    .from(s)
    .innerJoin(applications, eq(applications.id, s.applicationId))
    .where(
      and(
        eq(s.sessionId, session.id),
        eq(s.status, 'final'),
        entersSession(session),
        sql`exists (select 1 from ${sessionJurors} j where j.session_id = ${s.sessionId} and j.user_id = ${s.userId})`,
        sql`not exists (select 1 from ${sessionConflicts} c where c.session_id = ${s.sessionId}
          and c.application_id = ${s.applicationId} and c.user_id = ${s.userId})`,
        after ? sql`(${s.applicationId}, ${s.userId}) > (${after.applicationId}, ${after.userId})` : undefined,
      ),
    )
    .orderBy(asc(s.applicationId), asc(s.userId))
    .limit(limit);
}

/** Applicants' names of some applications. */
export function applicantsOf(db: Conn, applicationIds: readonly string[]) {
  if (applicationIds.length === 0) return Promise.resolve([]);
  return db
    .select({ id: applications.id, firstname: applicantName('firstname'), lastname: applicantName('lastname') })
    .from(applications)
    .leftJoin(users, eq(users.id, applications.applicantId))
    .where(inArray(applications.id, [...applicationIds]));
}

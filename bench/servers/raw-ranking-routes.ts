// PERFORMANCE G8's baselines, served by the same process and database as the app: the ranking page
// computed by one raw SQL aggregate over every final sheet, and COUNT(*) over the session's 50k
// standings (the COUNT-50k ceiling). Plus what the bench needs to set up and check the score burst.
import { sql } from 'drizzle-orm';
import type { Db } from '../../apps/server/src/db/client';
import type { App } from '../../apps/server/src/http/app-types';
import { BENCH_RANKING_SLUG, BENCH_SESSION_SLUG } from './seed-ranking';

type Row = Record<string, unknown>;
const rowsOf = (result: unknown): Row[] => (result as { rows: Row[] }).rows;

export interface RankingInfo {
  programId: string;
  sessionId: string;
  /** Applications with a standing (session_results rows). */
  ranked: number;
  jurors: { userId: string; email: string }[];
  /** Entering applications without any sheet yet, oldest first: the burst scores these. */
  pool: string[];
}

export interface BurstCheck {
  attempted: number;
  acknowledged: number;
  /** Acknowledged (200) and found exactly once in evaluation_sheets (final, version 1) and in the versions. */
  exactlyOnce: number;
  lostSheets: number;
  lostVersions: number;
  duplicated: number;
  /** Not acknowledged (error, timeout, non-200) yet written. */
  unacknowledged: number;
  /** Applications whose session_results row does not count their final sheets. */
  staleStandings: number;
  /** Jurors whose session_juror_stats row does not count their final sheets. */
  staleHabits: number;
}

export function registerRawRankingRoutes(app: App, db: Db): void {
  let scope: { platformId: string; programId: string; sessionId: string } | undefined;
  async function sessionScope() {
    if (scope) return scope;
    const [row] = rowsOf(
      await db.execute(sql`select s.platform_id, s.program_id, s.id from evaluation_sessions s
        join programs p on p.id = s.program_id
        where p.slug = ${BENCH_RANKING_SLUG} and s.slug = ${BENCH_SESSION_SLUG}`),
    );
    if (!row) throw new Error('bench ranking session missing (seeded with --ranking N)');
    scope = { platformId: String(row.platform_id), programId: String(row.program_id), sessionId: String(row.id) };
    return scope;
  }

  app.get('/bench/raw/ranking/info', async (): Promise<RankingInfo> => {
    const s = await sessionScope();
    const [counted] = rowsOf(
      await db.execute(sql`select count(*)::int as n from session_results where session_id = ${s.sessionId}`),
    );
    const jurors = rowsOf(
      await db.execute(sql`select j.user_id, u.email from session_jurors j join users u on u.id = j.user_id
        where j.session_id = ${s.sessionId} order by u.email`),
    );
    const pool = rowsOf(
      await db.execute(sql`select a.id from applications a where a.program_id = ${s.programId}
        and a.status = 'submitted' and a.deleted_at is null
        and not exists (select 1 from evaluation_sheets e where e.session_id = ${s.sessionId} and e.application_id = a.id)
        order by a.created_at, a.id`),
    );
    return {
      ...s,
      ranked: Number(counted?.n ?? 0),
      jurors: jurors.map((row) => ({ userId: String(row.user_id), email: String(row.email) })),
      pool: pool.map((row) => String(row.id)),
    };
  });

  // The raw SQL aggregate: the same page (50 best means, ties by application id, both descending)
  // computed from every final sheet of the session on each request, then named.
  app.get('/bench/raw/ranking', async () => {
    const s = await sessionScope();
    const rows = rowsOf(
      await db.execute(sql`select r.application_id as id, r.mean, r.sheets, a.status, u.firstname, u.lastname
        from (select e.application_id, round(avg(e.total), 2) as mean, count(*)::int as sheets
          from evaluation_sheets e
          where e.session_id = ${s.sessionId} and e.status = 'final' and e.total is not null
          group by e.application_id
          order by mean desc, e.application_id desc limit 50) r
        join applications a on a.id = r.application_id
        left join users u on u.id = a.applicant_id
        order by r.mean desc, r.application_id desc`),
    );
    return { data: rows };
  });

  // The COUNT-50k ceiling: COUNT(*) over the session's standings (one row per ranked application).
  app.get('/bench/raw/ranking/count', async () => {
    const s = await sessionScope();
    const [row] = rowsOf(
      await db.execute(sql`select count(*)::int as n from session_results where session_id = ${s.sessionId}`),
    );
    return { count: Number(row?.n ?? 0) };
  });

  // The application at a depth of the default order: the `after` of a deep keyset page.
  app.get<{ Querystring: { offset?: string } }>('/bench/raw/ranking/at', async (request) => {
    const s = await sessionScope();
    const offset = Math.max(0, Number(request.query.offset ?? 0));
    const [row] = rowsOf(
      await db.execute(sql`select application_id from session_results where session_id = ${s.sessionId}
        order by mean desc, application_id desc offset ${offset} limit 1`),
    );
    return { id: row ? String(row.application_id) : null };
  });

  // The burst's check: every pair it sent, with whether the app answered 200.
  app.post<{ Body: { attempted: { applicationId: string; userId: string; acked: boolean }[] } }>(
    '/bench/raw/ranking/verify',
    { bodyLimit: 16 * 1024 * 1024 },
    async (request): Promise<BurstCheck> => {
      const s = await sessionScope();
      const attempted = JSON.stringify(
        request.body.attempted.map((p) => ({ application_id: p.applicationId, user_id: p.userId, acked: p.acked })),
      );
      const [row] = rowsOf(
        await db.execute(sql`with attempted as (
            select * from jsonb_to_recordset(${attempted}::jsonb) as t(application_id uuid, user_id uuid, acked boolean)),
          checked as (
            select t.acked,
              (select count(*) from evaluation_sheets e where e.session_id = ${s.sessionId}
                and e.application_id = t.application_id and e.user_id = t.user_id
                and e.status = 'final' and e.version = 1)::int as sheets,
              (select count(*) from evaluation_sheets e where e.session_id = ${s.sessionId}
                and e.application_id = t.application_id and e.user_id = t.user_id)::int as any_sheets,
              (select count(*) from evaluation_sheet_versions v where v.session_id = ${s.sessionId}
                and v.application_id = t.application_id and v.user_id = t.user_id)::int as versions,
              (select count(*) from evaluation_sheets e where e.session_id = ${s.sessionId}
                and e.application_id = t.application_id and e.status = 'final')::int as app_finals,
              (select r.sheets from session_results r where r.session_id = ${s.sessionId}
                and r.application_id = t.application_id) as standing
            from attempted t)
          select count(*)::int as attempted,
            (count(*) filter (where acked))::int as acknowledged,
            (count(*) filter (where acked and sheets = 1 and any_sheets = 1 and versions = 1))::int as exactly_once,
            (count(*) filter (where acked and sheets = 0))::int as lost_sheets,
            (count(*) filter (where acked and versions = 0))::int as lost_versions,
            (count(*) filter (where any_sheets > 1 or versions > 1))::int as duplicated,
            (count(*) filter (where not acked and (any_sheets > 0 or versions > 0)))::int as unacknowledged,
            (count(*) filter (where app_finals > 0 and coalesce(standing, 0) <> app_finals))::int as stale_standings
          from checked`),
      );
      const [habits] = rowsOf(
        await db.execute(sql`select count(*)::int as n from session_juror_stats st
          where st.session_id = ${s.sessionId} and st.sheets <> (select count(*) from evaluation_sheets e
            where e.session_id = st.session_id and e.user_id = st.user_id and e.status = 'final'
              and e.total is not null)`),
      );
      const n = (key: string) => Number(row?.[key] ?? 0);
      return {
        attempted: n('attempted'),
        acknowledged: n('acknowledged'),
        exactlyOnce: n('exactly_once'),
        lostSheets: n('lost_sheets'),
        lostVersions: n('lost_versions'),
        duplicated: n('duplicated'),
        unacknowledged: n('unacknowledged'),
        staleStandings: n('stale_standings'),
        staleHabits: Number(habits?.n ?? 0),
      };
    },
  );
}

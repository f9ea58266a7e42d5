// Bench data for PERFORMANCE G8 (the jury ranking): one program of N submitted applications scored by
// five jurors on six criteria (5N final sheets, each with its first version), the standings kept by
// the app's own refreshStandings, and M more submitted applications nobody has scored yet for the
// score-submission burst. Bulk rows come from generate_series: seconds, not minutes.
import { type Criterion, weightedTotal } from '@opencall/shared/evaluations';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../apps/server/src/db/client';
import {
  criteria,
  evaluationSessions,
  platformMemberships,
  platforms,
  programs,
  roles,
  sessionJurors,
  userRoles,
  users,
} from '../../apps/server/src/db/schema';
import { DEMO_ADMIN, hashPassword } from '../../apps/server/src/modules/auth';
import { refreshStandings, toCriterion } from '../../apps/server/src/modules/evaluations';

export const BENCH_RANKING_SLUG = 'bench-ranking';
export const BENCH_SESSION_SLUG = 'bench-jury';
/** The jurors sign in with the demo administrator's password (as the demo's own jurors do). */
export const BENCH_JUROR_PASSWORD = DEMO_ADMIN.password;
export const BENCH_JURORS = 5;
const APPLICANTS = 1_000;
const CHUNK = 10_000;

/** Six score criteria, 0–10 step 1; weights summing to 9.5 so totals are not all whole numbers. */
export const BENCH_CRITERIA = [3, 2, 2, 1, 1, 0.5].map((weight, i) => ({
  id: `c${i + 1}`,
  weight,
  labels: { fr: `Critère ${i + 1}`, en: `Criterion ${i + 1}` },
}));

export const benchJurorEmail = (j: number) => `bench-juror-${j}@bench.localhost`;

type Row = Record<string, unknown>;
const rowsOf = (result: unknown): Row[] => (result as { rows: Row[] }).rows;

/**
 * Criterion i's mark (0–10) from juror j on application n: the application's quality (2–8), the
 * juror's habit (-1, 0 or +1) and some noise (-2..2), all deterministic.
 */
const markSql = (i: number) =>
  `greatest(0, least(10, a.q + (j.j % 3) - 1 + (hashtext(a.n || '.' || j.j || '.${i}') & 2147483647) % 5 - 2))`;

/** The weighted total of `weightedTotal`, in SQL: sum(weight × mark / 10) / sum(weights) × 100, 2 decimals. */
function totalSql(): string {
  const weights = BENCH_CRITERIA.reduce((sum, c) => sum + c.weight, 0);
  const sum = BENCH_CRITERIA.map((c, i) => `${c.weight} * v[${i + 1}]`).join(' + ');
  return `round((${sum})::numeric * 10 / ${weights}, 2)`;
}

async function insertApplications(db: Db, scope: { platformId: string; programId: string }, total: number) {
  await db.execute(sql`insert into users (email, firstname, lastname, email_verified_at)
    select 'bench-ranking-applicant-' || g || '@bench.localhost', 'Prénom' || g, 'Nom' || g, now()
    from generate_series(1, ${APPLICANTS}) g`);
  // Members of the platform, so the ranking shows their names (the list reads them through the membership).
  await db.execute(sql`insert into platform_memberships (platform_id, user_id)
    select ${scope.platformId}, id from users where email like 'bench-ranking-applicant-%'`);
  for (let start = 1; start <= total; start += CHUNK) {
    const end = Math.min(total, start + CHUNK - 1);
    // About 1 kB of answers, as a short application form keeps: the rows the ranking joins are not empty.
    await db.execute(sql`with people as (
        select array_agg(id order by email) as ids from users where email like 'bench-ranking-applicant-%')
      insert into applications (platform_id, program_id, applicant_id, status, answers, search_text,
        created_at, submitted_at)
      select ${scope.platformId}, ${scope.programId}, people.ids[1 + n % ${APPLICANTS}], 'submitted',
        jsonb_build_object('dossier', jsonb_build_object(
          'title', 'Projet ' || n, 'city', 'Ville ' || (n % 97),
          'summary', 'Résumé du projet ' || n || ' : ' || repeat('texte ', 100),
          'budget', (n % 5000) * 10)),
        'prénom' || (1 + n % ${APPLICANTS}) || ' projet ' || n,
        now() - (${total} - n) * interval '1 second', now() - (${total} - n) * interval '1 second'
      from generate_series(${start}::int, ${end}::int) n, people`);
  }
}

async function insertSession(db: Db, scope: { platformId: string; programId: string }) {
  const [session] = await db
    .insert(evaluationSessions)
    .values({ ...scope, slug: BENCH_SESSION_SLUG, name: 'Jury du bench', status: 'open' })
    .returning({ id: evaluationSessions.id });
  if (!session) throw new Error('bench session insert failed');
  await db.insert(criteria).values(
    BENCH_CRITERIA.map((c, position) => ({
      id: c.id,
      platformId: scope.platformId,
      sessionId: session.id,
      position,
      kind: 'score' as const,
      labels: c.labels,
      weight: c.weight,
      required: true,
      settings: { min: 0, max: 10, step: 1 },
    })),
  );
  return session.id;
}

/** Five jurors with passwords, members of the platform, holding the jury role on the program, seats accepted. */
async function insertJurors(db: Db, scope: { platformId: string; programId: string; sessionId: string }) {
  const passwordHash = await hashPassword(BENCH_JUROR_PASSWORD);
  const people = await db
    .insert(users)
    .values(
      Array.from({ length: BENCH_JURORS }, (_, i) => ({
        email: benchJurorEmail(i + 1),
        firstname: `Juré ${i + 1}`,
        lastname: 'Bench',
        passwordHash,
        emailVerifiedAt: new Date(),
        locale: 'fr',
      })),
    )
    .returning({ id: users.id });
  await db.insert(platformMemberships).values(
    people.map((person) => ({
      platformId: scope.platformId,
      userId: person.id,
      termsAcceptedAt: new Date(),
      termsVersion: 'terms-of-use@unwritten',
    })),
  );
  const [jury] = await db
    .select({ id: roles.id })
    .from(roles)
    .where(and(eq(roles.platformId, scope.platformId), eq(roles.key, 'jury')));
  if (!jury) throw new Error('the demo platform has no jury role');
  await db.insert(userRoles).values(
    people.map((person) => ({
      platformId: scope.platformId,
      userId: person.id,
      roleId: jury.id,
      programId: scope.programId,
    })),
  );
  await db.insert(sessionJurors).values(
    people.map((person) => ({
      platformId: scope.platformId,
      sessionId: scope.sessionId,
      userId: person.id,
      acceptedAt: new Date(),
    })),
  );
  return people.map((person) => person.id);
}

/** Every juror's final sheet on each of the first `ranked` applications, and its version 1. */
async function insertSheets(
  db: Db,
  scope: { platformId: string; programId: string; sessionId: string },
  ranked: number,
) {
  const marks = BENCH_CRITERIA.map((_, i) => markSql(i + 1)).join(', ');
  const values = BENCH_CRITERIA.map((c, i) => `'${c.id}', v[${i + 1}]`).join(', ');
  for (let start = 1; start <= ranked; start += CHUNK) {
    const end = Math.min(ranked, start + CHUNK - 1);
    await db.execute(sql`with apps as (
        select id, n, 2 + (hashtext('q' || n) & 2147483647) % 7 as q
        from (select id, row_number() over (order by created_at, id) as n from applications
          where program_id = ${scope.programId}) numbered
        where n between ${start} and ${end}),
      jurors as (select user_id, row_number() over (order by user_id) as j from session_jurors
        where session_id = ${scope.sessionId}),
      scored as (select a.id, a.n, j.user_id, array[${sql.raw(marks)}] as v from apps a cross join jurors j)
      insert into evaluation_sheets (platform_id, session_id, application_id, user_id, values, comment, status,
        total, version, submitted_at, updated_at)
      select ${scope.platformId}, ${scope.sessionId}, id, user_id, jsonb_build_object(${sql.raw(values)}),
        '', 'final', ${sql.raw(totalSql())}, 1, now() - n * interval '1 second', now() - n * interval '1 second'
      from scored`);
  }
  const jurors = rowsOf(
    await db.execute(sql`select user_id from session_jurors where session_id = ${scope.sessionId}`),
  );
  for (const juror of jurors) {
    await db.execute(sql`insert into evaluation_sheet_versions (platform_id, session_id, application_id, user_id,
        version, status, values, comment, total, reason, created_at)
      select platform_id, session_id, application_id, user_id, version, status, values, comment, total, '', updated_at
      from evaluation_sheets where session_id = ${scope.sessionId} and user_id = ${String(juror.user_id)}`);
  }
}

/** The SQL totals must be the app's own: `weightedTotal` on a spread sample of sheets. */
async function checkTotals(db: Db, sessionId: string, ranked: number) {
  const criteriaRows: Criterion[] = (await db.select().from(criteria).where(eq(criteria.sessionId, sessionId))).map(
    toCriterion,
  );
  // About 1,000 applications' sheets, spread over the session.
  const every = Math.max(1, Math.floor(ranked / 1000));
  const sample = rowsOf(
    await db.execute(sql`select values, total from evaluation_sheets where session_id = ${sessionId}
      and (hashtext(application_id::text) & 2147483647) % ${every} = 0`),
  );
  const wrong = sample.filter(
    (row) => weightedTotal(criteriaRows, row.values as Record<string, number>) !== Number(row.total),
  );
  if (sample.length === 0 || wrong.length > 0) {
    throw new Error(`bench sheet totals differ from weightedTotal on ${wrong.length} of ${sample.length} sheets`);
  }
  return sample.length;
}

/**
 * The ranking program: `ranked` applications with five final sheets each, `pool` more without any
 * (the burst scores those), one open session, its standings and jurors' habits computed by the app.
 */
export async function seedBenchRanking(db: Db, ranked: number, pool: number): Promise<string> {
  const [platform] = await db.select({ id: platforms.id }).from(platforms).where(eq(platforms.slug, 'demo'));
  if (!platform) throw new Error('demo platform missing');
  const [program] = await db
    .insert(programs)
    .values({
      platformId: platform.id,
      slug: BENCH_RANKING_SLUG,
      titles: { fr: 'Programme du classement', en: 'Ranking program' },
      supportedLangs: ['fr', 'en'],
      publishedAt: new Date(),
    })
    .returning({ id: programs.id });
  if (!program) throw new Error('bench ranking program insert failed');
  const scope = { platformId: platform.id, programId: program.id };
  const timings: string[] = [];
  let last = Date.now();
  const lap = (what: string) => {
    timings.push(`${what} ${((Date.now() - last) / 1000).toFixed(1)} s`);
    last = Date.now();
  };
  await insertApplications(db, scope, ranked + pool);
  lap(`${ranked + pool} applications`);
  const sessionId = await insertSession(db, scope);
  const jurorIds = await insertJurors(db, { ...scope, sessionId });
  await insertSheets(db, { ...scope, sessionId }, ranked);
  lap(`${ranked * BENCH_JURORS} sheets and versions`);
  const checked = await checkTotals(db, sessionId, ranked);
  const scored = rowsOf(
    await db.execute(sql`select distinct application_id from evaluation_sheets where session_id = ${sessionId}`),
  ).map((row) => String(row.application_id));
  await refreshStandings(db, { platformId: platform.id, sessionId }, { applicationIds: scored, userIds: jurorIds });
  lap('refreshStandings');
  // As autovacuum would leave them: planner statistics and the visibility map (index-only scans).
  for (const table of [
    'applications',
    'users',
    'platform_memberships',
    'evaluation_sheets',
    'evaluation_sheet_versions',
    'session_results',
    'session_juror_stats',
  ]) {
    await db.execute(sql.raw(`vacuum analyze ${table}`));
  }
  lap('vacuum analyze');
  return `ranking: ${timings.join(', ')}; ${checked} sampled totals equal weightedTotal`;
}

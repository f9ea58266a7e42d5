// PERFORMANCE G7's server: the real OpenCall app (production settings, as bench/servers/opencall.ts
// builds it) on in-memory PGlite or PostgreSQL (`--pg <url>`), with one open, published public vote
// of `--entries` submitted applications and `--voters` voters already verified, seeded before the
// port is printed. Beside the app, bench-only routes (not under /api): the tenant-resolved point read
// the burst is measured against, what the bench needs to sign the voters' tokens, and the check of
// the votes in the database after the burst. No voter is made, and no vote cast, through a back door:
// the bench signs each voter's token with the key the app derives from `--app-secret`, as the app
// does once a voter proves their address, and casts every vote through the public API.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { buildApp } from '../../apps/server/src/app';
import { parseConfig } from '../../apps/server/src/config';
import { type Db, openDb } from '../../apps/server/src/db/client';
import { platforms, programs, publicVoteSessions } from '../../apps/server/src/db/schema';
import { seedDemoPlatforms } from '../../apps/server/src/db/seed/platforms';
import type { App } from '../../apps/server/src/http/app-types';
import type { VotesCheck, VotesInfo } from '../lib/votes-bench';
import { announcePort, exitWithParent } from './announce';

const BENCH_VOTES_SLUG = 'bench-votes';

type Row = Record<string, unknown>;
const rowsOf = (result: unknown): Row[] => (result as { rows: Row[] }).rows;

function arg(flag: string): string | undefined {
  const index = process.argv.indexOf(flag);
  return index >= 0 ? process.argv[index + 1] : undefined;
}

function count(flag: string): number {
  const value = Number(arg(flag));
  if (!Number.isInteger(value) || value < 1) throw new Error(`${flag} takes a positive integer`);
  return value;
}

/**
 * The vote: a published program of `entries` submitted applications; one session open with no end,
 * published, taking the submitted applications (its default entry filter), 1,000 votes per voter;
 * `voters` voters of that session, numbered by their address. Bulk rows by generate_series.
 */
async function seedBenchVotes(db: Db, entries: number, voters: number): Promise<string> {
  const started = Date.now();
  const [platform] = await db.select({ id: platforms.id }).from(platforms).where(eq(platforms.slug, 'demo'));
  if (!platform) throw new Error('demo platform missing');
  const [program] = await db
    .insert(programs)
    .values({
      platformId: platform.id,
      slug: BENCH_VOTES_SLUG,
      titles: { fr: 'Programme du vote', en: 'Vote program' },
      supportedLangs: ['fr', 'en'],
      publishedAt: new Date(),
    })
    .returning({ id: programs.id });
  if (!program) throw new Error('bench votes program insert failed');
  await db.execute(sql`insert into applications (platform_id, program_id, status, answers, search_text,
      created_at, submitted_at)
    select ${platform.id}, ${program.id}, 'submitted',
      jsonb_build_object('dossier', jsonb_build_object('title', 'Projet ' || n)), 'projet ' || n,
      now() - (${entries} - n) * interval '1 second', now() - (${entries} - n) * interval '1 second'
    from generate_series(1, ${entries}::int) n`);
  const [session] = await db
    .insert(publicVoteSessions)
    .values({
      platformId: platform.id,
      programId: program.id,
      slug: BENCH_VOTES_SLUG,
      name: 'Vote du bench',
      published: true,
      texts: { title: { fr: 'Vote du bench', en: 'Bench vote' }, description: {} },
      rules: { votesPerVoter: 1000, votesPerCategory: null, votesPerDay: null, results: 'live' },
      verification: { mode: 'email_code', domains: [] },
    })
    .returning({ id: publicVoteSessions.id });
  if (!session) throw new Error('bench vote session insert failed');
  await db.execute(sql`insert into public_voters (platform_id, session_id, email, via)
    select ${platform.id}, ${session.id}, 'bench-voter-' || n || '@bench.localhost', 'email_code'
    from generate_series(0, ${voters - 1}::int) n`);
  for (const table of ['applications', 'public_vote_sessions', 'public_voters']) {
    await db.execute(sql.raw(`vacuum analyze ${table}`));
  }
  return `seeded the vote (${entries} entries, ${voters} voters) in ${((Date.now() - started) / 1000).toFixed(1)} s`;
}

function registerRawVoteRoutes(app: App, db: Db): void {
  let info: (VotesInfo & { voterIndex: Map<string, number>; entryIndex: Map<string, number> }) | undefined;
  async function voteInfo() {
    if (info) return info;
    const [session] = rowsOf(
      await db.execute(sql`select s.platform_id, s.program_id, s.id from public_vote_sessions s
        join programs p on p.id = s.program_id where p.slug = ${BENCH_VOTES_SLUG} and s.slug = ${BENCH_VOTES_SLUG}`),
    );
    if (!session) throw new Error('bench vote session missing');
    const sessionId = String(session.id);
    const entries = rowsOf(
      await db.execute(sql`select id from applications where program_id = ${String(session.program_id)}
        order by created_at, id`),
    ).map((row) => String(row.id));
    // In the order of their number (the n of their address).
    const voters = rowsOf(
      await db.execute(sql`select id from public_voters where session_id = ${sessionId}
        order by substring(email from '^bench-voter-([0-9]+)@')::int`),
    ).map((row) => String(row.id));
    info = {
      platformId: String(session.platform_id),
      programId: String(session.program_id),
      sessionId,
      entries,
      voters,
      voterIndex: new Map(voters.map((id, index) => [id, index])),
      entryIndex: new Map(entries.map((id, index) => [id, index])),
    };
    return info;
  }

  app.get('/bench/raw/votes/info', async (): Promise<VotesInfo> => {
    const { voterIndex: _voters, entryIndex: _entries, ...rest } = await voteInfo();
    return rest;
  });

  // The baseline: a tenant-resolved point read. The platform comes from the Host header through the
  // app's own resolver (its in-memory map), then one primary-key select scoped to that platform (the
  // vote session, as the portal's hot path reads it), served by this process on this database.
  app.get('/bench/raw/votes/point', async (request, reply) => {
    const platform = await app.deps.tenants.resolve(request.host);
    if (!platform) return reply.code(404).send({ error: 'no platform' });
    const { sessionId } = await voteInfo();
    const [row] = rowsOf(
      await db.execute(sql`select id, program_id, name, published, opens_at, closes_at, rules, verification
        from public_vote_sessions where platform_id = ${platform.id} and id = ${sessionId}`),
    );
    return { data: row };
  });

  // After the burst: every live vote of the session, as (voter number × entries + entry number), and
  // the (voter, entry) pairs holding more than one live vote (the partial unique key forbids any).
  app.get('/bench/raw/votes/check', async (): Promise<VotesCheck> => {
    const s = await voteInfo();
    // One statement, so one snapshot of the session's votes.
    const rows = rowsOf(
      await db.execute(sql`select voter_id, application_id, withdrawn_at is null as live from public_votes
        where session_id = ${s.sessionId}`),
    );
    let live = 0;
    let strangers = 0;
    const seen = new Map<number, number>();
    for (const row of rows) {
      if (!row.live) continue;
      live++;
      const voter = s.voterIndex.get(String(row.voter_id));
      const entry = s.entryIndex.get(String(row.application_id));
      if (voter === undefined || entry === undefined) {
        strangers++;
        continue;
      }
      const code = voter * s.entries.length + entry;
      seen.set(code, (seen.get(code) ?? 0) + 1);
    }
    const doubled = [...seen.values()].filter((n) => n > 1);
    return {
      live,
      all: rows.length,
      duplicatedPairs: doubled.length,
      duplicatedRows: doubled.reduce((sum, n) => sum + n, 0),
      strangers,
      pairs: [...seen.keys()],
    };
  });
}

const appSecret = arg('--app-secret');
if (!appSecret) throw new Error('--app-secret is required (the bench signs the voters with it)');
const pgUrl = arg('--pg') || process.env.BENCH_DATABASE_URL || undefined;
const dataDir = mkdtempSync(join(tmpdir(), 'opencall-bench-votes-'));
const parsed = parseConfig({
  NODE_ENV: 'production',
  LOG_LEVEL: 'warn',
  WEB_DIST_DIR: '/nonexistent',
  DATA_DIR: dataDir,
});
if (!parsed.ok) {
  console.error(`bench config invalid:\n  ${parsed.problems.join('\n  ')}`);
  process.exit(1);
}

const database = await openDb(
  pgUrl ? { driver: 'pg', url: pgUrl, poolSize: 10 } : { driver: 'pglite', dataDir: 'memory://' },
  { logError: (error) => console.error('database pool error:', error.message) },
);
await database.migrate();
// A no-op on the PostgreSQL database the main bench server has seeded already.
await seedDemoPlatforms(database.db);
const seeded = await seedBenchVotes(database.db, count('--entries'), count('--voters'));

// Production logger settings are part of the measured stack (PERFORMANCE.md G1).
const app = await buildApp({ config: parsed.config, database, appSecret, logger: { level: 'warn' } });
registerRawVoteRoutes(app, database.db);

exitWithParent(async () => {
  await app.close();
  await database.close();
  rmSync(dataDir, { recursive: true, force: true });
});
await app.listen({ host: '127.0.0.1', port: 0 });
announcePort((app.server.address() as { port: number }).port);
console.error(seeded);

import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { VOTER_TOKEN_HEADER } from '@opencall/shared/public-votes';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServerDatabase, testDriver } from '../../../test/database';
import { createApplication, createProgram } from '../../../test/factories';
import { type ServerProcess, startServerProcess } from '../../../test/server-process';
import { type DbHandle, openDb, queryRows } from '../../db/client';
import { platforms, publicVoters, publicVoteSessions } from '../../db/schema';
import { seedDemoPlatforms } from '../../db/seed/platforms';
import { deriveAuthKeys, hmac } from '../auth';

// A burst of votes cut by kill -9: the real server in a child process (as in production), many
// voters voting at once, SIGKILL in the middle. Whatever a voter was told (a 2xx) is a live vote
// exactly once after the restart on the same database; no (voter, entry) pair holds two live votes;
// sending a confirmed vote again answers 409 vote_exists, and sending again the votes the crash left
// without an answer completes the burst, each vote once. On PostgreSQL (TEST_DATABASE_URL) and on
// PGlite on disk: a vote is answered only once its transaction has committed, and a committed
// PGlite transaction is in the data folder's files (the operating system keeps what a killed
// process wrote), as mail-after-crash.test.ts relies on too.

const VOTERS = 60;
const VOTES_EACH = 5;
const ENTRIES = 7;
/** Requests in flight at once. */
const CONCURRENCY = 20;
/** The server is killed once this many votes are confirmed (of VOTERS × VOTES_EACH). */
const KILL_AFTER = 120;
const APP_SECRET = 'vote-crash-secret-0123456789-0123456789';

interface Attempt {
  voter: number;
  entry: number;
}
type Outcome = { status: number; code: string | undefined } | { error: string };

let dataDir: string;
let databaseEnv: Record<string, string>;
let dropDatabase = async () => {};

const openDatabase = (): Promise<DbHandle> =>
  openDb(
    testDriver === 'pg'
      ? { driver: 'pg', url: databaseEnv.DATABASE_URL ?? '', poolSize: 2 }
      : { driver: 'pglite', dataDir: join(dataDir, 'pglite') },
  );

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'opencall-vote-crash-'));
  if (testDriver === 'pg') {
    const server = await createServerDatabase();
    databaseEnv = { DATABASE_URL: server.url };
    dropDatabase = server.drop;
  } else {
    // PGlite on disk: each server, and each look at the data in between, opens the same folder.
    databaseEnv = { DATABASE_URL: '' };
  }
});

afterAll(async () => {
  await dropDatabase();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

/**
 * Before the first start: the demo platforms, a program of ENTRIES submitted applications, an open
 * published vote allowing VOTES_EACH votes, and VOTERS voters who have proven their address.
 */
async function seedVote() {
  const database = await openDatabase();
  try {
    await database.migrate();
    await seedDemoPlatforms(database.db);
    const [platform] = await database.db.select({ id: platforms.id }).from(platforms).where(eq(platforms.slug, 'demo'));
    if (!platform) throw new Error('demo platform missing');
    const program = await createProgram(database.db, platform.id, { publishedAt: new Date() });
    const entries: string[] = [];
    for (let index = 0; index < ENTRIES; index++) {
      const row = await createApplication(database.db, platform.id, program.id, {
        status: 'submitted',
        createdAt: new Date(Date.now() - 100_000 + index * 10),
      });
      entries.push(row.id);
    }
    const [session] = await database.db
      .insert(publicVoteSessions)
      .values({
        platformId: platform.id,
        programId: program.id,
        slug: 'crash-vote',
        name: 'Vote coupé',
        published: true,
        rules: { votesPerVoter: VOTES_EACH, votesPerCategory: null, votesPerDay: null, results: 'live' },
      })
      .returning({ id: publicVoteSessions.id });
    if (!session) throw new Error('vote session insert failed');
    const voters = await database.db
      .insert(publicVoters)
      .values(
        Array.from({ length: VOTERS }, (_, index) => ({
          platformId: platform.id,
          sessionId: session.id,
          email: `crash-voter-${index}@example.org`,
          via: 'email_code' as const,
        })),
      )
      .returning({ id: publicVoters.id });
    return { platformId: platform.id, programId: program.id, sessionId: session.id, entries, voters };
  } finally {
    await database.close();
  }
}

type Scene = Awaited<ReturnType<typeof seedVote>>;

/** The proof the app gives a voter once their address is proven (voters.service.ts), signed with APP_SECRET. */
function tokenOf(scene: Scene, voterId: string): string {
  const body = `${voterId}.${Date.now() + 86_400_000}`;
  return `${body}.${hmac(deriveAuthKeys(APP_SECRET).voter, `${scene.platformId}:${scene.sessionId}:${body}`)}`;
}

/** The CSRF cookie and header of a page of the default platform, and a vote sender. */
async function voterClient(server: ServerProcess, scene: Scene) {
  const page = await fetch(`${server.origin}/api/portal/domain-info`);
  const cookie = page.headers.getSetCookie().find((c) => c.startsWith('oc_csrf='));
  if (!cookie) throw new Error('domain-info set no CSRF cookie');
  const { data } = (await page.json()) as { data: { csrfToken: string } };
  const portal = `${server.origin}/api/portal/platforms/${scene.platformId}/programs/${scene.programId}/votes-sessions/${scene.sessionId}`;
  const tokens = scene.voters.map((voter) => tokenOf(scene, voter.id));
  return {
    portal,
    token: (voter: number) => tokens[voter] as string,
    async vote({ voter, entry }: Attempt): Promise<Outcome> {
      try {
        const res = await fetch(`${portal}/votes`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            cookie: cookie.split(';')[0] ?? '',
            'x-csrf-token': data.csrfToken,
            [VOTER_TOKEN_HEADER]: tokens[voter] as string,
          },
          body: JSON.stringify({ applicationId: scene.entries[entry] }),
          signal: AbortSignal.timeout(15_000),
        });
        const body = (await res.json().catch(() => ({}))) as { error?: { code?: string } };
        return { status: res.status, code: body.error?.code };
      } catch (error) {
        return { error: error instanceof Error ? error.message : String(error) };
      }
    },
  };
}

/** Sends `attempts` CONCURRENCY at a time; `onOutcome` sees each answer as it comes. */
async function send(
  attempts: Attempt[],
  vote: (attempt: Attempt) => Promise<Outcome>,
  onOutcome: (attempt: Attempt, outcome: Outcome) => void = () => {},
) {
  const outcomes = new Map<Attempt, Outcome>();
  let next = 0;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < attempts.length) {
        const attempt = attempts[next++] as Attempt;
        const outcome = await vote(attempt);
        outcomes.set(attempt, outcome);
        onOutcome(attempt, outcome);
      }
    }),
  );
  return outcomes;
}

/** The session's live votes, read from the database (the server stopped or killed), as `voter:entry` → rows. */
async function liveVotes(scene: Scene): Promise<Map<string, number>> {
  const database = await openDatabase();
  try {
    const rows = await queryRows<{ voter_id: string; application_id: string; n: number }>(
      database.db,
      sql`select voter_id, application_id, count(*)::int as n from public_votes
        where session_id = ${scene.sessionId} and withdrawn_at is null group by voter_id, application_id`,
    );
    const voterIndex = new Map(scene.voters.map((voter, index) => [voter.id, index]));
    const entryIndex = new Map(scene.entries.map((id, index) => [id, index]));
    return new Map(
      rows.map((row) => [`${voterIndex.get(row.voter_id)}:${entryIndex.get(row.application_id)}`, Number(row.n)]),
    );
  } finally {
    await database.close();
  }
}

const keyOf = ({ voter, entry }: Attempt) => `${voter}:${entry}`;
const isConfirmed = (outcome: Outcome | undefined) =>
  outcome !== undefined && 'status' in outcome && outcome.status < 300;

describe(`a vote burst cut by kill -9 (${testDriver})`, () => {
  it('keeps every confirmed vote exactly once, and a vote sent again is answered vote_exists', async () => {
    const scene = await seedVote();
    const env = { ...databaseEnv, DATA_DIR: dataDir, APP_SECRET, SEED_DEMO: 'false' };
    // Every voter's VOTES_EACH entries, shuffled: votes of one voter are in flight together too.
    const attempts: Attempt[] = Array.from({ length: VOTERS * VOTES_EACH }, (_, k) => ({
      voter: k % VOTERS,
      entry: ((k % VOTERS) + Math.floor(k / VOTERS)) % ENTRIES,
    })).sort(() => Math.random() - 0.5);

    // First life: the burst, killed once KILL_AFTER votes are confirmed.
    const first = await startServerProcess(env);
    let confirmedBeforeKill = 0;
    let killed: Promise<void> | undefined;
    const firstClient = await voterClient(first, scene);
    const mine = await fetch(`${firstClient.portal}/votes`, {
      headers: { [VOTER_TOKEN_HEADER]: firstClient.token(0) },
    });
    expect(mine.status, await mine.clone().text()).toBe(200);
    const outcomes = await send(attempts, firstClient.vote, (_attempt, outcome) => {
      if (!isConfirmed(outcome) || killed) return;
      if (++confirmedBeforeKill >= KILL_AFTER) killed = first.crash();
    });
    await (killed ?? first.crash());
    const confirmed = attempts.filter((attempt) => isConfirmed(outcomes.get(attempt)));
    const answered = attempts.filter((attempt) => 'status' in (outcomes.get(attempt) ?? {}));
    const cut = attempts.filter((attempt) => !answered.includes(attempt));
    // Killed in the middle: votes confirmed before, requests cut after; every answer given was a 2xx.
    expect(confirmed.length, first.output()).toBeGreaterThanOrEqual(KILL_AFTER);
    expect(cut.length, 'the kill came after the burst').toBeGreaterThan(0);
    expect(answered.filter((attempt) => !isConfirmed(outcomes.get(attempt))).map((a) => outcomes.get(a))).toEqual([]);

    // What the crash left: each confirmed vote once; no pair twice; nothing that was never sent.
    const left = await liveVotes(scene);
    for (const attempt of confirmed) expect(left.get(keyOf(attempt)), `confirmed ${keyOf(attempt)}`).toBe(1);
    expect([...left].filter(([, n]) => n !== 1)).toEqual([]);
    const sent = new Set(attempts.map(keyOf));
    expect([...left.keys()].filter((key) => !sent.has(key))).toEqual([]);
    expect(left.size).toBeLessThanOrEqual(confirmed.length + cut.length);

    // Second life on the same database: a confirmed vote sent again is held already (409 vote_exists);
    // a vote the crash left unanswered, sent again, is cast now or was in already, never twice.
    const second = await startServerProcess(env);
    try {
      const client = await voterClient(second, scene);
      const again = await send(confirmed, client.vote);
      const notExists = confirmed.filter((attempt) => {
        const outcome = again.get(attempt);
        return !(outcome && 'status' in outcome && outcome.status === 409 && outcome.code === 'vote_exists');
      });
      expect(notExists.map((attempt) => again.get(attempt))).toEqual([]);
      const retried = await send(cut, client.vote);
      for (const attempt of cut) {
        const outcome = retried.get(attempt);
        const wasIn = left.has(keyOf(attempt));
        expect(outcome, `retry of ${keyOf(attempt)} (in before: ${wasIn})`).toEqual(
          wasIn ? { status: 409, code: 'vote_exists' } : { status: 200, code: undefined },
        );
      }
    } finally {
      await second.stop();
    }

    // The burst, completed: every pair once, each voter holding exactly their VOTES_EACH votes.
    const after = await liveVotes(scene);
    expect(after.size).toBe(VOTERS * VOTES_EACH);
    expect([...after.values()].every((n) => n === 1)).toBe(true);
    for (const attempt of attempts) expect(after.get(keyOf(attempt)), keyOf(attempt)).toBe(1);
  }, 240_000);
});

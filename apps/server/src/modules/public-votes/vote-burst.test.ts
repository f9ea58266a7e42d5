import { and, isNull, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { testDriver } from '../../../test/database';
import { useOrganizerApp } from '../../../test/organizer-app';
import { castVote, voteProgram, voterToken, voteSession } from '../../../test/vote-fixtures';
import { queryRows } from '../../db/client';
import { publicVotes } from '../../db/schema';

// A vote is exact under any burst: every voter's attempts at once (distinct entries and duplicates,
// all in flight together) leave each voter exactly their limit of live votes, never two live votes
// for one entry, and a ranking that counts exactly the votes confirmed. On PGlite (one connection)
// and on PostgreSQL (a pool: the voter's lock and the partial unique key hold the line).

const app = useOrganizerApp();

const VOTERS = 40;
const PER_VOTER = 3;
const DISTINCT = 5;
const DUPLICATES = 2;
const ENTRIES = 8;

describe(`a burst of votes (${testDriver})`, () => {
  it('keeps every limit and one live vote per voter and entry', { timeout: 180_000 }, async () => {
    const { program, ids } = await voteProgram(app, { count: ENTRIES });
    const session = await voteSession(app, program.id, {
      rules: { votesPerVoter: PER_VOTER, votesPerCategory: null, votesPerDay: null, results: 'live' },
    });
    const tokens: string[] = [];
    for (let batch = 0; batch < VOTERS; batch += 10) {
      const made = await Promise.all(
        Array.from({ length: Math.min(10, VOTERS - batch) }, (_, index) =>
          voterToken(app, session, `burst-${batch + index}@example.org`),
        ),
      );
      tokens.push(...made);
    }

    // Each voter: five distinct entries, and two more attempts at the first of them; all at once.
    const attempts = tokens.flatMap((token, voter) => {
      const mine = Array.from({ length: DISTINCT }, (_, k) => ids[(voter + k) % ENTRIES] as string);
      return [...mine, ...Array.from({ length: DUPLICATES }, () => mine[0] as string)].map((applicationId) => ({
        voter,
        applicationId,
        token,
      }));
    });
    // Shuffled, so a voter's attempts interleave with everyone else's.
    attempts.sort(() => Math.random() - 0.5);
    const answers = await Promise.all(
      attempts.map(async (attempt) => ({
        ...attempt,
        res: await castVote(app, session, attempt.token, attempt.applicationId),
      })),
    );

    const statuses = answers.map(({ res }) =>
      res.statusCode === 200 ? 'ok' : `${res.statusCode} ${res.json().error?.code}`,
    );
    const refused = statuses.filter((status) => status !== 'ok');
    expect(new Set(refused)).toEqual(new Set(['409 vote_limit_reached', '409 vote_exists']));
    const confirmed = answers.filter(({ res }) => res.statusCode === 200);
    expect(confirmed).toHaveLength(VOTERS * Math.min(PER_VOTER, DISTINCT));

    // In the database: each voter holds exactly their limit; no pair twice.
    const live = and(
      sql`${publicVotes.sessionId} = ${session.id}`,
      isNull(publicVotes.withdrawnAt),
      isNull(publicVotes.voidedAt),
    );
    const perVoter = await app.t.database.db
      .select({ voterId: publicVotes.voterId, votes: sql<number>`count(*)::int` })
      .from(publicVotes)
      .where(live)
      .groupBy(publicVotes.voterId);
    expect(perVoter).toHaveLength(VOTERS);
    expect(perVoter.every((row) => Number(row.votes) === Math.min(PER_VOTER, DISTINCT))).toBe(true);
    const doubled = await queryRows<{ n: number }>(
      app.t.database.db,
      sql`select count(*)::int as n from (select voter_id, application_id from ${publicVotes}
        where session_id = ${session.id} and withdrawn_at is null
        group by voter_id, application_id having count(*) > 1) twice`,
    );
    expect(Number(doubled[0]?.n)).toBe(0);
    // Every confirmed vote is one of the voter's live ones, and what each voter was told adds up.
    for (let voter = 0; voter < VOTERS; voter++) {
      const told = confirmed.filter((answer) => answer.voter === voter).map((answer) => answer.applicationId);
      expect(new Set(told).size, `voter ${voter}`).toBe(told.length);
      expect(told, `voter ${voter}`).toHaveLength(Math.min(PER_VOTER, DISTINCT));
    }

    const ranking = await app.get(`${session.url}/ranking`);
    expect(ranking.statusCode, ranking.body).toBe(200);
    const total = (ranking.json().data as { votes: number }[]).reduce((sum, row) => sum + row.votes, 0);
    expect(total).toBe(confirmed.length);
    expect((await app.get(session.url)).json().data.votes).toBe(confirmed.length);
    // Each entry's count is the number of confirmed votes for it.
    for (const row of ranking.json().data as { applicationId: string; votes: number }[])
      expect(row.votes).toBe(confirmed.filter((answer) => answer.applicationId === row.applicationId).length);
  });
});

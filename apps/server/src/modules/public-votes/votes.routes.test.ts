import { describe, expect, it } from 'vitest';
import { useOrganizerApp } from '../../../test/organizer-app';
import {
  castVote,
  expectError,
  portalCall,
  type VoteSessionRef,
  voteProgram,
  voterToken,
  voteSession,
} from '../../../test/vote-fixtures';

// A voter's votes: one per entry, within the session's limits (in all, per category, per day),
// moved or withdrawn while the vote is open; only entries taking part.

const app = useOrganizerApp();

const rules = (overrides: object = {}) => ({
  rules: { votesPerVoter: 3, votesPerCategory: null, votesPerDay: null, results: 'live', ...overrides },
});
const myVotes = async (session: VoteSessionRef, token: string) => {
  const res = await portalCall(app, 'GET', `${session.portal}/votes`, { token });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as {
    votes: { applicationId: string; voided: boolean }[];
    remaining: { total: number; today: number | null; perCategory: Record<string, number> | null };
  };
};
const votedFor = async (session: VoteSessionRef, token: string) =>
  (await myVotes(session, token)).votes.map((vote) => vote.applicationId).sort();
const withdraw = (session: VoteSessionRef, token: string, applicationId: string) =>
  portalCall(app, 'DELETE', `${session.portal}/votes/${applicationId}`, { token });
/** The organizers' list of the session's votes. */
const organizerVotes = async (session: VoteSessionRef, query = '') => {
  const res = await app.get(`${session.url}/votes${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { applicationId: string; state: string; email: string }[];
};

describe('casting a vote', () => {
  it('counts it: the voter’s votes show it and what is left decreases; one vote per entry', async () => {
    const { program, ids } = await voteProgram(app, { count: 3 });
    const [a, b] = ids as [string, string];
    const session = await voteSession(app, program.id, rules());
    const token = await voterToken(app, session, 'ivy@example.org');
    expect((await myVotes(session, token)).remaining).toEqual({ total: 3, today: null, perCategory: null });

    const cast = await castVote(app, session, token, a);
    expect(cast.statusCode, cast.body).toBe(200);
    expect(cast.json().data).toMatchObject({
      email: 'ivy@example.org',
      votes: [{ applicationId: a, voided: false }],
      remaining: { total: 2 },
    });
    expect(await votedFor(session, token)).toEqual([a]);

    expectError(await castVote(app, session, token, a), 409, 'vote_exists');
    expect((await castVote(app, session, token, b)).json().data.remaining.total).toBe(1);
    expect((await myVotes(session, token)).votes).toHaveLength(2);
    expect((await app.get(session.url)).json().data.votes).toBe(2);
  });

  it('stops at the limit in all: 409 vote_limit_reached, limit voter', async () => {
    const { program, ids } = await voteProgram(app, { count: 3 });
    const session = await voteSession(app, program.id, rules({ votesPerVoter: 2 }));
    const token = await voterToken(app, session);
    expect((await castVote(app, session, token, ids[0] as string)).statusCode).toBe(200);
    expect((await castVote(app, session, token, ids[1] as string)).statusCode).toBe(200);
    const over = await castVote(app, session, token, ids[2] as string);
    expectError(over, 409, 'vote_limit_reached');
    expect(over.json().error.details).toEqual({ limit: 'voter' });
    expect(await votedFor(session, token)).toEqual([ids[0], ids[1]].sort());
  });

  it('stops at the limit per category: limit category; another category still takes one', async () => {
    // The first entry is in the second category (Danse), the others in Musique.
    const { program, ids, categoryId, otherCategoryId } = await voteProgram(app, { count: 3, inOther: 1 });
    const [dance, music1, music2] = ids as [string, string, string];
    const session = await voteSession(app, program.id, rules({ votesPerCategory: 1 }));
    const token = await voterToken(app, session);
    expect((await castVote(app, session, token, music1)).statusCode).toBe(200);
    const over = await castVote(app, session, token, music2);
    expectError(over, 409, 'vote_limit_reached');
    expect(over.json().error.details).toEqual({ limit: 'category' });
    const other = await castVote(app, session, token, dance);
    expect(other.statusCode, other.body).toBe(200);
    expect(other.json().data.remaining).toEqual({
      total: 1,
      today: null,
      perCategory: { [categoryId]: 0, [otherCategoryId]: 0 },
    });
  });

  it('stops at the limit per day: limit day', async () => {
    const { program, ids } = await voteProgram(app, { count: 2 });
    const session = await voteSession(app, program.id, rules({ votesPerDay: 1 }));
    const token = await voterToken(app, session);
    const first = await castVote(app, session, token, ids[0] as string);
    expect(first.json().data.remaining).toMatchObject({ total: 2, today: 0 });
    const over = await castVote(app, session, token, ids[1] as string);
    expectError(over, 409, 'vote_limit_reached');
    expect(over.json().error.details).toEqual({ limit: 'day' });
  });

  it('moves a vote with `replaces`, in one step, spending no extra place', async () => {
    const { program, ids } = await voteProgram(app, { count: 3 });
    const [a, b, c] = ids as [string, string, string];
    const session = await voteSession(app, program.id, rules({ votesPerVoter: 1 }));
    const token = await voterToken(app, session, 'jack@example.org');
    expect((await castVote(app, session, token, a)).statusCode).toBe(200);
    const moved = await castVote(app, session, token, b, { replaces: a });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().data).toMatchObject({ votes: [{ applicationId: b }], remaining: { total: 0 } });
    // The first vote stays, withdrawn.
    const states = (await organizerVotes(session)).map((vote) => [vote.applicationId, vote.state]);
    expect(states.sort()).toEqual(
      [
        [a, 'withdrawn'],
        [b, 'live'],
      ].sort(),
    );
    const ranking = (await app.get(`${session.url}/ranking`)).json().data;
    expect(ranking.find((row: { applicationId: string }) => row.applicationId === a).votes).toBe(0);
    expect(ranking.find((row: { applicationId: string }) => row.applicationId === b).votes).toBe(1);

    // Moving a vote one does not hold changes nothing.
    expectError(await castVote(app, session, token, c, { replaces: a }), 404, 'not_found');
    expect(await votedFor(session, token)).toEqual([b]);
    // Moving onto an entry already voted for: nothing changes either.
    expectError(await castVote(app, session, token, b, { replaces: b }), 409, 'vote_exists');
    expect(await votedFor(session, token)).toEqual([b]);
  });

  it('leaves the old vote in place when the moved one breaks a limit (all or nothing)', async () => {
    const { program, ids } = await voteProgram(app, { count: 3, inOther: 1 });
    const [dance, music1, music2] = ids as [string, string, string];
    const session = await voteSession(app, program.id, rules({ votesPerVoter: 2, votesPerCategory: 1 }));
    const token = await voterToken(app, session);
    expect((await castVote(app, session, token, dance)).statusCode).toBe(200);
    expect((await castVote(app, session, token, music1)).statusCode).toBe(200);
    // Replacing the dance vote by a second music one would break the category limit.
    const res = await castVote(app, session, token, music2, { replaces: dance });
    expectError(res, 409, 'vote_limit_reached');
    expect(await votedFor(session, token)).toEqual([dance, music1].sort());
    expect((await organizerVotes(session, '?state=withdrawn')).length).toBe(0);
  });

  it('withdraws a vote: the place is free again and the vote stays listed as withdrawn', async () => {
    const { program, ids } = await voteProgram(app, { count: 2 });
    const [a, b] = ids as [string, string];
    const session = await voteSession(app, program.id, rules({ votesPerVoter: 1 }));
    const token = await voterToken(app, session, 'kate@example.org');
    expect((await castVote(app, session, token, a)).statusCode).toBe(200);
    expectError(await castVote(app, session, token, b), 409, 'vote_limit_reached');
    const withdrawn = await withdraw(session, token, a);
    expect(withdrawn.statusCode, withdrawn.body).toBe(200);
    expect(withdrawn.json().data).toMatchObject({ votes: [], remaining: { total: 1 } });
    expectError(await withdraw(session, token, a), 404, 'not_found');
    expect((await castVote(app, session, token, b)).statusCode).toBe(200);
    // Voting again for the withdrawn entry is allowed once a place is free (here: none left).
    expectError(await castVote(app, session, token, a), 409, 'vote_limit_reached');
    const listed = await organizerVotes(session);
    expect(listed.map((vote) => [vote.applicationId, vote.state]).sort()).toEqual(
      [
        [a, 'withdrawn'],
        [b, 'live'],
      ].sort(),
    );
    expect(listed.every((vote) => vote.email === 'kate@example.org')).toBe(true);
  });

  it('answers 409 vote_session_not_open before the opening and after the close', async () => {
    const { program, ids } = await voteProgram(app, { count: 2 });
    const [a, b] = ids as [string, string];
    const session = await voteSession(app, program.id, rules());
    const token = await voterToken(app, session);
    expect((await castVote(app, session, token, a)).statusCode).toBe(200);

    await app.send('PUT', session.url, { opensAt: '2099-01-01T00:00:00.000Z', closesAt: null });
    const early = await castVote(app, session, token, b);
    expectError(early, 409, 'vote_session_not_open');
    expect(early.json().error.details).toEqual({ phase: 'upcoming' });
    expectError(await withdraw(session, token, a), 409, 'vote_session_not_open');

    await app.send('PUT', session.url, { opensAt: '2020-01-01T00:00:00.000Z', closesAt: '2020-02-01T00:00:00.000Z' });
    const late = await castVote(app, session, token, b);
    expectError(late, 409, 'vote_session_not_open');
    expect(late.json().error.details).toEqual({ phase: 'closed' });
    expectError(await withdraw(session, token, a), 409, 'vote_session_not_open');
    expect(await votedFor(session, token)).toEqual([a]);

    await app.send('PUT', session.url, { closesAt: null });
    expect((await castVote(app, session, token, b)).statusCode).toBe(200);
  });

  it('answers 404 for an entry not taking part: a draft, another program’s, one left out of the selection', async () => {
    const { program, ids, draftId } = await voteProgram(app, { count: 2 });
    const [a, b] = ids as [string, string];
    const foreign = (await voteProgram(app, { count: 1 })).ids[0] as string;
    const session = await voteSession(app, program.id, {
      ...rules(),
      entry: { statuses: ['submitted'], categoryIds: [], tagIds: [], source: 'selection' },
    });
    expect((await app.send('POST', `${session.url}/selection`, { selection: { ids: [a, draftId] } })).statusCode).toBe(
      200,
    );
    const token = await voterToken(app, session);
    for (const id of [draftId, foreign, b, '00000000-0000-4000-8000-000000000000']) {
      const res = await castVote(app, session, token, id);
      expect(res.statusCode, `${id} ${res.body}`).toBe(404);
      expect(res.json().error).toMatchObject({ code: 'not_found', details: { entity: 'application' } });
    }
    expect((await castVote(app, session, token, a)).statusCode).toBe(200);
    expect(await votedFor(session, token)).toEqual([a]);
  });
});

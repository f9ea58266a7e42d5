import { describe, expect, it } from 'vitest';
import { csvRows } from '../../../test/csv-rows';
import { useOrganizerApp } from '../../../test/organizer-app';
import {
  castVote,
  expectError,
  mailedCode,
  portalCall,
  type VoteSessionRef,
  voteProgram,
  voterToken,
  voteSession,
} from '../../../test/vote-fixtures';
import { publicVoters, publicVotes } from '../../db/schema';

// What the organizers read of a vote: the ranking (live votes only, ties sharing a rank), every
// vote (paged, filtered), voiding with a reason (logged, nothing deleted), the integrity analytics
// and the exports.

const app = useOrganizerApp();
const { get, send } = app;

const rules = { rules: { votesPerVoter: 5, votesPerCategory: null, votesPerDay: null, results: 'live' } };
type Ranked = { applicationId: string; rank: number; tied: boolean; votes: number; voided: number; reference: string };
const ranking = async (session: VoteSessionRef) => {
  const res = await get(`${session.url}/ranking`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as Ranked[];
};
const votesOf = async (session: VoteSessionRef, query = '') => {
  const res = await get(`${session.url}/votes${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as {
    data: { id: string; applicationId: string; email: string; state: string; voidReason: string | null }[];
    total: number;
    lastId: string | null;
  };
};
const voidVotes = (session: VoteSessionRef, body: object) => send('POST', `${session.url}/votes/void`, body);

/** Voters and their votes: `plan` lists, per voter, the entries they vote for. */
async function votes(session: VoteSessionRef, plan: { email: string; for: string[]; address?: string }[]) {
  const tokens = new Map<string, string>();
  for (const voter of plan) {
    const token = await voterToken(app, session, voter.email, voter.address);
    tokens.set(voter.email, token);
    for (const id of voter.for) {
      const res = await castVote(app, session, token, id, { address: voter.address });
      expect(res.statusCode, res.body).toBe(200);
    }
  }
  return tokens;
}

describe('the organizers’ ranking and votes', () => {
  it('ranks entries by live votes, ties sharing a rank', async () => {
    const { program, ids } = await voteProgram(app, { count: 4 });
    const [a, b, c, d] = ids as [string, string, string, string];
    const session = await voteSession(app, program.id, rules);
    const tokens = await votes(session, [
      { email: 'v1@example.org', for: [a, b] },
      { email: 'v2@example.org', for: [a, c] },
      { email: 'v3@example.org', for: [a] },
    ]);
    // A withdrawn vote does not count.
    await portalCall(app, 'DELETE', `${session.portal}/votes/${a}`, { token: tokens.get('v3@example.org') });
    const rows = await ranking(session);
    expect(rows.map((row) => [row.rank, row.tied, row.votes])).toEqual([
      [1, false, 2],
      [2, true, 1],
      [2, true, 1],
      [4, false, 0],
    ]);
    expect(rows[0]?.applicationId).toBe(a);
    expect(
      rows
        .slice(1, 3)
        .map((row) => row.applicationId)
        .sort(),
    ).toEqual([b, c].sort());
    expect(rows[3]?.applicationId).toBe(d);
  });

  it('lists every vote in keyset pages, newest first, by state and by part of the e-mail', async () => {
    const { program, ids } = await voteProgram(app, { count: 3 });
    const session = await voteSession(app, program.id, rules);
    const tokens = await votes(session, [
      { email: 'lena@example.org', for: ids },
      { email: 'mario@example.net', for: [ids[0] as string, ids[1] as string] },
    ]);
    await portalCall(app, 'DELETE', `${session.portal}/votes/${ids[1]}`, { token: tokens.get('lena@example.org') });

    const all = await votesOf(session, '?perPage=200');
    expect(all.total).toBe(5);
    const seen: string[] = [];
    let after = '';
    for (let page = 0; page < 5; page++) {
      const res = await votesOf(session, `?perPage=2${after}`);
      expect(res.total).toBe(5);
      seen.push(...res.data.map((vote) => vote.id));
      if (!res.lastId) break;
      after = `&after=${res.lastId}`;
    }
    expect(seen).toEqual(all.data.map((vote) => vote.id));
    expect(new Set(seen).size).toBe(5);

    const withdrawn = await votesOf(session, '?state=withdrawn');
    expect(withdrawn.data.map((vote) => [vote.email, vote.applicationId])).toEqual([['lena@example.org', ids[1]]]);
    expect((await votesOf(session, '?state=live')).total).toBe(4);
    const mario = await votesOf(session, '?search=MARIO');
    expect(mario.total).toBe(2);
    expect(mario.data.every((vote) => vote.email === 'mario@example.net')).toBe(true);
    expect((await votesOf(session, `?applicationId=${ids[0]}`)).total).toBe(2);
  });

  it('voids votes by id with a reason: counts drop, the vote stays listed, the log says so; the place stays taken', async () => {
    const { program, ids } = await voteProgram(app, { count: 2 });
    const [a, b] = ids as [string, string];
    const session = await voteSession(app, program.id, rules);
    const tokens = await votes(session, [
      { email: 'nina@example.org', for: [a] },
      { email: 'omar@example.org', for: [a, b] },
    ]);
    const nina = (await votesOf(session, '?search=nina')).data[0];
    expectError(await voidVotes(session, { ids: [nina?.id], reason: 'x' }), 400, 'validation_failed');
    expectError(
      await voidVotes(session, { ids: [nina?.id], email: 'nina@example.org', reason: 'Doublon' }),
      400,
      'validation_failed',
    );
    const res = await voidVotes(session, { ids: [nina?.id], reason: 'Compte en double' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({ voided: 1 });
    // Voiding it again voids nothing.
    expect((await voidVotes(session, { ids: [nina?.id], reason: 'Compte en double' })).json().data).toEqual({
      voided: 0,
    });

    expect((await ranking(session)).find((row) => row.applicationId === a)).toMatchObject({ votes: 1, voided: 1 });
    expect((await get(session.url)).json().data.votes).toBe(2);
    expect((await app.t.request(app.acme.host, { method: 'GET', url: session.portal })).json().data.counts[a]).toBe(1);
    const listed = (await votesOf(session, '?state=voided')).data;
    expect(listed).toMatchObject([{ id: nina?.id, state: 'voided', voidReason: 'Compte en double' }]);

    const logs = (await get(`/api/user.programs/${program.id}/logs`)).json().data;
    expect(logs[0]).toMatchObject({
      action: 'update',
      entity: 'vote_session',
      entityId: session.id,
      after: { voided: 1, reason: 'Compte en double' },
    });

    // The voter still sees it (voided) and cannot vote for that entry again.
    const token = tokens.get('nina@example.org') as string;
    const mine = (await portalCall(app, 'GET', `${session.portal}/votes`, { token })).json().data;
    expect(mine.votes).toMatchObject([{ applicationId: a, voided: true }]);
    expect(mine.remaining.total).toBe(4);
    expectError(await castVote(app, session, token, a), 409, 'vote_exists');
    // Nor withdraw it to vote again.
    expectError(await portalCall(app, 'DELETE', `${session.portal}/votes/${a}`, { token }), 404, 'not_found');
  });

  it('voids every live vote of an address, or of an e-mail', async () => {
    const { program, ids } = await voteProgram(app, { count: 2 });
    const [a, b] = ids as [string, string];
    const session = await voteSession(app, program.id, rules);
    await votes(session, [
      { email: 'p1@example.org', for: [a, b], address: '198.51.100.9' },
      { email: 'p2@example.org', for: [a], address: '198.51.100.9' },
      { email: 'p3@example.org', for: [b], address: '198.51.100.10' },
    ]);
    const byAddress = await voidVotes(session, { address: '198.51.100.9', reason: 'Ferme à clics' });
    expect(byAddress.json().data).toEqual({ voided: 3 });
    expect((await ranking(session)).map((row) => [row.applicationId, row.votes, row.voided]).sort()).toEqual(
      [
        [a, 0, 2],
        [b, 1, 1],
      ].sort(),
    );
    const byEmail = await voidVotes(session, { email: 'P3@example.org', reason: 'Fraude avérée' });
    expect(byEmail.json().data).toEqual({ voided: 1 });
    expect((await votesOf(session, '?state=live')).total).toBe(0);
    expect((await votesOf(session)).total).toBe(4);
  });
});

describe('integrity analytics', () => {
  it('flags a burst on one entry, shared addresses, throwaway domains, and counts wrong codes', async () => {
    const db = app.t.database.db;
    const { program, ids, categoryId } = await voteProgram(app, { count: 2 });
    const [a, b] = ids as [string, string];
    const session = await voteSession(app, program.id, rules);
    await votes(session, [
      { email: 'q1@example.org', for: [b], address: '203.0.113.7' },
      { email: 'q2@example.org', for: [b], address: '203.0.113.7' },
      { email: 'throwaway@mailinator.com', for: [b], address: '203.0.113.8' },
    ]);
    // One wrong code before the right one.
    await portalCall(app, 'POST', `${session.portal}/voter/code`, { payload: { email: 'r@example.org' } });
    const code = await mailedCode(db, 'r@example.org');
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    const payload = (value: string) => ({ payload: { email: 'r@example.org', code: value } });
    expect((await portalCall(app, 'POST', `${session.portal}/voter/verify`, payload(wrong))).statusCode).toBe(400);
    expect((await portalCall(app, 'POST', `${session.portal}/voter/verify`, payload(code))).statusCode).toBe(200);

    // An hour of quiet votes on `a` (one a minute, two hours ago), then twelve in one minute.
    const minute = (offset: number) => new Date(Math.floor(Date.now() / 60_000) * 60_000 - offset * 60_000 + 5_000);
    const inserted: { at: Date }[] = [
      ...Array.from({ length: 60 }, (_, index) => ({ at: minute(180 - index) })),
      ...Array.from({ length: 12 }, () => ({ at: minute(30) })),
    ];
    for (const [index, vote] of inserted.entries()) {
      const [voter] = await db
        .insert(publicVoters)
        .values({
          platformId: app.acme.id,
          sessionId: session.id,
          email: `past-${index}@example.org`,
          via: 'email_code',
        })
        .returning();
      await db.insert(publicVotes).values({
        platformId: app.acme.id,
        sessionId: session.id,
        applicationId: a,
        voterId: voter?.id as string,
        categoryId,
        day: vote.at.toISOString().slice(0, 10),
        createdAt: vote.at,
      });
    }

    const res = await get(`${session.url}/integrity`);
    expect(res.statusCode, res.body).toBe(200);
    const integrity = res.json().data;
    const burstMinute = `${minute(30).toISOString().slice(0, 16)}Z`;
    expect(integrity.spikes).toHaveLength(1);
    expect(integrity.spikes[0]).toMatchObject({ applicationId: a, minute: burstMinute, votes: 12 });
    expect(integrity.spikes[0].usual).toBeLessThan(2);
    expect(integrity.spikes[0].reference).not.toBe('');
    expect(integrity.timeline).toContainEqual({ minute: burstMinute, votes: 12 });
    expect(integrity.timeline.reduce((sum: number, row: { votes: number }) => sum + row.votes, 0)).toBe(75);
    expect(integrity.addresses).toContainEqual({ value: '203.0.113.7', voters: 2, votes: 2 });
    expect(integrity.addresses.map((row: { value: string }) => row.value)).not.toContain('203.0.113.8');
    expect(integrity.disposable).toEqual([{ domain: 'mailinator.com', voters: 1, votes: 1 }]);
    expect(integrity.verification).toEqual({ codesSent: 4, verified: 4, failedAttempts: 1, failureRate: 0.2 });
  });
});

describe('exports', () => {
  it('downloads the ranking and every vote as CSV, in the program’s language', async () => {
    const { program, ids } = await voteProgram(app, { count: 2 });
    const [a, b] = ids as [string, string];
    const session = await voteSession(app, program.id, rules);
    await votes(session, [
      { email: 's1@example.org', for: [a, b], address: '192.0.2.1' },
      { email: 's2@example.org', for: [a], address: '192.0.2.2' },
    ]);
    await voidVotes(session, { email: 's2@example.org', reason: 'Motif de test' });
    const ranked = await ranking(session);

    const rankingCsv = await get(`${session.url}/export?view=ranking&format=csv`);
    expect(rankingCsv.statusCode, rankingCsv.body).toBe(200);
    expect(rankingCsv.headers['content-type']).toContain('text/csv');
    const rows = csvRows(rankingCsv.body);
    expect(rows[0]).toEqual(['Rang', 'Référence', 'Titre', 'Catégorie', 'Votes', 'Votes annulés']);
    expect(rows.slice(1)).toEqual(
      ranked.map((row) => [
        String(row.rank),
        row.reference,
        expect.any(String),
        'Musique',
        String(row.votes),
        String(row.voided),
      ]),
    );
    expect(rows.slice(1).map((row) => row[4])).toEqual(['1', '1']);

    const votesCsv = await get(`${session.url}/export?view=votes&format=csv`);
    expect(votesCsv.statusCode, votesCsv.body).toBe(200);
    const voteRows = csvRows(votesCsv.body);
    expect(voteRows[0]).toEqual([
      'Date du vote',
      'Référence',
      'Titre',
      'E-mail',
      'Adresse IP',
      'Appareil',
      'État',
      "Motif d'annulation",
    ]);
    expect(voteRows).toHaveLength(4);
    const body = voteRows.slice(1).map((row) => [row[3], row[4], row[6], row[7]]);
    expect(body.sort()).toEqual(
      [
        ['s1@example.org', '192.0.2.1', 'Valide', ''],
        ['s1@example.org', '192.0.2.1', 'Valide', ''],
        ['s2@example.org', '192.0.2.2', 'Annulé', 'Motif de test'],
      ].sort(),
    );
  });
});

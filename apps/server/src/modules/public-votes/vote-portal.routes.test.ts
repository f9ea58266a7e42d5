import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createPlatform, createProgram } from '../../../test/factories';
import { useOrganizerApp } from '../../../test/organizer-app';
import {
  castVote,
  expectError,
  portalVoteUrl,
  VOTE_SECRET,
  voteProgram,
  voterToken,
  voteSession,
} from '../../../test/vote-fixtures';

// SPEC §7: the public vote page. Published sessions only, of this platform and program; only the
// answers the organizers chose; the counts only when the session shows its results now.

const app = useOrganizerApp();
const anonymous = (url: string) => app.t.request(app.acme.host, { method: 'GET', url });

const expectNoSession = (res: { statusCode: number; body: string }) => {
  expect(res.statusCode, res.body).toBe(404);
  expect(JSON.parse(res.body).error).toMatchObject({ code: 'not_found', details: { entity: 'vote_session' } });
};

const PAST = { opensAt: '2020-01-01T00:00:00.000Z', closesAt: '2020-01-02T00:00:00.000Z' };
const rules = (results: string) => ({ votesPerVoter: 3, votesPerCategory: null, votesPerDay: null, results });

describe('GET /api/portal/platforms/:platformId/programs/:programId/votes-sessions/:id', () => {
  it('shows a published session: its texts, its entries with only the chosen answers', async () => {
    const { program, ids } = await voteProgram(app, { count: 3, pictures: true });
    const session = await voteSession(app, program.id, {
      texts: { title: { fr: 'Votez !', en: 'Vote!' }, description: { fr: '<p>Un vote</p>' } },
    });
    const res = await anonymous(session.portal);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.body).not.toContain(VOTE_SECRET);
    expect(res.body).not.toContain('Budget détaillé');
    const data = res.json().data;
    expect(data).toMatchObject({
      id: session.id,
      programId: program.id,
      title: 'Votez !',
      description: '<p>Un vote</p>',
      lang: 'fr',
      phase: 'open',
      published: true,
      resultsVisible: true,
      categories: [{ title: 'Musique' }],
    });
    expect(data.entries.map((entry: { id: string }) => entry.id)).toEqual(ids);
    expect(data.entries[0]).toMatchObject({
      title: 'Projet 0',
      name: 'Ada Entry0',
      category: 'Musique',
      image: { name: 'picture-0.png', kind: 'image' },
      answers: [{ reference: 'summary', label: 'Résumé', text: 'Résumé 0', files: [] }],
    });
    expect((await anonymous(`${session.portal}?lang=en`)).json().data.title).toBe('Vote!');
  });

  it('answers 404 for an unpublished session, then shows it once published', async () => {
    const { program } = await voteProgram(app, { count: 1 });
    const session = await voteSession(app, program.id, { published: false });
    expectNoSession(await anonymous(session.portal));
    expectNoSession(await app.t.get(app.acme.host, session.portal, { session: app.admin }));
    expectNoSession(await anonymous(`${session.portal}/ranking`));
    const code = await app.t.send(app.acme.host, {
      method: 'POST',
      url: `${session.portal}/voter/code`,
      payload: { email: 'voter@example.org' },
    });
    expectNoSession(code);
    // The organizers' preview reads it all the same.
    const preview = await app.get(`${session.url}/preview`);
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json().data.published).toBe(false);
    await app.send('PUT', session.url, { published: true });
    expect((await anonymous(session.portal)).statusCode).toBe(200);
  });

  it('answers 404 under another platform, another program, or an unknown id', async () => {
    const { program } = await voteProgram(app, { count: 1 });
    const session = await voteSession(app, program.id);
    const sibling = await createProgram(app.t.database.db, app.acme.id);
    const globex = await createPlatform(app.t.database.db);
    expectNoSession(await anonymous(portalVoteUrl(app.acme.id, sibling.id, session.id)));
    expectNoSession(await anonymous(portalVoteUrl(globex.id, program.id, session.id)));
    expectNoSession(await anonymous(portalVoteUrl(app.acme.id, program.id, randomUUID())));
    // Asked on the other platform's host, with its own id: still not there.
    const there = await app.t.request(globex.host, {
      method: 'GET',
      url: portalVoteUrl(globex.id, program.id, session.id),
    });
    expectNoSession(there);
  });

  it('shows the counts and the ranking only when the session shows its results now', async () => {
    const { program, ids } = await voteProgram(app, { count: 2 });
    const [first, second] = ids as [string, string];
    const session = await voteSession(app, program.id, { rules: rules('live') });
    const token = await voterToken(app, session);
    expect((await castVote(app, session, token, second)).statusCode).toBe(200);

    // live: while open.
    const live = (await anonymous(session.portal)).json().data;
    expect(live).toMatchObject({ resultsVisible: true, counts: { [first]: 0, [second]: 1 } });
    const ranking = await anonymous(`${session.portal}/ranking`);
    expect(ranking.statusCode, ranking.body).toBe(200);
    expect(ranking.json().data).toMatchObject([
      { applicationId: second, rank: 1, votes: 1, voided: 0 },
      { applicationId: first, rank: 2, votes: 0 },
    ]);

    // after_close: hidden while open, shown once closed.
    await app.send('PUT', session.url, { rules: rules('after_close') });
    const open = (await anonymous(session.portal)).json().data;
    expect(open).toMatchObject({ resultsVisible: false, counts: null });
    expectError(await anonymous(`${session.portal}/ranking`), 403, 'vote_results_hidden');
    await app.send('PUT', session.url, PAST);
    const closed = (await anonymous(session.portal)).json().data;
    expect(closed).toMatchObject({ phase: 'closed', resultsVisible: true, counts: { [second]: 1 } });
    expect((await anonymous(`${session.portal}/ranking`)).statusCode).toBe(200);

    // never: not even once closed (the organizers still read it).
    await app.send('PUT', session.url, { rules: rules('never') });
    expect((await anonymous(session.portal)).json().data).toMatchObject({ resultsVisible: false, counts: null });
    expectError(await anonymous(`${session.portal}/ranking`), 403, 'vote_results_hidden');
    expect((await app.get(`${session.url}/ranking`)).json().data[0]).toMatchObject({ applicationId: second, votes: 1 });

    // live, but not open yet: nothing to show.
    await app.send('PUT', session.url, {
      rules: rules('live'),
      opensAt: '2099-01-01T00:00:00.000Z',
      closesAt: null,
    });
    expect((await anonymous(session.portal)).json().data).toMatchObject({
      phase: 'upcoming',
      resultsVisible: false,
      counts: null,
    });
  });
});

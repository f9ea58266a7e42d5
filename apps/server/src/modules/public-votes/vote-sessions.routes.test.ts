import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createPlatform, createProgram, createUser, TEST_PASSWORD } from '../../../test/factories';
import { useOrganizerApp } from '../../../test/organizer-app';
import {
  castVote,
  expectError,
  portalCall,
  voteProgram,
  voterToken,
  voteSession,
  voteSessionsUrl,
} from '../../../test/vote-fixtures';
import { roles, userRoles } from '../../db/schema';

// The organizers' side of a public vote: its settings (checked against the program), its selection,
// its deletion (refused once anyone voted), and who may read or change it.

const app = useOrganizerApp();
const { get, send } = app;

describe('vote sessions of a program', () => {
  it('creates, reads by id and address, lists, changes and deletes a vote session', async () => {
    const { program } = await voteProgram(app, { count: 1 });
    const base = voteSessionsUrl(program.id);
    const created = await send('POST', base, { name: 'Prix du public', slug: 'prix-public' });
    expect(created.statusCode, created.body).toBe(200);
    const session = created.json().data;
    expect(session).toMatchObject({
      programId: program.id,
      slug: 'prix-public',
      name: 'Prix du public',
      published: false,
      phase: 'open',
      rules: { votesPerVoter: 1, votesPerCategory: null, votesPerDay: null, results: 'after_close' },
      verification: { mode: 'email_code', domains: [] },
      entry: { statuses: ['submitted'], source: 'filter' },
      selectionCount: 0,
      votes: 0,
    });
    expect((await get(`${base}/${session.id}`)).json().data).toMatchObject({ id: session.id });
    expect((await get(`${base}/prix-public`)).json().data).toMatchObject({ id: session.id });

    const second = await send('POST', base, { name: 'Deuxième', slug: 'deuxieme' });
    expect(second.statusCode, second.body).toBe(200);
    const listed = await get(base);
    expect(listed.statusCode, listed.body).toBe(200);
    expect(listed.json().data.map((row: { slug: string }) => row.slug)).toEqual(['deuxieme', 'prix-public']);
    const searched = await get(`${base}?search=prix`);
    expect(searched.json().data.map((row: { slug: string }) => row.slug)).toEqual(['prix-public']);
    const paged = await get(`${base}?perPage=1&after=${second.json().data.id}`);
    expect(paged.statusCode, paged.body).toBe(200);
    expect(paged.json().data.map((row: { slug: string }) => row.slug)).toEqual(['prix-public']);

    const opensAt = '2030-01-01T10:00:00.000Z';
    const closesAt = '2030-01-08T10:00:00.000Z';
    const updated = await send('PUT', `${base}/${session.id}`, {
      name: 'Prix du public 2030',
      opensAt,
      closesAt,
      rules: { votesPerVoter: 3, votesPerCategory: 2, votesPerDay: 1, results: 'live' },
      verification: { mode: 'email_domain', domains: ['Example.org'] },
      texts: { title: { fr: 'Votez' }, description: { fr: '<p>Ok</p><script>alert(1)</script>' } },
    });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json().data).toMatchObject({
      name: 'Prix du public 2030',
      opensAt,
      closesAt,
      phase: 'upcoming',
      rules: { votesPerVoter: 3, votesPerCategory: 2, votesPerDay: 1, results: 'live' },
      verification: { mode: 'email_domain', domains: ['example.org'] },
    });
    expect(updated.json().data.texts.description.fr).not.toContain('script');
    expect((await get(`${base}/${session.id}`)).json().data.name).toBe('Prix du public 2030');

    const logs = (await get(`/api/user.programs/${program.id}/logs`)).json().data;
    expect(logs.filter((log: { entity: string }) => log.entity === 'vote_session').length).toBeGreaterThanOrEqual(3);

    const removed = await send('DELETE', `${base}/${session.id}`);
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json().data).toEqual({ id: session.id });
    expectError(await get(`${base}/${session.id}`), 404, 'not_found');
    expect((await get(base)).json().data.map((row: { slug: string }) => row.slug)).toEqual(['deuxieme']);
  });

  it('answers 409 slug_taken for an address the program already uses, another program may reuse it', async () => {
    const { program } = await voteProgram(app, { count: 0 });
    const base = voteSessionsUrl(program.id);
    expect((await send('POST', base, { name: 'A', slug: 'same' })).statusCode).toBe(200);
    expectError(await send('POST', base, { name: 'B', slug: 'same' }), 409, 'slug_taken');
    const other = await send('POST', base, { name: 'C', slug: 'other' });
    expectError(await send('PUT', `${base}/${other.json().data.id}`, { slug: 'same' }), 409, 'slug_taken');
    const elsewhere = await createProgram(app.t.database.db, app.acme.id);
    expect((await send('POST', voteSessionsUrl(elsewhere.id), { name: 'A', slug: 'same' })).statusCode).toBe(200);
    expect((await get(base)).json().data).toHaveLength(2);
  });

  it('refuses settings that do not hold, and changes nothing', async () => {
    const { program } = await voteProgram(app, { count: 0 });
    const foreign = await voteProgram(app, { count: 0 });
    const session = await voteSession(app, program.id);
    const before = (await get(session.url)).json().data;
    const cases: [object, string][] = [
      [{ opensAt: '2030-01-02T00:00:00.000Z', closesAt: '2030-01-01T00:00:00.000Z' }, 'closesAt'],
      [{ entry: { statuses: ['submitted'], categoryIds: [foreign.categoryId], tagIds: [] } }, 'entry.categoryIds'],
      [{ entry: { statuses: ['submitted'], categoryIds: [], tagIds: [randomUUID()] } }, 'entry.tagIds'],
      [{ fields: { showName: false, titleQuestion: 'nope', imageQuestion: null, questions: [] } }, 'fields.questions'],
      [
        { fields: { showName: false, titleQuestion: null, imageQuestion: null, questions: ['nope'] } },
        'fields.questions',
      ],
      [{ verification: { mode: 'email_domain', domains: [] } }, 'verification.domains'],
      [
        { rules: { votesPerVoter: 2, votesPerCategory: 3, votesPerDay: null, results: 'live' } },
        'rules.votesPerCategory',
      ],
      [{ rules: { votesPerVoter: 2, votesPerCategory: null, votesPerDay: 5, results: 'live' } }, 'rules.votesPerDay'],
    ];
    for (const [body, field] of cases) {
      const res = await send('PUT', session.url, { name: 'Changed', ...body });
      expectError(res, 400, 'validation_failed');
      expect(res.json().error.details, JSON.stringify(body)).toContainEqual(expect.objectContaining({ field }));
    }
    expect((await get(session.url)).json().data).toEqual(before);
    // The close before an opening already saved is refused too.
    expect((await send('PUT', session.url, { opensAt: '2030-01-02T00:00:00.000Z' })).statusCode).toBe(200);
    expectError(await send('PUT', session.url, { closesAt: '2030-01-01T00:00:00.000Z' }), 400, 'validation_failed');
    expect((await get(session.url)).json().data.closesAt).toBeNull();
    // On creation as well: nothing is made.
    const bad = await send('POST', voteSessionsUrl(program.id), {
      name: 'Bad',
      slug: 'bad',
      verification: { mode: 'email_domain', domains: [] },
    });
    expectError(bad, 400, 'validation_failed');
    expectError(await get(`${voteSessionsUrl(program.id)}/bad`), 404, 'not_found');
  });

  it('refuses to delete a session once someone voted (vote_session_has_votes)', async () => {
    const { program, ids } = await voteProgram(app, { count: 1 });
    const session = await voteSession(app, program.id);
    const token = await voterToken(app, session, 'lone@example.org');
    expect((await castVote(app, session, token, ids[0] as string)).statusCode).toBe(200);
    expectError(await send('DELETE', session.url), 409, 'vote_session_has_votes');
    expect((await get(session.url)).json().data).toMatchObject({ votes: 1 });
    // Voided, the vote is still one (nothing is deleted, its trail included).
    const voided = await send('POST', `${session.url}/votes/void`, { email: 'lone@example.org', reason: 'Test' });
    expect(voided.json().data).toEqual({ voided: 1 });
    expectError(await send('DELETE', session.url), 409, 'vote_session_has_votes');
    // Withdrawn as well.
    const other = await voteSession(app, program.id);
    const again = await voterToken(app, other);
    expect((await castVote(app, other, again, ids[0] as string)).statusCode).toBe(200);
    expect((await portalCall(app, 'DELETE', `${other.portal}/votes/${ids[0]}`, { token: again })).statusCode).toBe(200);
    expectError(await send('DELETE', other.url), 409, 'vote_session_has_votes');
    expect((await get(other.url)).statusCode).toBe(200);
  });

  it('lists the program’s questions for the fields', async () => {
    const { program } = await voteProgram(app, { count: 0 });
    const session = await voteSession(app, program.id);
    const res = await get(`${session.url}/questions`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.map((q: { reference: string }) => q.reference)).toEqual([
      'project_title',
      'summary',
      'secret',
      'visual',
    ]);
  });
});

describe('the vote’s selection', () => {
  const selectionEntry = { statuses: ['submitted'], categoryIds: [], tagIds: [], source: 'selection' };
  const entries = async (url: string) =>
    ((await get(`${url}/preview`)).json().data.entries as { id: string }[]).map((entry) => entry.id).sort();

  it('takes rows by id or by a responses filter; only they enter; clearing empties it', async () => {
    const { program, ids, draftId, categoryId } = await voteProgram(app, { count: 4, inOther: 1 });
    const [a, b, c, d] = ids as [string, string, string, string];
    const session = await voteSession(app, program.id, { entry: selectionEntry });
    expect(await entries(session.url)).toEqual([]);
    const foreign = (await voteProgram(app, { count: 1 })).ids[0] as string;

    const byIds = await send('POST', `${session.url}/selection`, { selection: { ids: [b, draftId, foreign] } });
    expect(byIds.statusCode, byIds.body).toBe(200);
    // The draft is taken but does not enter until submitted; another program's never is.
    expect(byIds.json().data).toEqual({ changed: 2, total: 2 });
    expect(await entries(session.url)).toEqual([b]);

    // Every row of a category (the first entry is in the other one), less an exception.
    const byFilter = await send('POST', `${session.url}/selection`, {
      selection: { all: true, filter: { categoryId }, except: [d] },
    });
    expect(byFilter.statusCode, byFilter.body).toBe(200);
    expect(byFilter.json().data).toEqual({ changed: 1, total: 3 });
    expect(await entries(session.url)).toEqual([b, c].sort());
    expect((await get(session.url)).json().data.selectionCount).toBe(3);
    expect(await entries(session.url)).not.toContain(a);

    const cleared = await send('DELETE', `${session.url}/selection`);
    expect(cleared.json().data).toEqual({ changed: 3, total: 0 });
    expect(await entries(session.url)).toEqual([]);
  });

  it('refuses neither or both, and a shortlist of an unknown jury session, changing nothing', async () => {
    const { program, ids } = await voteProgram(app, { count: 1 });
    const session = await voteSession(app, program.id, { entry: selectionEntry });
    const cases: [object, string][] = [
      [{}, 'selection'],
      [{ selection: { ids }, shortlist: { sessionId: randomUUID(), top: 1 } }, 'selection'],
      [{ shortlist: { sessionId: randomUUID(), top: 1 } }, 'shortlist.sessionId'],
      [{ shortlist: { sessionId: session.id, top: 1 } }, 'shortlist.sessionId'],
    ];
    for (const [body, field] of cases) {
      const res = await send('POST', `${session.url}/selection`, body);
      expectError(res, 400, 'validation_failed');
      expect(res.json().error.details[0].field, JSON.stringify(body)).toBe(field);
    }
    expect((await get(session.url)).json().data.selectionCount).toBe(0);
  });

  it('takes the top of a jury session’s ranking, ties at the cut included', async () => {
    const { program, ids } = await voteProgram(app, { count: 4 });
    const [first, second, tiedA, tiedB] = ids as [string, string, string, string];
    const jury = await scoredJurySession(program.id, [
      [first, 90],
      [second, 80],
      [tiedA, 70],
      [tiedB, 70],
    ]);
    const session = await voteSession(app, program.id, { entry: selectionEntry });
    const res = await send('POST', `${session.url}/selection`, { shortlist: { sessionId: jury, top: 2 } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({ changed: 2, total: 2 });
    const top3 = await send('POST', `${session.url}/selection`, { shortlist: { sessionId: jury, top: 3 } });
    expect(top3.json().data).toEqual({ changed: 2, total: 4 });
    expect(await entries(session.url)).toEqual([first, second, tiedA, tiedB].sort());
  });
});

describe('who reaches a program’s vote sessions', () => {
  it('a collaborator of program A reads A’s sessions, not B’s; only managers change them', async () => {
    const db = app.t.database.db;
    const { program: a } = await voteProgram(app, { count: 0 });
    const { program: b } = await voteProgram(app, { count: 0 });
    const onA = await voteSession(app, a.id);
    const onB = await voteSession(app, b.id);
    const user = await createUser(db, app.acme.id);
    const [collaborator] = await db
      .select()
      .from(roles)
      .where(and(eq(roles.platformId, app.acme.id), eq(roles.key, 'collaborator')));
    await db
      .insert(userRoles)
      .values({ platformId: app.acme.id, userId: user.id, roleId: collaborator?.id ?? '', programId: a.id });
    const as = await app.t.signIn(app.acme.host, user.email, TEST_PASSWORD);

    expect((await get(onA.url, as)).statusCode).toBe(200);
    expect((await get(`${onA.url}/ranking`, as)).statusCode).toBe(200);
    expectError(await send('PUT', onA.url, { name: 'Mine' }, as), 403, 'missing_permissions');
    expectError(await get(onB.url, as), 403, 'missing_permissions');
    expectError(await get(voteSessionsUrl(b.id), as), 403, 'missing_permissions');
    expectError(await send('PUT', onB.url, { name: 'Mine' }, as), 403, 'missing_permissions');
    expectError(await send('DELETE', onB.url, undefined, as), 403, 'missing_permissions');
    expect((await get(onB.url)).json().data.name).toBe('Prix du public');
  });

  it('another platform’s session, or another program’s, is not found', async () => {
    const { program } = await voteProgram(app, { count: 0 });
    const session = await voteSession(app, program.id);
    const sibling = await createProgram(app.t.database.db, app.acme.id);
    expectError(await get(`${voteSessionsUrl(sibling.id)}/${session.id}`), 404, 'not_found');
    expectError(await send('PUT', `${voteSessionsUrl(sibling.id)}/${session.id}`, { name: 'X' }), 404, 'not_found');

    const globex = await createPlatform(app.t.database.db);
    const boss = await createUser(app.t.database.db, globex.id, { roleKeys: ['platform_admin'] });
    const admin = await app.t.signIn(globex.host, boss.email, TEST_PASSWORD, 'admin');
    const res = await app.t.get(globex.host, session.url, { session: admin });
    expect(res.statusCode, res.body).toBe(404);
    const deleted = await app.t.send(globex.host, { method: 'DELETE', url: session.url }, admin);
    expect(deleted.statusCode, deleted.body).toBe(404);
    expect((await get(session.url)).statusCode).toBe(200);
  });
});

const OUT_OF_100 = [
  { id: 'score', kind: 'score', labels: { fr: 'Note' }, weight: 1, required: true, min: 0, max: 100, step: 1 },
];

/** A jury session of the program, one juror's final scores in: its id. */
async function scoredJurySession(programId: string, scores: [string, number][]) {
  const base = `/api/user.programs/${programId}/evaluation-sessions`;
  const created = await send('POST', base, { name: 'Jury', slug: `jury-${Math.random().toString(36).slice(2, 8)}` });
  expect(created.statusCode, created.body).toBe(200);
  const url = `${base}/${created.json().data.id}`;
  expect((await send('PUT', `${url}/criteria`, { criteria: OUT_OF_100 })).statusCode).toBe(200);
  expect((await send('PUT', `${url}/status`, { status: 'open' })).statusCode).toBe(200);
  const juror = await createUser(app.t.database.db, app.acme.id);
  expect((await send('POST', `${url}/jurors`, { email: juror.email })).statusCode).toBe(200);
  const as = await app.t.signIn(app.acme.host, juror.email, TEST_PASSWORD);
  const mine = `/api/portal/me/evaluation-sessions/${created.json().data.id}`;
  expect((await send('POST', `${mine}/accept`, { acceptTerms: true }, as)).statusCode).toBe(200);
  for (const [id, score] of scores) {
    const res = await send(
      'PUT',
      `${mine}/applications/${id}/score`,
      { values: { score }, final: true, version: 0 },
      as,
    );
    expect(res.statusCode, res.body).toBe(200);
  }
  return created.json().data.id as string;
}

import { describe, expect, it } from 'vitest';
import { createApplication, createProgram, createUser, TEST_PASSWORD } from '../../../test/factories';
import { useOrganizerApp } from '../../../test/organizer-app';

// A session fed by a selection: rows chosen in the responses table (a whole filter across pages
// included), or the shortlist of a previous session (rounds). Only the selected, submitted, live
// applications of the program enter; the selection survives switching the entry back and forth.

const app = useOrganizerApp();
const { get, send } = app;

const OUT_OF_100 = [
  { id: 'score', kind: 'score', labels: { fr: 'Note' }, weight: 1, required: true, min: 0, max: 100, step: 1 },
];

interface Session2 {
  id: string;
  url: string;
}

async function sessionOf(programId: string, entry?: object): Promise<Session2> {
  const base = `/api/user.programs/${programId}/evaluation-sessions`;
  const slug = `jury-${Math.random().toString(36).slice(2, 8)}`;
  const res = await send('POST', base, { name: 'Jury', slug, ...(entry && { entry }) });
  expect(res.statusCode, res.body).toBe(200);
  const id = res.json().data.id as string;
  return { id, url: `${base}/${id}` };
}

const selectionEntry = { statuses: ['submitted'], categoryIds: [], tagIds: [], source: 'selection' };

async function submitted(programId: string, count: number) {
  const ids: string[] = [];
  for (let index = 0; index < count; index++)
    ids.push((await createApplication(app.t.database.db, app.acme.id, programId, { status: 'submitted' })).id);
  return ids;
}

/** The ids of the applications entering the session, as its organizers' list shows them. */
async function entering(session: Session2): Promise<string[]> {
  const res = await get(`${session.url}/applications?perPage=100`);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().data as { id: string }[]).map((row) => row.id).sort();
}

const add = (session: Session2, body: object) => send('POST', `${session.url}/selection`, body);

describe('a session fed by a selection', () => {
  it('takes only the selected applications, and keeps its selection when its entry changes', async () => {
    const program = await createProgram(app.t.database.db, app.acme.id);
    const [a, b, c] = await submitted(program.id, 3);
    const draft = await createApplication(app.t.database.db, app.acme.id, program.id, { status: 'draft' });
    const session = await sessionOf(program.id, selectionEntry);
    expect(await entering(session)).toEqual([]);

    const added = await add(session, { selection: { ids: [a, b, draft.id] } });
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json().data).toEqual({ changed: 3, total: 3 });
    // A draft may be chosen, but enters only once submitted.
    expect(await entering(session)).toEqual([a, b].sort());
    // Adding again changes nothing.
    expect((await add(session, { selection: { ids: [a] } })).json().data).toEqual({ changed: 0, total: 3 });

    const got = await get(session.url);
    expect(got.json().data).toMatchObject({ selectionCount: 3, entry: { source: 'selection' } });

    // Back to the filter: every submitted application; the selection stays for later.
    const toFilter = await send('PUT', session.url, { entry: { ...selectionEntry, source: 'filter' } });
    expect(toFilter.statusCode, toFilter.body).toBe(200);
    expect(await entering(session)).toEqual([a, b, c].sort());
    expect(toFilter.json().data.selectionCount).toBe(3);
    await send('PUT', session.url, { entry: selectionEntry });
    expect(await entering(session)).toEqual([a, b].sort());

    const removed = await send('DELETE', `${session.url}/selection/${a}`, undefined);
    expect(removed.json().data).toEqual({ changed: 1, total: 2 });
    expect(await entering(session)).toEqual([b]);
    const cleared = await send('DELETE', `${session.url}/selection`, undefined);
    expect(cleared.json().data).toEqual({ changed: 2, total: 0 });
    expect(await entering(session)).toEqual([]);
  });

  it('takes every row of a filter across pages, less the exceptions, and never another program’s', async () => {
    const program = await createProgram(app.t.database.db, app.acme.id);
    const ids = await submitted(program.id, 25);
    const [elsewhere] = await submitted((await createProgram(app.t.database.db, app.acme.id)).id, 1);
    const session = await sessionOf(program.id, selectionEntry);
    const except = ids.slice(0, 2);
    const res = await add(session, { selection: { all: true, filter: {}, except } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({ changed: 23, total: 23 });
    expect(await entering(session)).toEqual(ids.slice(2).sort());

    // Another program's application named by id is not taken.
    const foreign = await add(session, { selection: { ids: [elsewhere as string] } });
    expect(foreign.json().data).toEqual({ changed: 0, total: 23 });
  });

  it('takes the top of another session’s ranking, ties at the cut included (a round feeding the next)', async () => {
    const program = await createProgram(app.t.database.db, app.acme.id);
    const [first, second, tiedA, tiedB, last] = await submitted(program.id, 5);
    const preselection = await sessionOf(program.id);
    expect((await send('PUT', `${preselection.url}/criteria`, { criteria: OUT_OF_100 })).statusCode).toBe(200);
    expect((await send('PUT', `${preselection.url}/status`, { status: 'open' })).statusCode).toBe(200);
    const juror = await createUser(app.t.database.db, app.acme.id);
    expect((await send('POST', `${preselection.url}/jurors`, { email: juror.email })).statusCode).toBe(200);
    const jurorSession = await app.t.signIn(app.acme.host, juror.email, TEST_PASSWORD);
    const mine = `/api/portal/me/evaluation-sessions/${preselection.id}`;
    expect((await send('POST', `${mine}/accept`, { acceptTerms: true }, jurorSession)).statusCode).toBe(200);
    const scores: [string | undefined, number][] = [
      [first, 90],
      [second, 80],
      [tiedA, 70],
      [tiedB, 70],
      [last, 10],
    ];
    for (const [id, score] of scores) {
      const res = await send(
        'PUT',
        `${mine}/applications/${id}/score`,
        { values: { score }, final: true, version: 0 },
        jurorSession,
      );
      expect(res.statusCode, res.body).toBe(200);
    }

    const final = await sessionOf(program.id, selectionEntry);
    const top3 = await add(final, { shortlist: { sessionId: preselection.id, top: 3 } });
    expect(top3.statusCode, top3.body).toBe(200);
    // The third place is shared: both tied applications go through.
    expect(top3.json().data).toEqual({ changed: 4, total: 4 });
    expect(await entering(final)).toEqual([first, second, tiedA, tiedB].sort());

    const all = await add(final, { shortlist: { sessionId: preselection.id, top: 50 } });
    expect(all.json().data).toEqual({ changed: 1, total: 5 });
  });

  it('refuses a body that is neither or both, a shortlist of itself or of another program, and changes nothing', async () => {
    const program = await createProgram(app.t.database.db, app.acme.id);
    const [a] = await submitted(program.id, 1);
    const session = await sessionOf(program.id, selectionEntry);
    const other = await sessionOf((await createProgram(app.t.database.db, app.acme.id)).id);
    const cases: [object, string][] = [
      [{}, 'selection'],
      [{ selection: { ids: [a] }, shortlist: { sessionId: session.id, top: 1 } }, 'selection'],
      [{ shortlist: { sessionId: session.id, top: 1 } }, 'shortlist.sessionId'],
      [{ shortlist: { sessionId: other.id, top: 1 } }, 'shortlist.sessionId'],
    ];
    for (const [body, field] of cases) {
      const res = await add(session, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().error.code).toBe('validation_failed');
      expect(res.json().error.details[0].field).toBe(field);
    }
    expect((await get(session.url)).json().data.selectionCount).toBe(0);
  });

  it('is the program’s managers’ alone: a juror of the session cannot change it', async () => {
    const program = await createProgram(app.t.database.db, app.acme.id);
    const [a] = await submitted(program.id, 1);
    const session = await sessionOf(program.id, selectionEntry);
    const juror = await createUser(app.t.database.db, app.acme.id);
    expect((await send('POST', `${session.url}/jurors`, { email: juror.email })).statusCode).toBe(200);
    const as = await app.t.signIn(app.acme.host, juror.email, TEST_PASSWORD);
    const res = await send('POST', `${session.url}/selection`, { selection: { ids: [a] } }, as);
    expect(res.statusCode).toBe(403);
    expect((await get(session.url)).json().data.selectionCount).toBe(0);
  });
});

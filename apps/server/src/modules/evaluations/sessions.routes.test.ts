import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCategory, createPlatform, createProgram, createUser, TEST_PASSWORD } from '../../../test/factories';
import { createTestApp, type Session, type TestApp } from '../../../test/test-app';
import { criteria } from '../../db/schema';

let t: TestApp;
let acme: Awaited<ReturnType<typeof createPlatform>>;
let session: Session;

beforeAll(async () => {
  t = await createTestApp();
  acme = await createPlatform(t.database.db);
  const admin = await createUser(t.database.db, acme.id, { roleKeys: ['platform_admin'] });
  session = await t.signIn(acme.host, admin.email, TEST_PASSWORD, 'admin');
});
afterAll(() => t.close());

const get = (url: string) =>
  t.request(acme.host, { method: 'GET', url, headers: { authorization: `Bearer ${session.accessToken}` } });
const send = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  t.send(acme.host, { method, url, ...(payload && { payload }) }, session);
const sessionsOf = (programId: string) => `/api/user.programs/${programId}/evaluation-sessions`;
const logsOf = async (programId: string) => (await get(`/api/user.programs/${programId}/logs`)).json().data;

async function createSession(programId: string, body: object = {}) {
  const slug = `round-${Math.random().toString(36).slice(2, 10)}`;
  const res = await send('POST', sessionsOf(programId), { name: 'First round', slug, ...body });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
}

async function createTag(programId: string, name: string) {
  const res = await send('POST', `/api/user.programs/${programId}/tags`, { name });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { id: string };
}

const weighted = {
  kind: 'score',
  labels: { fr: 'Qualité du projet' },
  weight: 2,
  required: true,
  min: 0,
  max: 20,
  step: 1,
};
const unweightedText = {
  kind: 'text',
  labels: { fr: 'Commentaire' },
  weight: 0,
  required: false,
  minChars: 0,
  maxChars: 2000,
};

describe('POST /api/user.programs/:programId/evaluation-sessions', () => {
  it('creates a draft with the default entry and score visibility, and logs it', async () => {
    const program = await createProgram(t.database.db, acme.id);
    const res = await send('POST', sessionsOf(program.id), { name: '  Jury 2025  ', slug: 'jury-2025' });
    expect(res.statusCode, res.body).toBe(200);
    const created = res.json().data;
    expect(created).toMatchObject({
      programId: program.id,
      slug: 'jury-2025',
      name: 'Jury 2025',
      status: 'draft',
      startsAt: null,
      endsAt: null,
      instructions: {},
      entry: { statuses: ['submitted'], categoryIds: [], tagIds: [] },
      scoreVisibility: 'never',
      criteriaCount: 0,
    });
    expect(created.id).toMatch(/^[0-9a-f-]{36}$/);

    const logs = await logsOf(program.id);
    expect(logs[0]).toMatchObject({
      action: 'create',
      entity: 'session',
      entityId: created.id,
      before: null,
      after: { name: 'Jury 2025', slug: 'jury-2025', status: 'draft', scoreVisibility: 'never' },
    });
  });

  it('keeps the dates, the entry naming the program’s own categories and tags, and sanitised instructions', async () => {
    const program = await createProgram(t.database.db, acme.id);
    const category = await createCategory(t.database.db, acme.id, program.id);
    const tag = await createTag(program.id, 'Shortlist');
    const res = await send('POST', sessionsOf(program.id), {
      name: 'Final jury',
      slug: 'final',
      startsAt: '2025-03-01T09:00:00+01:00',
      endsAt: '2025-03-15T18:00:00Z',
      entry: {
        statuses: ['submitted', 'accepted', 'submitted'],
        categoryIds: [category.id],
        tagIds: [tag.id, tag.id],
      },
      scoreVisibility: 'after_own',
      instructions: {
        fr: '<p>Lisez <strong>tout</strong><script>alert(1)</script></p><p onclick="steal()">Notez<img src="x" onerror="alert(1)"></p>',
        en: '<p>Read everything</p>',
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    const created = res.json().data;
    expect(created).toMatchObject({
      startsAt: '2025-03-01T08:00:00.000Z',
      endsAt: '2025-03-15T18:00:00.000Z',
      entry: { statuses: ['submitted', 'accepted'], categoryIds: [category.id], tagIds: [tag.id] },
      scoreVisibility: 'after_own',
    });
    // The editor's formatting stays; scripts, handlers and the image carrying one go.
    expect(created.instructions).toEqual({
      fr: '<p>Lisez <strong>tout</strong></p><p>Notez</p>',
      en: '<p>Read everything</p>',
    });
    // What was stored is what a later read answers.
    expect((await get(`${sessionsOf(program.id)}/${created.id}`)).json().data.instructions).toEqual(
      created.instructions,
    );
  });

  it('answers 409 slug_taken for an address the program already uses, and writes nothing', async () => {
    const program = await createProgram(t.database.db, acme.id);
    await createSession(program.id, { slug: 'jury' });
    const logsBefore = await logsOf(program.id);
    const res = await send('POST', sessionsOf(program.id), { name: 'Another', slug: 'jury' });
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toMatchObject({ code: 'slug_taken', details: [{ field: 'slug', reason: 'taken' }] });
    expect(res.body).not.toMatch(/duplicate|constraint/i);
    const list = (await get(sessionsOf(program.id))).json();
    expect(list.data.map((s: { name: string }) => s.name)).toEqual(['First round']);
    expect(await logsOf(program.id)).toEqual(logsBefore);
    // Another program may use the same address.
    await createSession((await createProgram(t.database.db, acme.id)).id, { slug: 'jury' });
  });

  it('answers 400 not_after_start when the end is not after the start', async () => {
    const program = await createProgram(t.database.db, acme.id);
    for (const endsAt of ['2025-03-01T08:00:00Z', '2025-02-01T00:00:00Z']) {
      const res = await send('POST', sessionsOf(program.id), {
        name: 'Dated',
        slug: 'dated',
        startsAt: '2025-03-01T09:00:00+01:00',
        endsAt,
      });
      expect(res.statusCode, endsAt).toBe(400);
      expect(res.json().error).toMatchObject({
        code: 'validation_failed',
        details: [{ field: 'endsAt', reason: 'not_after_start' }],
      });
    }
    expect((await get(sessionsOf(program.id))).json().pagination.total).toBe(0);
  });

  it('answers 400 unknown for categories and tags that are not the program’s, and saves nothing', async () => {
    const program = await createProgram(t.database.db, acme.id);
    const ownCategory = await createCategory(t.database.db, acme.id, program.id);
    const ownTag = await createTag(program.id, 'Mine');
    const sibling = await createProgram(t.database.db, acme.id);
    const siblingCategory = await createCategory(t.database.db, acme.id, sibling.id);
    const siblingTag = await createTag(sibling.id, 'Theirs');
    const globex = await createPlatform(t.database.db);
    const foreign = await createProgram(t.database.db, globex.id);
    const foreignCategory = await createCategory(t.database.db, globex.id, foreign.id);
    const missing = '00000000-0000-4000-8000-000000000000';

    for (const entry of [
      { categoryIds: [ownCategory.id, siblingCategory.id], tagIds: [ownTag.id, siblingTag.id] },
      { categoryIds: [foreignCategory.id], tagIds: [missing] },
    ]) {
      const res = await send('POST', sessionsOf(program.id), {
        name: 'Filtered',
        slug: 'filtered',
        entry: { statuses: ['submitted'], ...entry },
      });
      expect(res.statusCode, JSON.stringify(entry)).toBe(400);
      expect(res.json().error).toMatchObject({
        code: 'validation_failed',
        details: [
          { field: 'entry.categoryIds', reason: 'unknown' },
          { field: 'entry.tagIds', reason: 'unknown' },
        ],
      });
    }
    const onlyTag = await send('POST', sessionsOf(program.id), {
      name: 'Filtered',
      slug: 'filtered',
      entry: { statuses: ['submitted'], categoryIds: [ownCategory.id], tagIds: [siblingTag.id] },
    });
    expect(onlyTag.json().error.details).toEqual([{ field: 'entry.tagIds', reason: 'unknown' }]);
    expect((await get(sessionsOf(program.id))).json().pagination.total).toBe(0);
    expect((await logsOf(program.id)).filter((log: { entity: string }) => log.entity === 'session')).toEqual([]);
  });

  it('answers 400 for a malformed body: no name, a bad address, an unknown status or visibility', async () => {
    const program = await createProgram(t.database.db, acme.id);
    for (const body of [
      { slug: 'ok' },
      { name: '   ', slug: 'ok' },
      { name: 'A', slug: 'Not An Address' },
      { name: 'A', slug: 'ok', startsAt: 'tomorrow' },
      { name: 'A', slug: 'ok', scoreVisibility: 'sometimes' },
      { name: 'A', slug: 'ok', entry: { statuses: [], categoryIds: [], tagIds: [] } },
      { name: 'A', slug: 'ok', entry: { statuses: ['submitted'], categoryIds: ['not-an-id'], tagIds: [] } },
    ]) {
      const res = await send('POST', sessionsOf(program.id), body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().error.code).toBe('validation_failed');
    }
    expect((await get(sessionsOf(program.id))).json().pagination.total).toBe(0);
  });
});

describe('GET /api/user.programs/:programId/evaluation-sessions', () => {
  it('lists newest first in keyset pages, searches by name, filters by status, with totals', async () => {
    const program = await createProgram(t.database.db, acme.id);
    const names = ['Pré-sélection', 'Jury final', 'Jury technique', 'Audition'];
    const created: { id: string }[] = [];
    for (const name of names) created.push(await createSession(program.id, { name }));
    await send('PUT', `${sessionsOf(program.id)}/${created[1]?.id}/criteria`, { criteria: [weighted] });
    await send('PUT', `${sessionsOf(program.id)}/${created[1]?.id}/status`, { status: 'open' });

    const first = (await get(`${sessionsOf(program.id)}?perPage=3`)).json();
    expect(first.data.map((s: { name: string }) => s.name)).toEqual(['Audition', 'Jury technique', 'Jury final']);
    expect(first.data[2]).toMatchObject({ status: 'open', criteriaCount: 1 });
    expect(first.pagination).toMatchObject({ total: 4, totalFiltred: 4, nbPages: 2, lastId: first.data[2].id });
    const next = (await get(`${sessionsOf(program.id)}?perPage=3&after=${first.pagination.lastId}`)).json();
    expect(next.data.map((s: { name: string }) => s.name)).toEqual(['Pré-sélection']);

    const found = (await get(`${sessionsOf(program.id)}?search=JURY`)).json();
    expect(found.data.map((s: { name: string }) => s.name)).toEqual(['Jury technique', 'Jury final']);
    expect(found.pagination).toMatchObject({ total: 4, totalFiltred: 2 });
    const open = (await get(`${sessionsOf(program.id)}?status=open`)).json();
    expect(open.data.map((s: { id: string }) => s.id)).toEqual([created[1]?.id]);
    expect(open.pagination).toMatchObject({ total: 4, totalFiltred: 1 });
    const none = (await get(`${sessionsOf(program.id)}?search=jury&status=closed`)).json();
    expect(none).toMatchObject({ data: [], pagination: { total: 4, totalFiltred: 0 } });
    // A wildcard in the search is a character, not a pattern.
    expect((await get(`${sessionsOf(program.id)}?search=%25`)).json().data).toEqual([]);
  });

  it('answers 400 unknown_cursor for an `after` that is not one of the program’s sessions', async () => {
    const program = await createProgram(t.database.db, acme.id);
    const elsewhere = await createSession((await createProgram(t.database.db, acme.id)).id);
    for (const after of [elsewhere.id, '00000000-0000-4000-8000-000000000000']) {
      const res = await get(`${sessionsOf(program.id)}?after=${after}`);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.details).toEqual([{ field: 'after', reason: 'unknown_cursor' }]);
    }
  });

  it('answers one session by id and by its address, and 404 for another program’s', async () => {
    const program = await createProgram(t.database.db, acme.id);
    const created = await createSession(program.id, { slug: 'oral' });
    const byId = await get(`${sessionsOf(program.id)}/${created.id}`);
    expect(byId.statusCode, byId.body).toBe(200);
    expect(byId.json().data).toEqual(created);
    expect((await get(`${sessionsOf(program.id)}/oral`)).json().data).toEqual(created);

    const other = await createProgram(t.database.db, acme.id);
    expect((await get(`${sessionsOf(other.id)}/${created.id}`)).statusCode).toBe(404);
    expect((await get(`${sessionsOf(other.id)}/oral`)).statusCode).toBe(404);
    expect((await get(`${sessionsOf(program.id)}/written`)).statusCode).toBe(404);
  });
});

describe('PUT /api/user.programs/:programId/evaluation-sessions/:sessionId', () => {
  it('changes the settings, keeps what is not sent, and logs only what changed', async () => {
    const program = await createProgram(t.database.db, acme.id);
    const category = await createCategory(t.database.db, acme.id, program.id);
    const created = await createSession(program.id, {
      slug: 'spring',
      startsAt: '2025-04-01T00:00:00Z',
      instructions: { fr: '<p>Bienvenue</p>' },
    });
    const res = await send('PUT', `${sessionsOf(program.id)}/spring`, {
      name: 'Spring jury',
      slug: 'spring-jury',
      endsAt: '2025-04-30T00:00:00Z',
      entry: { statuses: ['accepted'], categoryIds: [category.id], tagIds: [] },
      scoreVisibility: 'always',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      id: created.id,
      name: 'Spring jury',
      slug: 'spring-jury',
      status: 'draft',
      startsAt: '2025-04-01T00:00:00.000Z',
      endsAt: '2025-04-30T00:00:00.000Z',
      instructions: { fr: '<p>Bienvenue</p>' },
      entry: { statuses: ['accepted'], categoryIds: [category.id], tagIds: [] },
      scoreVisibility: 'always',
    });
    expect((await get(`${sessionsOf(program.id)}/spring-jury`)).json().data.id).toBe(created.id);
    expect((await get(`${sessionsOf(program.id)}/spring`)).statusCode).toBe(404);

    const [log] = await logsOf(program.id);
    expect(log).toMatchObject({ action: 'update', entity: 'session', entityId: created.id });
    expect(log.before).toEqual({
      name: 'First round',
      slug: 'spring',
      endsAt: null,
      entry: { statuses: ['submitted'], categoryIds: [], tagIds: [], source: 'filter' },
      scoreVisibility: 'never',
    });
    expect(log.after).toMatchObject({ name: 'Spring jury', slug: 'spring-jury', scoreVisibility: 'always' });

    // Nothing changed: no new log entry.
    const logCount = (await logsOf(program.id)).length;
    expect((await send('PUT', `${sessionsOf(program.id)}/${created.id}`, { name: 'Spring jury' })).statusCode).toBe(
      200,
    );
    expect(await logsOf(program.id)).toHaveLength(logCount);
  });

  it('checks the dates against the stored ones, the entry, and the address, changing nothing when refused', async () => {
    const program = await createProgram(t.database.db, acme.id);
    await createSession(program.id, { slug: 'taken' });
    const created = await createSession(program.id, {
      slug: 'mine',
      startsAt: '2025-05-10T00:00:00Z',
      endsAt: '2025-05-20T00:00:00Z',
    });
    const url = `${sessionsOf(program.id)}/${created.id}`;
    const early = await send('PUT', url, { endsAt: '2025-05-01T00:00:00Z' });
    expect(early.statusCode).toBe(400);
    expect(early.json().error.details).toEqual([{ field: 'endsAt', reason: 'not_after_start' }]);
    const late = await send('PUT', url, { startsAt: '2025-06-01T00:00:00Z' });
    expect(late.json().error.details).toEqual([{ field: 'endsAt', reason: 'not_after_start' }]);
    const foreignTag = await createTag((await createProgram(t.database.db, acme.id)).id, 'Elsewhere');
    const entry = await send('PUT', url, {
      entry: { statuses: ['submitted'], categoryIds: [], tagIds: [foreignTag.id] },
    });
    expect(entry.json().error.details).toEqual([{ field: 'entry.tagIds', reason: 'unknown' }]);
    const taken = await send('PUT', url, { slug: 'taken', name: 'Renamed' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error.code).toBe('slug_taken');

    expect((await get(url)).json().data).toEqual(created);
    // Clearing the end leaves no range to check; keeping its own address is no conflict.
    const cleared = await send('PUT', url, { slug: 'mine', endsAt: null, startsAt: '2025-06-01T00:00:00Z' });
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect(cleared.json().data).toMatchObject({ startsAt: '2025-06-01T00:00:00.000Z', endsAt: null });
  });

  it('sanitises replaced instructions', async () => {
    const program = await createProgram(t.database.db, acme.id);
    const created = await createSession(program.id);
    const res = await send('PUT', `${sessionsOf(program.id)}/${created.id}`, {
      instructions: { en: '<h2>Rules</h2><p onmouseover="x()">Be fair</p><script>steal()</script>' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.instructions).toEqual({ en: '<h2>Rules</h2><p>Be fair</p>' });
  });
});

describe('PUT /api/user.programs/:programId/evaluation-sessions/:sessionId/status', () => {
  it('opens a session once it has a weighted criterion, closes it and reopens it, logging each move', async () => {
    const program = await createProgram(t.database.db, acme.id);
    const created = await createSession(program.id);
    const url = `${sessionsOf(program.id)}/${created.id}`;

    const empty = await send('PUT', `${url}/status`, { status: 'open' });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().error.code).toBe('session_without_criteria');
    expect((await send('PUT', `${url}/criteria`, { criteria: [unweightedText] })).statusCode).toBe(200);
    const unweighted = await send('PUT', `${url}/status`, { status: 'open' });
    expect(unweighted.statusCode).toBe(422);
    expect(unweighted.json().error.code).toBe('session_without_criteria');
    expect((await get(url)).json().data.status).toBe('draft');

    expect((await send('PUT', `${url}/criteria`, { criteria: [weighted, unweightedText] })).statusCode).toBe(200);
    const opened = await send('PUT', `${url}/status`, { status: 'open' });
    expect(opened.statusCode, opened.body).toBe(200);
    expect(opened.json().data).toMatchObject({ id: created.id, status: 'open', criteriaCount: 2 });
    const closed = await send('PUT', `${url}/status`, { status: 'closed' });
    expect(closed.json().data.status).toBe('closed');
    const reopened = await send('PUT', `${url}/status`, { status: 'open' });
    expect(reopened.json().data.status).toBe('open');
    expect((await get(url)).json().data.status).toBe('open');

    const moves = (await logsOf(program.id))
      .filter((log: { before: object | null }) => log.before && 'status' in log.before)
      .map(
        (log: { before: { status: string }; after: { status: string } }) => `${log.before.status}→${log.after.status}`,
      );
    expect(moves).toEqual(['closed→open', 'open→closed', 'draft→open']);
    expect((await logsOf(program.id))[0]).toMatchObject({ entity: 'session', entityId: created.id, action: 'update' });
  });

  it('answers 409 session_status_invalid for a move the lifecycle does not allow', async () => {
    const program = await createProgram(t.database.db, acme.id);
    const created = await createSession(program.id);
    const url = `${sessionsOf(program.id)}/${created.id}`;
    const refused = await send('PUT', `${url}/status`, { status: 'closed' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.code).toBe('session_status_invalid');
    await send('PUT', `${url}/criteria`, { criteria: [weighted] });
    await send('PUT', `${url}/status`, { status: 'open' });
    const back = await send('PUT', `${url}/status`, { status: 'draft' });
    expect(back.statusCode).toBe(409);
    expect(back.json().error.code).toBe('session_status_invalid');
    expect((await get(url)).json().data.status).toBe('open');
    expect((await send('PUT', `${url}/status`, { status: 'done' })).statusCode).toBe(400);
  });
});

describe('DELETE /api/user.programs/:programId/evaluation-sessions/:sessionId', () => {
  it('refuses to delete an open session, deletes a closed one with its criteria, and logs it', async () => {
    const program = await createProgram(t.database.db, acme.id);
    const created = await createSession(program.id);
    const url = `${sessionsOf(program.id)}/${created.id}`;
    await send('PUT', `${url}/criteria`, { criteria: [weighted, unweightedText] });
    await send('PUT', `${url}/status`, { status: 'open' });

    const refused = await send('DELETE', url);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.code).toBe('session_open');
    expect((await get(`${url}/criteria`)).json().data).toHaveLength(2);

    await send('PUT', `${url}/status`, { status: 'closed' });
    const res = await send('DELETE', url);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({ id: created.id });
    expect((await get(url)).statusCode).toBe(404);
    expect((await get(`${url}/criteria`)).statusCode).toBe(404);
    expect(await t.database.db.select().from(criteria).where(eq(criteria.sessionId, created.id))).toEqual([]);
    expect((await send('DELETE', url)).statusCode).toBe(404);

    expect((await logsOf(program.id))[0]).toMatchObject({
      action: 'delete',
      entity: 'session',
      entityId: created.id,
      before: { name: 'First round', status: 'closed' },
      after: null,
    });
  });

  it('deletes a draft by its address', async () => {
    const program = await createProgram(t.database.db, acme.id);
    const created = await createSession(program.id, { slug: 'scratch' });
    const res = await send('DELETE', `${sessionsOf(program.id)}/scratch`);
    expect(res.json().data).toEqual({ id: created.id });
    expect((await get(sessionsOf(program.id))).json().data).toEqual([]);
  });
});

describe('sessions of other programs and platforms', () => {
  it('answers 404 for another program’s session through this program, and changes nothing', async () => {
    const program = await createProgram(t.database.db, acme.id);
    const sibling = await createProgram(t.database.db, acme.id);
    const theirs = await createSession(sibling.id, { slug: 'theirs' });
    for (const ref of [theirs.id, 'theirs']) {
      const url = `${sessionsOf(program.id)}/${ref}`;
      expect((await get(url)).statusCode).toBe(404);
      expect((await get(`${url}/criteria`)).statusCode).toBe(404);
      expect((await send('PUT', url, { name: 'Stolen' })).statusCode).toBe(404);
      expect((await send('PUT', `${url}/status`, { status: 'open' })).statusCode).toBe(404);
      expect((await send('PUT', `${url}/criteria`, { criteria: [weighted] })).statusCode).toBe(404);
      expect((await send('DELETE', url)).statusCode).toBe(404);
    }
    expect((await get(`${sessionsOf(sibling.id)}/${theirs.id}`)).json().data).toEqual(theirs);
  });

  it('answers 404 for another platform’s program and its sessions, as for missing ones', async () => {
    const globex = await createPlatform(t.database.db);
    const foreignProgram = await createProgram(t.database.db, globex.id);
    const foreignAdmin = await createUser(t.database.db, globex.id, { roleKeys: ['platform_admin'] });
    const foreignSession = await t.signIn(globex.host, foreignAdmin.email, TEST_PASSWORD, 'admin');
    const created = await t.send(
      globex.host,
      { method: 'POST', url: sessionsOf(foreignProgram.id), payload: { name: 'Globex jury', slug: 'globex' } },
      foreignSession,
    );
    expect(created.statusCode, created.body).toBe(200);
    const foreign = created.json().data;
    const mine = await createProgram(t.database.db, acme.id);

    expect((await get(sessionsOf(foreignProgram.id))).statusCode).toBe(404);
    expect((await send('POST', sessionsOf(foreignProgram.id), { name: 'Intruder', slug: 'intruder' })).statusCode).toBe(
      404,
    );
    for (const url of [`${sessionsOf(foreignProgram.id)}/${foreign.id}`, `${sessionsOf(mine.id)}/${foreign.id}`]) {
      expect((await get(url)).statusCode, url).toBe(404);
      expect((await get(`${url}/criteria`)).statusCode, url).toBe(404);
      expect((await send('PUT', url, { name: 'Stolen' })).statusCode, url).toBe(404);
      expect((await send('PUT', `${url}/criteria`, { criteria: [weighted] })).statusCode, url).toBe(404);
      expect((await send('DELETE', url)).statusCode, url).toBe(404);
    }
    const untouched = await t.request(globex.host, {
      method: 'GET',
      url: `${sessionsOf(foreignProgram.id)}/${foreign.id}`,
      headers: { authorization: `Bearer ${foreignSession.accessToken}` },
    });
    expect(untouched.json().data).toEqual(foreign);
  });

  it('answers 404 for a program in the trash', async () => {
    const program = await createProgram(t.database.db, acme.id, { status: 'deleted' });
    expect((await get(sessionsOf(program.id))).statusCode).toBe(404);
    expect((await send('POST', sessionsOf(program.id), { name: 'Late', slug: 'late' })).statusCode).toBe(404);
  });
});

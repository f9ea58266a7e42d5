import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createApplication,
  createCategory,
  createPlatform,
  createProgram,
  createUser,
  TEST_PASSWORD,
} from '../../../../test/factories';
import { createTestApp, type Session, type TestApp } from '../../../../test/test-app';
import { applications, programs, tags, users } from '../../../db/schema';

let t: TestApp;
let acme: Awaited<ReturnType<typeof createPlatform>>;
let admin: Session;
let adminId: string;
let colleague: Session;

beforeAll(async () => {
  t = await createTestApp();
  acme = await createPlatform(t.database.db);
  const a = await createUser(t.database.db, acme.id, { roleKeys: ['platform_admin'] });
  const c = await createUser(t.database.db, acme.id, { roleKeys: ['platform_admin'] });
  adminId = a.id;
  admin = await t.signIn(acme.host, a.email, TEST_PASSWORD, 'admin');
  colleague = await t.signIn(acme.host, c.email, TEST_PASSWORD, 'admin');
});
afterAll(() => t.close());

const get = (url: string, as: Session = admin) =>
  t.request(acme.host, { method: 'GET', url, headers: { authorization: `Bearer ${as.accessToken}` } });
const send = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, as: Session = admin) =>
  t.send(acme.host, { method, url, ...(payload && { payload }) }, as);

async function applicant(firstname: string, lastname: string) {
  return createUser(t.database.db, acme.id, { firstname, lastname });
}

/** A program with two categories, a tag, and five applications of known shapes and dates. */
async function seeded() {
  const db = t.database.db;
  const program = await createProgram(db, acme.id, { publishedAt: new Date() });
  const first = await createCategory(db, acme.id, program.id, {
    titles: { fr: 'Jeunes' },
    steps: [
      { id: 'form', type: 'form', config: { form_id: 'x' } },
      { id: 'check', type: 'validation', titles: { fr: 'Vérif' } },
    ],
  });
  const second = await createCategory(db, acme.id, program.id, { titles: { fr: 'Seniors' }, position: 1 });
  const [tag] = await db.insert(tags).values({ platformId: acme.id, programId: program.id, name: 'Bio' }).returning();
  const people = [
    await applicant('Zoé', 'Abel'),
    await applicant('Yann', 'Bernard'),
    await applicant('Xavier', 'Colin'),
  ];
  const day = (iso: string) => new Date(iso);
  const rows = [
    {
      who: 0,
      categoryId: first.id,
      status: 'submitted' as const,
      createdAt: day('2026-03-01T10:00:00Z'),
      city: 'Lyon',
    },
    { who: 1, categoryId: first.id, status: 'draft' as const, createdAt: day('2026-03-02T23:30:00Z'), city: 'Paris' },
    {
      who: 2,
      categoryId: second.id,
      status: 'accepted' as const,
      createdAt: day('2026-03-03T08:00:00Z'),
      city: 'Lille',
    },
    {
      who: 0,
      categoryId: second.id,
      status: 'rejected' as const,
      createdAt: day('2026-03-04T08:00:00Z'),
      city: 'Nice',
    },
  ];
  const ids: string[] = [];
  for (const row of rows) {
    const created = await createApplication(db, acme.id, program.id, {
      categoryId: row.categoryId,
      applicantId: people[row.who]?.id,
      status: row.status,
      createdAt: row.createdAt,
    });
    const person = people[row.who] as { firstname: string; lastname: string; email: string };
    await db
      .update(applications)
      .set({
        answers: { form: { city: row.city, themes: ['eau', 'sol'] } },
        searchText: `${person.firstname} ${person.lastname} ${person.email} ${row.city}`.toLowerCase(),
      })
      .where(eq(applications.id, created.id));
    ids.push(created.id);
  }
  // One in the trash never shows.
  await createApplication(db, acme.id, program.id, { deletedAt: new Date() });
  return { program, first, second, tag: tag as { id: string }, ids };
}

const listUrl = (programId: string, query = '') => `/api/user.programs/${programId}/responses${query}`;
const names = (res: { json(): { data: { applicant: { name: string } | null }[] } }) =>
  res.json().data.map((row) => row.applicant?.name);

describe('GET /api/user.programs/:programId/responses', () => {
  it('lists, sorts, pages and counts the applications outside the trash', async () => {
    const { program } = await seeded();
    const res = await get(listUrl(program.id, '?sort=applicant&order=asc&perPage=3&columns=city'));
    expect(res.statusCode, res.body).toBe(200);
    expect(names(res)).toEqual(['Zoé Abel', 'Zoé Abel', 'Yann Bernard']);
    expect(res.json().pagination).toMatchObject({ total: 4, totalFiltred: 4, nbPages: 2 });
    expect(res.json().data[0]).toMatchObject({
      answers: { city: expect.any(String) },
      category: { title: expect.any(String) },
    });
    const page2 = await get(listUrl(program.id, '?sort=applicant&order=asc&perPage=3&page=2'));
    expect(names(page2)).toEqual(['Xavier Colin']);
    const newest = await get(listUrl(program.id));
    expect(newest.json().data.map((row: { status: string }) => row.status)).toEqual([
      'rejected',
      'accepted',
      'draft',
      'submitted',
    ]);
  });

  it('pages newest first by keyset (`after`) exactly as by page number', async () => {
    const { program } = await seeded();
    const first = (await get(listUrl(program.id, '?perPage=2'))).json();
    const byPage = (await get(listUrl(program.id, '?perPage=2&page=2'))).json();
    const byCursor = (await get(listUrl(program.id, `?perPage=2&page=2&after=${first.pagination.lastId}`))).json();
    expect(byCursor.data.map((row: { id: string }) => row.id)).toEqual(
      byPage.data.map((row: { id: string }) => row.id),
    );
    expect(byCursor.pagination).toMatchObject({ page: 2, total: 4, totalFiltred: 4 });
  });

  it('pages every sort, both ways, by keyset in the same order as one whole page', async () => {
    const { program, ids } = await seeded();
    const db = t.database.db;
    // Two submission dates, two drafts without one: the drafts come last in both orders.
    await db.update(applications).set({ submittedAt: null }).where(eq(applications.programId, program.id));
    await db
      .update(applications)
      .set({ submittedAt: new Date('2026-03-05T09:00:00Z') })
      .where(eq(applications.id, ids[0] as string));
    await db
      .update(applications)
      .set({ submittedAt: new Date('2026-03-06T09:00:00Z') })
      .where(eq(applications.id, ids[2] as string));
    const idsOf = (body: { data: { id: string }[] }) => body.data.map((row) => row.id);
    for (const sort of ['createdAt', 'updatedAt', 'submittedAt', 'status', 'applicant']) {
      for (const order of ['asc', 'desc']) {
        const whole = idsOf((await get(listUrl(program.id, `?sort=${sort}&order=${order}&perPage=10`))).json());
        const walked: string[] = [];
        for (let page = 1; page <= 5; page++) {
          const after = walked.length ? `&after=${walked.at(-1)}` : '';
          const body = (
            await get(listUrl(program.id, `?sort=${sort}&order=${order}&perPage=1&page=${page}${after}`))
          ).json();
          walked.push(...idsOf(body));
        }
        expect(walked, `${sort} ${order}`).toEqual(whole);
        expect(whole).toHaveLength(4);
        if (sort === 'submittedAt') {
          expect(whole.slice(0, 2), order).toEqual(order === 'desc' ? [ids[2], ids[0]] : [ids[0], ids[2]]);
        }
      }
    }
  });

  it('sorts by applicant under their current name, after they change it', async () => {
    const { program } = await seeded();
    const byName = async () => names(await get(listUrl(program.id, '?sort=applicant&order=asc')));
    expect(await byName()).toEqual(['Zoé Abel', 'Zoé Abel', 'Yann Bernard', 'Xavier Colin']);
    const colin = (await get(listUrl(program.id)))
      .json()
      .data.find((row: { applicant: { name: string } }) => row.applicant.name === 'Xavier Colin');
    await t.database.db.update(users).set({ lastname: 'Aaron' }).where(eq(users.id, colin.applicant.id));
    expect(await byName()).toEqual(['Xavier Aaron', 'Zoé Abel', 'Zoé Abel', 'Yann Bernard']);
  });

  it('reads a cursor on this platform only', async () => {
    const { program } = await seeded();
    const other = await createPlatform(t.database.db);
    const theirs = await createProgram(t.database.db, other.id, {});
    const foreign = await createApplication(t.database.db, other.id, theirs.id, {});
    const res = await get(listUrl(program.id, `?perPage=10&after=${foreign.id}`));
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual([]);
  });

  it('counts again as soon as an application changes', async () => {
    const { program, ids } = await seeded();
    const total = async () => (await get(listUrl(program.id, '?status=accepted'))).json().pagination.totalFiltred;
    expect(await total()).toBe(1);
    await send('PUT', `${listUrl(program.id)}/${ids[0]}/status`, { status: 'accepted' });
    expect(await total()).toBe(2);
    await send('DELETE', `${listUrl(program.id)}/${ids[0]}`);
    expect(await total()).toBe(1);
  });

  it('filters by status, category, tag, answer, search and days in a time zone', async () => {
    const { program, first, tag, ids } = await seeded();
    await send('PUT', `${listUrl(program.id)}/${ids[2]}/tags`, { tagIds: [tag.id] });
    const count = async (query: string) => (await get(listUrl(program.id, query))).json().pagination.totalFiltred;
    expect(await count('?status=submitted,accepted')).toBe(2);
    expect(await count(`?categoryId=${first.id}`)).toBe(2);
    expect(await count(`?tagId=${tag.id}`)).toBe(1);
    expect(await count('?answer=city:Lyon')).toBe(1);
    expect(await count('?answer=themes:sol')).toBe(4);
    expect(await count('?search=BERNARD')).toBe(1);
    expect(await count('?search=lille')).toBe(1);
    // 2026-03-02T23:30Z is still 2 March in UTC but already 3 March in Paris.
    expect(await count('?from=2026-03-02&to=2026-03-02&tz=UTC')).toBe(1);
    expect(await count('?from=2026-03-02&to=2026-03-02&tz=Europe/Paris')).toBe(0);
    expect(await count('?from=2026-03-03&to=2026-03-03&tz=Europe/Paris')).toBe(2);
    expect(await count('?categoryId=not-a-uuid')).toBe(0);
    expect((await get(listUrl(program.id, '?status=lost'))).statusCode).toBe(400);
    expect((await get(listUrl(program.id, '?from=yesterday'))).statusCode).toBe(400);
  });

  it('lists the rows of each filter, whose values change from call to call in one prepared shape', async () => {
    const { program, first, second, ids } = await seeded();
    const rowIds = async (query: string) =>
      (await get(listUrl(program.id, query))).json().data.map((row: { id: string }) => row.id);
    // One shape (a status, a category, an answer), other values: each call reads its own rows.
    expect(await rowIds('?status=submitted')).toEqual([ids[0]]);
    expect(await rowIds('?status=accepted')).toEqual([ids[2]]);
    expect(await rowIds(`?categoryId=${first.id}`)).toEqual([ids[1], ids[0]]);
    expect(await rowIds(`?categoryId=${second.id}`)).toEqual([ids[3], ids[2]]);
    expect(await rowIds('?answer=city:Lyon')).toEqual([ids[0]]);
    expect(await rowIds('?answer=city:Nice')).toEqual([ids[3]]);
    expect(await rowIds(`?status=accepted&after=${ids[3]}`)).toEqual([ids[2]]);
    expect(await rowIds(`?status=submitted&after=${ids[3]}`)).toEqual([ids[0]]);
    // Another platform's program of the same shape reads nothing of this one.
    const other = await createPlatform(t.database.db);
    const theirs = await createProgram(t.database.db, other.id, {});
    await createApplication(t.database.db, other.id, theirs.id, { status: 'submitted' });
    expect(await rowIds('?status=submitted')).toEqual([ids[0]]);
  });

  it('still lists right once the prepared shapes are past their bound', async () => {
    const { program, second, ids } = await seeded();
    // 220 shapes: every sort and order, with and without answer columns, with 0 to 10 answer filters.
    for (const sort of ['createdAt', 'updatedAt', 'submittedAt', 'status', 'applicant']) {
      for (const order of ['asc', 'desc']) {
        for (const columns of ['', '&columns=city']) {
          for (let count = 0; count <= 10; count++) {
            const answers = Array.from({ length: count }, () => '&answer=themes:sol').join('');
            const res = await get(listUrl(program.id, `?sort=${sort}&order=${order}${columns}${answers}`));
            expect(res.json().data, `${sort} ${order} ${columns} ${count}`).toHaveLength(4);
          }
        }
      }
    }
    // Shapes seen for the first time now are built call by call, and read their own values.
    const rowIds = async (query: string) =>
      (await get(listUrl(program.id, query))).json().data.map((row: { id: string }) => row.id);
    expect(await rowIds(`?status=accepted&categoryId=${second.id}&after=${ids[3]}`)).toEqual([ids[2]]);
    expect(await rowIds(`?status=rejected&categoryId=${second.id}`)).toEqual([ids[3]]);
  });

  it("answers 404 for another platform's program and 403 without the programs permission", async () => {
    const other = await createPlatform(t.database.db);
    const foreign = await createProgram(t.database.db, other.id);
    expect((await get(listUrl(foreign.id))).statusCode).toBe(404);
    const member = await createUser(t.database.db, acme.id);
    const session = await t.signIn(acme.host, member.email, TEST_PASSWORD);
    const { program } = await seeded();
    expect((await get(listUrl(program.id), session)).statusCode).toBe(403);
  });
});

describe('one application', () => {
  it('shows every answer, decides, reopens, validates a step, with the history', async () => {
    const { program, ids } = await seeded();
    const url = `${listUrl(program.id)}/${ids[0]}`;
    const detail = (await get(url)).json().data;
    expect(detail).toMatchObject({ status: 'submitted', answers: { form: { city: 'Lyon' } }, comments: [] });

    const accepted = await send('PUT', `${url}/status`, { status: 'accepted' });
    expect(accepted.json().data.status).toBe('accepted');
    const reopened = await send('PUT', `${url}/status`, { status: 'draft' });
    expect(reopened.json().data.status).toBe('draft');
    const validated = await send('PUT', `${url}/steps/check`, { decision: 'validated' });
    expect(validated.json().data.stepStatuses).toEqual({ check: 'validated' });
    const undone = await send('PUT', `${url}/steps/check`, { decision: 'pending' });
    expect(undone.json().data.stepStatuses).toEqual({});
    expect((await send('PUT', `${url}/steps/form`, { decision: 'validated' })).statusCode).toBe(404);

    const events = undone.json().data.events.map((event: { action: string }) => event.action);
    expect(events).toEqual(['status', 'reopened', 'step_validated', 'step_pending']);
    expect(undone.json().data.events[0]).toMatchObject({
      fromStatus: 'submitted',
      toStatus: 'accepted',
      user: { id: adminId },
    });
  });

  it('keeps private notes to their author and lets only the author delete', async () => {
    const { program, ids } = await seeded();
    const url = `${listUrl(program.id)}/${ids[1]}`;
    const team = (await send('POST', `${url}/comments`, { body: 'Dossier solide' })).json().data;
    const note = (await send('POST', `${url}/comments`, { body: 'À rappeler', visibility: 'private' })).json().data;
    expect(team).toMatchObject({ visibility: 'team', mine: true });
    const mine = (await get(url)).json().data.comments.map((c: { body: string }) => c.body);
    expect(mine).toEqual(['Dossier solide', 'À rappeler']);
    const theirs = (await get(url, colleague)).json().data.comments;
    expect(theirs.map((c: { body: string }) => c.body)).toEqual(['Dossier solide']);
    expect(theirs[0].mine).toBe(false);
    expect((await send('DELETE', `${url}/comments/${team.id}`, undefined, colleague)).statusCode).toBe(404);
    expect((await send('DELETE', `${url}/comments/${note.id}`)).statusCode).toBe(200);
    expect((await send('POST', `${url}/comments`, { body: '   ' })).statusCode).toBe(400);
  });

  it("refuses another program's tag and an application of another program", async () => {
    const { program, ids } = await seeded();
    const other = await seeded();
    const res = await send('PUT', `${listUrl(program.id)}/${ids[0]}/tags`, { tagIds: [other.tag.id] });
    expect(res.statusCode).toBe(400);
    expect((await get(`${listUrl(program.id)}/${other.ids[0]}`)).statusCode).toBe(404);
  });
});

describe('switched-off program features', () => {
  it('refuses comments and tags on a program that switched them off, with a message saying why', async () => {
    const { program, tag, ids } = await seeded();
    await t.database.db
      .update(programs)
      .set({ features: { comments: false, tags: false } })
      .where(eq(programs.id, program.id));
    const url = `${listUrl(program.id)}/${ids[0]}`;
    const comment = await send('POST', `${url}/comments`, { body: 'Hors sujet' });
    expect(comment.statusCode).toBe(409);
    expect(comment.json().error).toMatchObject({ code: 'feature_disabled', details: { feature: 'comments' } });
    expect(comment.json().error.message).toContain('fonctionnalité');
    expect((await send('PUT', `${url}/tags`, { tagIds: [tag.id] })).json().error.code).toBe('feature_disabled');
    const bulk = await send('POST', `${listUrl(program.id)}/bulk`, {
      selection: { ids: [ids[0]] },
      action: 'tag',
      tagId: tag.id,
    });
    expect(bulk.statusCode).toBe(409);
  });
});

describe('bulk actions and the trash', () => {
  it('shows each row’s tags by name, a tag made a moment ago included', async () => {
    const { program, tag, ids } = await seeded();
    const tagsOf = async (id: string | undefined) =>
      (await get(listUrl(program.id))).json().data.find((row: { id: string }) => row.id === id).tags;
    await send('PUT', `${listUrl(program.id)}/${ids[0]}/tags`, { tagIds: [tag.id] });
    expect(await tagsOf(ids[0])).toEqual([{ id: tag.id, name: 'Bio', color: expect.any(String) }]);
    const [fresh] = await t.database.db
      .insert(tags)
      .values({ platformId: acme.id, programId: program.id, name: 'Atelier', color: '#123456' })
      .returning();
    await send('PUT', `${listUrl(program.id)}/${ids[0]}/tags`, { tagIds: [tag.id, fresh?.id] });
    expect(await tagsOf(ids[0])).toEqual([
      { id: fresh?.id, name: 'Atelier', color: '#123456' },
      { id: tag.id, name: 'Bio', color: expect.any(String) },
    ]);
    expect(await tagsOf(ids[1])).toEqual([]);
  });

  it('tags every row of a filter except the unticked ones, and changes chosen rows', async () => {
    const { program, tag, ids } = await seeded();
    const bulk = (body: object) => send('POST', `${listUrl(program.id)}/bulk`, body);
    const tagged = await bulk({
      selection: { all: true, filter: { answer: 'themes:eau' }, except: [ids[3]] },
      action: 'tag',
      tagId: tag.id,
    });
    expect(tagged.json().data).toEqual({ affected: 3 });
    expect((await get(listUrl(program.id, `?tagId=${tag.id}`))).json().pagination.totalFiltred).toBe(3);
    const decided = await bulk({ selection: { ids: [ids[0], ids[1]] }, action: 'status', status: 'accepted' });
    expect(decided.json().data.affected).toBe(2);
    expect((await get(listUrl(program.id, '?status=accepted'))).json().pagination.totalFiltred).toBe(3);
    expect((await bulk({ selection: { ids: [ids[0]] }, action: 'tag' })).statusCode).toBe(400);
    // Another program's application is never touched through this program.
    const other = await seeded();
    const foreign = await bulk({ selection: { ids: [other.ids[0]] }, action: 'trash' });
    expect(foreign.json().data.affected).toBe(0);
  });

  it('moves to the trash, lists, restores and deletes for good', async () => {
    const { program, ids } = await seeded();
    expect((await send('DELETE', `${listUrl(program.id)}/${ids[0]}`)).statusCode).toBe(200);
    expect((await get(listUrl(program.id))).json().pagination.total).toBe(3);
    const trash = (await get('/api/trash/deposits?perPage=100')).json();
    const entry = trash.data.find((row: { id: string }) => row.id === ids[0]);
    expect(entry).toMatchObject({ program: { id: program.id }, applicant: { name: 'Zoé Abel' } });
    expect((await send('POST', `/api/trash/deposits/${ids[0]}/restore`)).statusCode).toBe(200);
    expect((await get(listUrl(program.id))).json().pagination.total).toBe(4);
    expect((await send('DELETE', `/api/trash/deposits/${ids[0]}`)).statusCode).toBe(404);
    await send('DELETE', `${listUrl(program.id)}/${ids[0]}`);
    expect((await send('DELETE', `/api/trash/deposits/${ids[0]}`)).statusCode).toBe(200);
    expect(
      await t.database.db
        .select()
        .from(applications)
        .where(eq(applications.id, ids[0] as string)),
    ).toEqual([]);
    // The applicant account stays.
    expect((await t.database.db.select().from(users).where(eq(users.firstname, 'Zoé'))).length).toBeGreaterThan(0);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCategory, createPlatform, createProgram, createUser, TEST_PASSWORD } from '../../../test/factories';
import { createTestApp, type Session, type TestApp } from '../../../test/test-app';

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
const post = (url: string) => t.send(acme.host, { method: 'POST', url }, session);
const publish = (programId: string) => post(`/api/user.programs/${programId}/publish`);

async function problemsOf(programId: string) {
  const res = await publish(programId);
  expect(res.statusCode, res.body).toBe(422);
  expect(res.json().error.code).toBe('program_not_publishable');
  return res.json().error.details;
}

describe('POST /api/user.programs/:programId/publish', () => {
  it('answers 422 programCategoriesMustNotBeEmpty for a program without categories', async () => {
    const program = await createProgram(t.database.db, acme.id);
    expect(await problemsOf(program.id)).toEqual([{ reason: 'programCategoriesMustNotBeEmpty' }]);
  });

  it('answers 422 with each reason, the category and the 1-based step number', async () => {
    const program = await createProgram(t.database.db, acme.id);
    const db = t.database.db;
    const empty = await createCategory(db, acme.id, program.id, { position: 0, titles: { fr: 'Vide' }, steps: [] });
    const form = await createCategory(db, acme.id, program.id, {
      position: 1,
      titles: { fr: 'Formulaire' },
      steps: [{ type: 'validation' }, { type: 'form', config: { form_id: '' } }],
    });
    const textarea = await createCategory(db, acme.id, program.id, {
      position: 2,
      titles: { fr: 'Texte' },
      steps: [{ type: 'textarea', config: { content: '<p></p>' } }],
    });
    await createCategory(db, acme.id, program.id, { position: 3 });
    expect(await problemsOf(program.id)).toEqual([
      { reason: 'stepsMustNotBeEmpty', categoryId: empty.id, categoryTitle: 'Vide' },
      { reason: 'formMustNotBeEmpty', categoryId: form.id, categoryTitle: 'Formulaire', stepNumber: 2 },
      { reason: 'textareaMustNotBeEmpty', categoryId: textarea.id, categoryTitle: 'Texte', stepNumber: 1 },
    ]);
  });

  it('keeps only the first problem of each category', async () => {
    const program = await createProgram(t.database.db, acme.id);
    const category = await createCategory(t.database.db, acme.id, program.id, {
      steps: [
        { type: 'textarea', config: { content: '<p>Fine</p>' } },
        { type: 'textarea', config: { content: '<p>&nbsp;</p>' } },
        { type: 'form', config: {} },
      ],
    });
    expect(await problemsOf(program.id)).toEqual([
      { reason: 'textareaMustNotBeEmpty', categoryId: category.id, categoryTitle: 'Catégorie', stepNumber: 2 },
    ]);
  });

  it('names categories in the caller’s language when the program offers it', async () => {
    const program = await createProgram(t.database.db, acme.id);
    await createCategory(t.database.db, acme.id, program.id, { titles: { fr: 'Vide', en: 'Empty' }, steps: [] });
    const res = await t.send(
      acme.host,
      { method: 'POST', url: `/api/user.programs/${program.id}/publish`, headers: { 'x-locale': 'en' } },
      session,
    );
    expect(res.json().error.details[0].categoryTitle).toBe('Empty');
  });

  it('publishes a program that passes the check, once: publishing again keeps the date', async () => {
    const program = await createProgram(t.database.db, acme.id);
    await createCategory(t.database.db, acme.id, program.id);
    const first = await publish(program.id);
    expect(first.statusCode, first.body).toBe(200);
    const publishedAt = first.json().data.publishedAt;
    expect(Date.parse(publishedAt)).toBeGreaterThan(Date.now() - 60_000);

    const again = await publish(program.id);
    expect(again.statusCode).toBe(200);
    expect(again.json().data.publishedAt).toBe(publishedAt);
    const logs = (await get(`/api/user.programs/${program.id}/logs`)).json().data;
    expect(logs.map((l: { action: string }) => l.action)).toEqual(['publish']);
    expect(logs[0]).toMatchObject({ before: { publishedAt: null }, after: { publishedAt } });
  });

  it('leaves a refused program unpublished and logs nothing', async () => {
    const program = await createProgram(t.database.db, acme.id);
    await problemsOf(program.id);
    expect((await get(`/api/user.programs/${program.id}`)).json().data.publishedAt).toBeNull();
    expect((await get(`/api/user.programs/${program.id}/logs`)).json().data).toEqual([]);
  });

  it('answers 404 for a program in the trash', async () => {
    const program = await createProgram(t.database.db, acme.id, { status: 'deleted' });
    await createCategory(t.database.db, acme.id, program.id);
    expect((await publish(program.id)).statusCode).toBe(404);
  });
});

describe('POST /api/user.programs/:programId/unpublish', () => {
  it('clears the publication date and logs it', async () => {
    const program = await createProgram(t.database.db, acme.id, { publishedAt: new Date('2030-01-01T00:00:00Z') });
    const res = await post(`/api/user.programs/${program.id}/unpublish`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.publishedAt).toBeNull();
    expect((await post(`/api/user.programs/${program.id}/unpublish`)).statusCode).toBe(200);
    const logs = (await get(`/api/user.programs/${program.id}/logs`)).json().data;
    expect(logs).toHaveLength(1);
    expect(logs[0]).toMatchObject({
      action: 'unpublish',
      before: { publishedAt: '2030-01-01T00:00:00.000Z' },
      after: { publishedAt: null },
    });
  });
});

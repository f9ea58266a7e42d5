import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCategory, createPlatform, createProgram, createUser, TEST_PASSWORD } from '../../../../test/factories';
import { createTestForm } from '../../../../test/form-factories';
import { createTestApp, type Session, type TestApp } from '../../../../test/test-app';
import { applicationEvents, applications } from '../../../db/schema';

let t: TestApp;
let acme: Awaited<ReturnType<typeof createPlatform>>;
let alice: Session;
let bob: Session;

beforeAll(async () => {
  t = await createTestApp();
  acme = await createPlatform(t.database.db);
  const a = await createUser(t.database.db, acme.id, { firstname: 'Alice', lastname: 'Martin' });
  const b = await createUser(t.database.db, acme.id);
  alice = await t.signIn(acme.host, a.email, TEST_PASSWORD);
  bob = await t.signIn(acme.host, b.email, TEST_PASSWORD);
});
afterAll(() => t.close());

const get = (url: string, as: Session = alice, host = acme.host) =>
  t.request(host, { method: 'GET', url, headers: { authorization: `Bearer ${as.accessToken}` } });
const send = (method: 'POST' | 'PUT', url: string, payload: object, as: Session = alice) =>
  t.send(acme.host, { method, url, payload }, as);

/** A published open program with one category: a form step (required name, e-mail) then a text step. */
async function openProgram(options: { features?: Record<string, boolean>; validation?: boolean } = {}) {
  const db = t.database.db;
  const program = await createProgram(db, acme.id, { publishedAt: new Date(), features: options.features });
  const form = await createTestForm(db, acme.id, program.id, {
    fields: [
      { reference: 'name', type: 'text', title: 'Nom', required: true },
      { reference: 'mail', type: 'email', title: 'Courriel' },
    ],
  });
  const steps = [
    { id: 'form-step', type: 'form' as const, titles: { fr: 'Dossier' }, config: { form_id: form.id } },
    ...(options.validation ? [{ id: 'check', type: 'validation' as const, titles: { fr: 'Vérification' } }] : []),
    { id: 'intro', type: 'textarea' as const, titles: { fr: 'À lire' }, config: { content: '<p>Merci</p>' } },
  ];
  const category = await createCategory(db, acme.id, program.id, { steps });
  return { program, form, category };
}

const create = (programId: string, categoryId: string, id = randomUUID(), as: Session = alice) =>
  send('POST', `/api/portal/programs/${programId}/applications`, { id, categoryId }, as);
const save = (id: string, body: object, as: Session = alice) =>
  send('PUT', `/api/portal/me/responses/${id}/answers`, body, as);
const submit = (id: string, version: number, as: Session = alice) =>
  send('POST', `/api/portal/me/responses/${id}/submit`, { version }, as);

describe('starting an application', () => {
  it('creates a draft once: a retry with the same id answers the same application', async () => {
    const { program, category } = await openProgram();
    const id = randomUUID();
    const first = await create(program.id, category.id, id);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().data).toMatchObject({
      id,
      status: 'draft',
      version: 1,
      editable: true,
      category: { id: category.id },
      program: { id: program.id, slug: program.slug },
    });
    const retry = await create(program.id, category.id, id);
    expect(retry.statusCode).toBe(200);
    expect(retry.json().data.id).toBe(id);
    const rows = await t.database.db.select().from(applications).where(eq(applications.programId, program.id));
    expect(rows).toHaveLength(1);
  });

  it('refuses a second application unless the program allows several, and names the existing one', async () => {
    const { program, category } = await openProgram();
    const first = await create(program.id, category.id);
    const second = await create(program.id, category.id);
    expect(second.statusCode).toBe(409);
    expect(second.json().error).toMatchObject({ code: 'application_exists', details: { id: first.json().data.id } });
    const several = await openProgram({ features: { multipleApplications: true } });
    expect((await create(several.program.id, several.category.id)).statusCode).toBe(200);
    expect((await create(several.program.id, several.category.id)).statusCode).toBe(200);
  });

  it('refuses an unpublished (404) or closed (409 program_closed) program and an unknown category (400)', async () => {
    const db = t.database.db;
    const unpublished = await createProgram(db, acme.id);
    const c1 = await createCategory(db, acme.id, unpublished.id);
    expect((await create(unpublished.id, c1.id)).statusCode).toBe(404);
    const closed = await createProgram(db, acme.id, {
      publishedAt: new Date(),
      closingAt: new Date(Date.now() - 60_000),
    });
    const c2 = await createCategory(db, acme.id, closed.id);
    const res = await create(closed.id, c2.id);
    expect(res.statusCode).toBe(409);
    expect(res.json().error.code).toBe('program_closed');
    const { program } = await openProgram();
    expect((await create(program.id, randomUUID())).statusCode).toBe(400);
  });

  it("never reuses another person's application id, and hides each person's applications from the others", async () => {
    const { program, category } = await openProgram({ features: { multipleApplications: true } });
    const id = randomUUID();
    await create(program.id, category.id, id);
    const stolen = await create(program.id, category.id, id, bob);
    expect(stolen.statusCode).toBe(400);
    expect((await get(`/api/portal/me/responses/${id}`, bob)).statusCode).toBe(404);
    expect((await save(id, { version: 1, stepId: 'form-step', answers: { name: 'x' } }, bob)).statusCode).toBe(404);
    const other = await createPlatform(t.database.db);
    expect((await get(`/api/portal/me/responses/${id}`, alice, other.host)).statusCode).toBe(401);
    const mine = (await get(`/api/portal/me/responses?programId=${program.id}`)).json().data;
    expect(mine.map((a: { id: string }) => a.id)).toContain(id);
    expect((await get(`/api/portal/me/responses?programId=${program.id}`, bob)).json().data).toEqual([]);
  });
});

describe('autosaving answers', () => {
  it('saves a step over the version it started from and refuses a stale one with the current application', async () => {
    const { program, category } = await openProgram();
    const { id } = (await create(program.id, category.id)).json().data;
    const saved = await save(id, { version: 1, stepId: 'form-step', answers: { name: 'Ada' } });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data).toMatchObject({ version: 2, answers: { 'form-step': { name: 'Ada' } } });
    // A second tab still on version 1 is not allowed to overwrite Ada.
    const stale = await save(id, { version: 1, stepId: 'form-step', answers: { name: 'Grace' } });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error).toMatchObject({
      code: 'version_conflict',
      details: { currentVersion: 2, current: { version: 2, answers: { 'form-step': { name: 'Ada' } } } },
    });
    const now = (await get(`/api/portal/me/responses/${id}`)).json().data;
    expect(now.answers['form-step']).toEqual({ name: 'Ada' });
    const [row] = await t.database.db.select().from(applications).where(eq(applications.id, id));
    expect(row?.searchText).toContain('ada');
    expect(row?.searchText).toContain('alice');
  });

  it('refuses a step that is not a form step of its category', async () => {
    const { program, category } = await openProgram();
    const { id } = (await create(program.id, category.id)).json().data;
    for (const stepId of ['intro', 'nope']) {
      const res = await save(id, { version: 1, stepId, answers: { a: 1 } });
      expect(res.statusCode, stepId).toBe(400);
    }
  });
});

describe('submitting', () => {
  it('checks every step on the server, then submits once: a retry changes nothing', async () => {
    const { program, category } = await openProgram();
    const { id } = (await create(program.id, category.id)).json().data;
    const empty = await submit(id, 1);
    expect(empty.statusCode).toBe(422);
    expect(empty.json().error).toMatchObject({
      code: 'submission_incomplete',
      details: [{ stepId: 'form-step', reason: 'invalid_answers', issues: [{ reference: 'name', rule: 'required' }] }],
    });
    await save(id, { version: 1, stepId: 'form-step', answers: { name: 'Ada', mail: 'pas-un-mail' } });
    const badMail = await submit(id, 2);
    expect(badMail.statusCode).toBe(422);
    expect(badMail.json().error.details[0].issues[0]).toMatchObject({ reference: 'mail' });
    await save(id, { version: 2, stepId: 'form-step', answers: { name: 'Ada', mail: 'ada@example.org' } });
    const done = await submit(id, 3);
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().data).toMatchObject({ status: 'submitted', version: 4, editable: false });
    const retry = await submit(id, 3);
    expect(retry.statusCode).toBe(200);
    expect(retry.json().data).toMatchObject({ status: 'submitted', submittedAt: done.json().data.submittedAt });
    const events = await t.database.db.select().from(applicationEvents).where(eq(applicationEvents.applicationId, id));
    expect(events.filter((event) => event.action === 'submitted')).toHaveLength(1);
    const after = await save(id, { version: 4, stepId: 'form-step', answers: { name: 'Changed' } });
    expect(after.statusCode).toBe(409);
    expect(after.json().error.code).toBe('application_not_editable');
  });

  it('lets the applicant edit a submitted application until closing when the program allows it', async () => {
    const { program, category } = await openProgram({ features: { editAfterSubmission: true } });
    const { id } = (await create(program.id, category.id)).json().data;
    await save(id, { version: 1, stepId: 'form-step', answers: { name: 'Ada' } });
    const done = (await submit(id, 2)).json().data;
    expect(done.editable).toBe(true);
    const edited = await save(id, { version: done.version, stepId: 'form-step', answers: { name: 'Ada L.' } });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().data.status).toBe('submitted');
  });

  it('waits for the organizers on a validation step', async () => {
    const { program, category } = await openProgram({ validation: true });
    const { id } = (await create(program.id, category.id)).json().data;
    await save(id, { version: 1, stepId: 'form-step', answers: { name: 'Ada' } });
    const pending = await submit(id, 2);
    expect(pending.statusCode).toBe(422);
    expect(pending.json().error.details).toEqual([{ stepId: 'check', reason: 'validation_pending' }]);
    await t.database.db
      .update(applications)
      .set({ stepStatuses: { check: 'validated' } })
      .where(eq(applications.id, id));
    expect((await submit(id, 2)).statusCode).toBe(200);
  });
});

describe('portal reads for applicants', () => {
  it('lists published public programs with phase filter and search, without sign-in', async () => {
    const db = t.database.db;
    const fresh = await createPlatform(db);
    const soon = new Date(Date.now() + 5 * 86_400_000);
    await createProgram(db, fresh.id, { titles: { fr: 'Prix vert' }, publishedAt: new Date(Date.now() - 3000) });
    await createProgram(db, fresh.id, {
      titles: { fr: 'Prix bleu' },
      publishedAt: new Date(Date.now() - 2000),
      openingAt: soon,
    });
    await createProgram(db, fresh.id, {
      titles: { fr: 'Prix clos' },
      publishedAt: new Date(Date.now() - 1000),
      status: 'archived',
    });
    await createProgram(db, fresh.id, { titles: { fr: 'Prix privé' }, publishedAt: new Date(), visibility: 'private' });
    await createProgram(db, fresh.id, { titles: { fr: 'Brouillon' } });
    const list = (query = '') =>
      t.request(fresh.host, { method: 'GET', url: `/api/portal/platforms/${fresh.id}/programs${query}` });
    const titles = async (query = '') => (await list(query)).json().data.map((p: { title: string }) => p.title);
    expect(await titles()).toEqual(['Prix clos', 'Prix bleu', 'Prix vert']);
    expect(await titles('?phase=open')).toEqual(['Prix vert']);
    expect(await titles('?phase=upcoming')).toEqual(['Prix bleu']);
    expect(await titles('?phase=closed')).toEqual(['Prix clos']);
    expect(await titles('?search=bleu')).toEqual(['Prix bleu']);
    const page = (await list('?perPage=2')).json();
    expect(page.pagination).toMatchObject({ total: 3, totalFiltred: 3, nbPages: 2 });
    expect(await titles(`?perPage=2&after=${page.pagination.lastId}`)).toEqual(['Prix vert']);
    expect(
      (await t.request(acme.host, { method: 'GET', url: `/api/portal/platforms/${fresh.id}/programs` })).statusCode,
    ).toBe(404);
  });

  it('serves a category and the forms its steps use, and nothing else', async () => {
    const { program, form, category } = await openProgram();
    const base = `/api/portal/platforms/${acme.id}/programs/${program.id}`;
    const cat = await t.request(acme.host, { method: 'GET', url: `${base}/categories/${category.id}?lang=fr` });
    expect(cat.statusCode, cat.body).toBe(200);
    expect(cat.json().data.steps).toEqual([
      { id: 'form-step', type: 'form', title: 'Dossier', config: { form_id: form.id } },
      { id: 'intro', type: 'textarea', title: 'À lire', config: { content: '<p>Merci</p>' } },
    ]);
    const shown = await t.request(acme.host, { method: 'GET', url: `${base}/forms/${form.id}` });
    expect(shown.statusCode, shown.body).toBe(200);
    expect(shown.json().data.fields.map((f: { reference: string }) => f.reference)).toEqual(['name', 'mail']);
    expect(shown.json().data).not.toHaveProperty('translations');
    const unused = await createTestForm(t.database.db, acme.id, program.id, { title: 'Brouillon interne' });
    expect((await t.request(acme.host, { method: 'GET', url: `${base}/forms/${unused.id}` })).statusCode).toBe(404);
    const hidden = await createProgram(t.database.db, acme.id);
    const hiddenCat = await createCategory(t.database.db, acme.id, hidden.id);
    const url = `/api/portal/platforms/${acme.id}/programs/${hidden.id}/categories/${hiddenCat.id}`;
    expect((await t.request(acme.host, { method: 'GET', url })).statusCode).toBe(404);
  });
});

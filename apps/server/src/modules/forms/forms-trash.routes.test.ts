import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPlatform, createUser, TEST_PASSWORD } from '../../../test/factories';
import { createTestForm, createTestProgram } from '../../../test/form-factories';
import { createTestApp, type Session, type TestApp } from '../../../test/test-app';

let t: TestApp;
let acme: Awaited<ReturnType<typeof createPlatform>>;
let program: Awaited<ReturnType<typeof createTestProgram>>;
let session: Session;

beforeAll(async () => {
  t = await createTestApp();
  acme = await createPlatform(t.database.db);
  program = await createTestProgram(t.database.db, acme.id, { slug: 'bourses' });
  const admin = await createUser(t.database.db, acme.id, { roleKeys: ['platform_admin'] });
  session = await t.signIn(acme.host, admin.email, TEST_PASSWORD, 'admin');
});
afterAll(() => t.close());

const formUrl = (formId: string, programId = program.id) => `/api/user.programs/${programId}/forms/${formId}`;
const get = (url: string, as: Session = session, host = acme.host) =>
  t.request(host, { method: 'GET', url, headers: { authorization: `Bearer ${as.accessToken}` } });
const send = (method: 'POST' | 'DELETE', url: string, as: Session = session, host = acme.host) =>
  t.send(host, { method, url }, as);

describe('DELETE /api/user.programs/:programId/forms/:formId', () => {
  it('moves the form to the trash: it leaves the program’s list and answers 404, then a second delete 404', async () => {
    const form = await createTestForm(t.database.db, acme.id, program.id, { title: 'To bin' });
    expect((await send('DELETE', formUrl(form.id))).json()).toEqual({ data: { status: 'ok' } });

    expect((await get(formUrl(form.id))).statusCode).toBe(404);
    const list = (await get(`/api/user.programs/${program.id}/forms`)).json();
    expect(list.data.map((f: { id: string }) => f.id)).not.toContain(form.id);
    expect((await send('DELETE', formUrl(form.id))).statusCode).toBe(404);
  });
});

describe('GET /api/trash/forms', () => {
  it('lists trashed forms of every program with the program’s id and slug, last deleted first, by keyset', async () => {
    const other = await createTestProgram(t.database.db, acme.id, { slug: 'prix' });
    const first = await createTestForm(t.database.db, acme.id, program.id, { title: 'Trash one' });
    const second = await createTestForm(t.database.db, acme.id, other.id, { title: 'Trash two' });
    await createTestForm(t.database.db, acme.id, other.id, { title: 'Still live' });
    await send('DELETE', formUrl(first.id));
    await send('DELETE', formUrl(second.id, other.id));

    const page = (await get('/api/trash/forms?perPage=1&search=trash')).json();
    expect(page.data).toEqual([
      { id: second.id, title: 'Trash two', programId: other.id, programSlug: 'prix', deletedAt: expect.any(String) },
    ]);
    expect(page.pagination).toMatchObject({ totalFiltred: 2, nbPages: 2, lastId: second.id });
    const next = (await get(`/api/trash/forms?perPage=1&search=trash&after=${second.id}`)).json();
    expect(next.data).toMatchObject([{ id: first.id, programSlug: 'bourses' }]);
  });

  it('shows nothing of another platform’s trash', async () => {
    const globex = await createPlatform(t.database.db);
    const theirs = await createTestProgram(t.database.db, globex.id);
    const form = await createTestForm(t.database.db, globex.id, theirs.id, { deleted: true });
    const ids = (await get('/api/trash/forms?perPage=100')).json().data.map((f: { id: string }) => f.id);
    expect(ids).not.toContain(form.id);
  });
});

describe('POST /api/trash/forms/:formId/restore', () => {
  it('puts a trashed form back in its program, at the same version', async () => {
    const form = await createTestForm(t.database.db, acme.id, program.id, { deleted: true });
    expect((await send('POST', `/api/trash/forms/${form.id}/restore`)).statusCode).toBe(200);
    expect((await get(formUrl(form.id))).json().data).toMatchObject({ id: form.id, version: 1 });
  });

  it('answers 404 for a form that is not in the trash, or that belongs to another platform', async () => {
    const live = await createTestForm(t.database.db, acme.id, program.id);
    expect((await send('POST', `/api/trash/forms/${live.id}/restore`)).statusCode).toBe(404);
    const globex = await createPlatform(t.database.db);
    const theirs = await createTestProgram(t.database.db, globex.id);
    const form = await createTestForm(t.database.db, globex.id, theirs.id, { deleted: true });
    expect((await send('POST', `/api/trash/forms/${form.id}/restore`)).statusCode).toBe(404);
    expect((await send('DELETE', `/api/trash/forms/${form.id}`)).statusCode).toBe(404);
  });
});

describe('DELETE /api/trash/forms/:formId', () => {
  it('deletes a trashed form for good: it can no longer be restored', async () => {
    const form = await createTestForm(t.database.db, acme.id, program.id, { deleted: true });
    expect((await send('DELETE', `/api/trash/forms/${form.id}`)).json()).toEqual({ data: { status: 'ok' } });
    expect((await send('POST', `/api/trash/forms/${form.id}/restore`)).statusCode).toBe(404);
    expect((await get('/api/trash/forms?perPage=100')).json().data.map((f: { id: string }) => f.id)).not.toContain(
      form.id,
    );
  });

  it('answers 404 for a live form: only the trash deletes for good', async () => {
    const form = await createTestForm(t.database.db, acme.id, program.id);
    expect((await send('DELETE', `/api/trash/forms/${form.id}`)).statusCode).toBe(404);
    expect((await get(formUrl(form.id))).statusCode).toBe(200);
  });

  it('answers 403 missing_permissions to an applicant', async () => {
    const form = await createTestForm(t.database.db, acme.id, program.id, { deleted: true });
    const applicant = await createUser(t.database.db, acme.id);
    const as = await t.signIn(acme.host, applicant.email, TEST_PASSWORD);
    expect((await send('DELETE', `/api/trash/forms/${form.id}`, as)).statusCode).toBe(403);
    expect((await get('/api/trash/forms', as)).statusCode).toBe(403);
  });
});

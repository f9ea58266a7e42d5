import { randomBytes, randomUUID } from 'node:crypto';
import type { Field } from '@opencall/shared/forms';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  createApplication,
  createCategory,
  createPlatform,
  createProgram,
  createUser,
  TEST_PASSWORD,
} from '../../../test/factories';
import { createTestForm } from '../../../test/form-factories';
import { useOrganizerApp } from '../../../test/organizer-app';
import { applications } from '../../db/schema';

const app = useOrganizerApp();
const { get, send } = app;

const FIELDS: Field[] = [
  { reference: 'project_title', type: 'text', title: 'Titre du projet' },
  { reference: 'summary', type: 'textarea', title: 'Résumé' },
  { reference: 'secret', type: 'textarea', title: 'Budget détaillé' },
];

const galleriesOf = (programId: string) => `/api/user.programs/${programId}/galleries`;

/** A program whose one category's form holds FIELDS. */
async function programWithForm() {
  const db = app.t.database.db;
  const program = await createProgram(db, app.acme.id);
  const form = await createTestForm(db, app.acme.id, program.id, { fields: FIELDS });
  const stepId = randomUUID();
  const category = await createCategory(db, app.acme.id, program.id, {
    steps: [{ id: stepId, type: 'form', titles: { fr: 'Dossier' }, config: { form_id: form.id } }],
  });
  return { program, stepId, categoryId: category.id };
}

async function applicationOf(
  setup: Awaited<ReturnType<typeof programWithForm>>,
  status: 'draft' | 'submitted' | 'accepted' | 'rejected',
  title: string,
  options: { deleted?: boolean; submittedAt?: Date } = {},
) {
  const db = app.t.database.db;
  const row = await createApplication(db, app.acme.id, setup.program.id, {
    status,
    categoryId: setup.categoryId,
    deletedAt: options.deleted ? new Date() : null,
    ...(options.submittedAt && { submittedAt: options.submittedAt }),
  });
  const answers = {
    [setup.stepId]: { project_title: title, summary: `Résumé de ${title}`, secret: `SECRET-${title}` },
  };
  await db.update(applications).set({ answers }).where(eq(applications.id, row.id));
  return row.id;
}

async function createGallery(programId: string, body: object = {}) {
  const slug = `gallery-${randomBytes(4).toString('hex')}`;
  const res = await send('POST', galleriesOf(programId), { name: 'Lauréats', slug, ...body });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { id: string; slug: string };
}

const expectError = (res: { statusCode: number; body: string }, status: number, code: string) => {
  expect(res.statusCode, res.body).toBe(status);
  expect(JSON.parse(res.body).error.code).toBe(code);
};

describe('POST /api/user.programs/:programId/galleries', () => {
  it('creates an unpublished grid gallery with the default fields', async () => {
    const { program } = await programWithForm();
    const res = await send('POST', galleriesOf(program.id), { name: '  Lauréats 2026 ', slug: 'laureats-2026' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      programId: program.id,
      slug: 'laureats-2026',
      name: 'Lauréats 2026',
      published: false,
      layout: 'grid',
      texts: { title: {}, description: {} },
      fields: { showName: true, titleQuestion: null, imageQuestion: null, questions: [] },
      entryCount: 0,
    });
  });

  it('answers 409 slug_taken for an address the program already uses, and 400 for a bad one', async () => {
    const { program } = await programWithForm();
    await createGallery(program.id, { slug: 'taken' });
    expectError(await send('POST', galleriesOf(program.id), { name: 'Again', slug: 'taken' }), 409, 'slug_taken');
    expectError(
      await send('POST', galleriesOf(program.id), { name: 'Bad', slug: 'Not a slug' }),
      400,
      'validation_failed',
    );
    expectError(await send('POST', galleriesOf(program.id), { name: '   ', slug: 'blank' }), 400, 'validation_failed');
    expect((await get(galleriesOf(program.id))).json().pagination.total).toBe(1);
    // Another program may use the same address.
    const other = await createProgram(app.t.database.db, app.acme.id);
    expect((await send('POST', galleriesOf(other.id), { name: 'Same', slug: 'taken' })).statusCode).toBe(200);
  });
});

describe('GET /api/user.programs/:programId/galleries', () => {
  it('lists newest first by keyset pages, searches by name and counts entries', async () => {
    const { program } = await programWithForm();
    const first = await createGallery(program.id, { name: 'Alpha' });
    await createGallery(program.id, { name: 'Beta' });
    const third = await createGallery(program.id, { name: 'Gamma' });
    const page = (await get(`${galleriesOf(program.id)}?perPage=2`)).json();
    expect(page.data.map((row: { name: string }) => row.name)).toEqual(['Gamma', 'Beta']);
    expect(page.pagination).toMatchObject({ total: 3, totalFiltred: 3, nbPages: 2, lastId: page.data[1].id });
    const next = (await get(`${galleriesOf(program.id)}?perPage=2&page=2&after=${page.pagination.lastId}`)).json();
    expect(next.data.map((row: { id: string }) => row.id)).toEqual([first.id]);
    const found = (await get(`${galleriesOf(program.id)}?search=amm`)).json();
    expect(found.data.map((row: { id: string }) => row.id)).toEqual([third.id]);
    expect(found.pagination).toMatchObject({ total: 3, totalFiltred: 1 });
    expectError(await get(`${galleriesOf(program.id)}?after=${randomUUID()}`), 400, 'validation_failed');
  });
});

describe('GET, PUT and DELETE /api/user.programs/:programId/galleries/:galleryId', () => {
  it('reads a gallery by id or address; an unknown one answers 404 not_found', async () => {
    const { program } = await programWithForm();
    const gallery = await createGallery(program.id);
    expect((await get(`${galleriesOf(program.id)}/${gallery.id}`)).json().data.slug).toBe(gallery.slug);
    expect((await get(`${galleriesOf(program.id)}/${gallery.slug}`)).json().data.id).toBe(gallery.id);
    const missing = await get(`${galleriesOf(program.id)}/${randomUUID()}`);
    expectError(missing, 404, 'not_found');
    expect(missing.json().error.details).toEqual({ entity: 'gallery' });
    // A gallery is found only under its own program.
    const other = await createProgram(app.t.database.db, app.acme.id);
    expectError(await get(`${galleriesOf(other.id)}/${gallery.id}`), 404, 'not_found');
  });

  it('saves layout, texts (the description sanitised), fields and publication', async () => {
    const { program } = await programWithForm();
    const gallery = await createGallery(program.id);
    const res = await send('PUT', `${galleriesOf(program.id)}/${gallery.id}`, {
      layout: 'list',
      published: true,
      texts: {
        title: { fr: ' Nos lauréats ', en: 'Our winners' },
        description: { fr: '<p>Bravo<script>alert(1)</script> <strong>à tous</strong></p>' },
      },
      fields: {
        showName: false,
        titleQuestion: 'project_title',
        imageQuestion: null,
        questions: ['summary', 'summary'],
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    const saved = res.json().data;
    expect(saved).toMatchObject({
      layout: 'list',
      published: true,
      texts: { title: { fr: 'Nos lauréats', en: 'Our winners' } },
      fields: { showName: false, titleQuestion: 'project_title', questions: ['summary'] },
    });
    expect(saved.texts.description.fr).toContain('<strong>à tous</strong>');
    expect(saved.texts.description.fr).not.toContain('script');
    expect((await get(`${galleriesOf(program.id)}/${gallery.id}`)).json().data).toEqual(saved);
    const [log] = (await get(`/api/user.programs/${program.id}/logs`)).json().data;
    expect(log).toMatchObject({ action: 'update', entity: 'gallery', entityId: gallery.id });
    expect(log.after).toMatchObject({ published: true, layout: 'list' });
  });

  it('answers 400 validation_failed for questions the program’s forms do not hold, and changes nothing', async () => {
    const { program } = await programWithForm();
    const gallery = await createGallery(program.id);
    const before = (await get(`${galleriesOf(program.id)}/${gallery.id}`)).json().data;
    const res = await send('PUT', `${galleriesOf(program.id)}/${gallery.id}`, {
      name: 'Renamed',
      fields: { showName: true, titleQuestion: 'nope', imageQuestion: 'summary', questions: ['ghost'] },
    });
    expectError(res, 400, 'validation_failed');
    expect(res.json().error.details).toEqual([
      { field: 'fields.titleQuestion', reason: 'unknown' },
      { field: 'fields.questions', reason: 'unknown' },
    ]);
    expectError(
      await send('PUT', `${galleriesOf(program.id)}/${gallery.id}`, { layout: 'carousel' }),
      400,
      'validation_failed',
    );
    expect((await get(`${galleriesOf(program.id)}/${gallery.id}`)).json().data).toEqual(before);
  });

  it('answers 409 slug_taken when renamed to another gallery’s address', async () => {
    const { program } = await programWithForm();
    const first = await createGallery(program.id);
    const second = await createGallery(program.id);
    expectError(await send('PUT', `${galleriesOf(program.id)}/${second.id}`, { slug: first.slug }), 409, 'slug_taken');
  });

  it('deletes a gallery and its entries, not the applications', async () => {
    const setup = await programWithForm();
    const gallery = await createGallery(setup.program.id);
    const id = await applicationOf(setup, 'accepted', 'Kept');
    await send('PUT', `${galleriesOf(setup.program.id)}/${gallery.id}/entries`, { applicationIds: [id] });
    const res = await send('DELETE', `${galleriesOf(setup.program.id)}/${gallery.id}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({ id: gallery.id });
    expectError(await get(`${galleriesOf(setup.program.id)}/${gallery.id}`), 404, 'not_found');
    expect((await get(`/api/user.programs/${setup.program.id}/responses/${id}`)).statusCode).toBe(200);
    expectError(await send('DELETE', `${galleriesOf(setup.program.id)}/${gallery.id}`), 404, 'not_found');
  });
});

describe('GET /api/user.programs/:programId/galleries/:galleryId/questions', () => {
  it('lists the program’s questions in form order', async () => {
    const { program } = await programWithForm();
    const gallery = await createGallery(program.id);
    const res = await get(`${galleriesOf(program.id)}/${gallery.id}/questions`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual([
      { reference: 'project_title', label: 'Titre du projet', type: 'text' },
      { reference: 'summary', label: 'Résumé', type: 'textarea' },
      { reference: 'secret', label: 'Budget détaillé', type: 'textarea' },
    ]);
  });
});

describe('PUT /api/user.programs/:programId/galleries/:galleryId/entries', () => {
  it('saves the ordered list and reads it back in that order, with status and reference', async () => {
    const setup = await programWithForm();
    const gallery = await createGallery(setup.program.id);
    const a = await applicationOf(setup, 'accepted', 'A');
    const b = await applicationOf(setup, 'submitted', 'B');
    const c = await applicationOf(setup, 'rejected', 'C');
    const url = `${galleriesOf(setup.program.id)}/${gallery.id}/entries`;
    const res = await send('PUT', url, { applicationIds: [c, a, b] });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.map((row: { applicationId: string }) => row.applicationId)).toEqual([c, a, b]);
    const listed = (await get(url)).json().data;
    expect(listed.map((row: { applicationId: string; status: string }) => [row.applicationId, row.status])).toEqual([
      [c, 'rejected'],
      [a, 'accepted'],
      [b, 'submitted'],
    ]);
    expect(listed[0].reference).toMatch(/^[0-9A-F]{8}$/);
    expect(listed[0].category).toBe('Catégorie');
    expect((await get(`${galleriesOf(setup.program.id)}/${gallery.id}`)).json().data.entryCount).toBe(3);
    // Reordered and shortened.
    await send('PUT', url, { applicationIds: [b, c] });
    expect((await get(url)).json().data.map((row: { applicationId: string }) => row.applicationId)).toEqual([b, c]);
  });

  it('answers 400 validation_failed for drafts, trashed, other programs’ or duplicate ids, and changes nothing', async () => {
    const setup = await programWithForm();
    const other = await programWithForm();
    const gallery = await createGallery(setup.program.id);
    const kept = await applicationOf(setup, 'accepted', 'Kept');
    const url = `${galleriesOf(setup.program.id)}/${gallery.id}/entries`;
    await send('PUT', url, { applicationIds: [kept] });
    const draft = await applicationOf(setup, 'draft', 'Draft');
    const trashed = await applicationOf(setup, 'accepted', 'Trashed', { deleted: true });
    const foreign = await applicationOf(other, 'accepted', 'Foreign');
    for (const id of [draft, trashed, foreign, randomUUID()]) {
      const res = await send('PUT', url, { applicationIds: [kept, id] });
      expectError(res, 400, 'validation_failed');
      expect(res.json().error.details).toEqual([{ field: 'applicationIds', reason: 'unknown', ids: [id] }]);
    }
    const twice = await send('PUT', url, { applicationIds: [kept, kept] });
    expectError(twice, 400, 'validation_failed');
    expect(twice.json().error.details).toEqual([{ field: 'applicationIds', reason: 'duplicate', ids: [kept] }]);
    expectError(await send('PUT', url, { applicationIds: ['not-a-uuid'] }), 400, 'validation_failed');
    expectError(
      await send('PUT', url, { applicationIds: Array.from({ length: 501 }, () => randomUUID()) }),
      400,
      'validation_failed',
    );
    expect((await get(url)).json().data.map((row: { applicationId: string }) => row.applicationId)).toEqual([kept]);
  });

  it('lists only entries still live: a trashed application leaves the list', async () => {
    const setup = await programWithForm();
    const gallery = await createGallery(setup.program.id);
    const a = await applicationOf(setup, 'accepted', 'A');
    const b = await applicationOf(setup, 'accepted', 'B');
    const url = `${galleriesOf(setup.program.id)}/${gallery.id}/entries`;
    await send('PUT', url, { applicationIds: [a, b] });
    await app.t.database.db.update(applications).set({ deletedAt: new Date() }).where(eq(applications.id, a));
    expect((await get(url)).json().data.map((row: { applicationId: string }) => row.applicationId)).toEqual([b]);
  });
});

describe('POST /api/user.programs/:programId/galleries/:galleryId/entries/accepted', () => {
  it('appends the accepted applications not in the gallery yet, first submitted first, `top` at most', async () => {
    const setup = await programWithForm();
    const gallery = await createGallery(setup.program.id);
    const at = (day: number) => new Date(Date.UTC(2026, 0, day));
    const chosen = await applicationOf(setup, 'submitted', 'Chosen');
    const late = await applicationOf(setup, 'accepted', 'Late', { submittedAt: at(9) });
    const early = await applicationOf(setup, 'accepted', 'Early', { submittedAt: at(2) });
    const middle = await applicationOf(setup, 'accepted', 'Middle', { submittedAt: at(5) });
    await applicationOf(setup, 'rejected', 'Rejected');
    await applicationOf(setup, 'accepted', 'Gone', { deleted: true });
    const url = `${galleriesOf(setup.program.id)}/${gallery.id}/entries`;
    await send('PUT', url, { applicationIds: [chosen, middle] });
    const res = await send('POST', `${url}/accepted`, { top: 1 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({ added: 1, total: 3 });
    const again = await send('POST', `${url}/accepted`, { top: 10 });
    expect(again.json().data).toEqual({ added: 1, total: 4 });
    expect((await get(url)).json().data.map((row: { applicationId: string }) => row.applicationId)).toEqual([
      chosen,
      middle,
      early,
      late,
    ]);
    expectError(await send('POST', `${url}/accepted`, { top: 0 }), 400, 'validation_failed');
  });
});

describe('who may work on galleries', () => {
  it('lets a collaborator of the program read but not change; one of another program gets 403', async () => {
    const setup = await programWithForm();
    const elsewhere = await createProgram(app.t.database.db, app.acme.id);
    const gallery = await createGallery(setup.program.id);
    const db = app.t.database.db;
    const reader = await createUser(db, app.acme.id);
    const outsider = await createUser(db, app.acme.id);
    const grant = async (programId: string, email: string, role: string) =>
      expect(
        (await send('POST', `/api/user.programs/${programId}/collaborators`, { email, roleKeys: [role] })).statusCode,
      ).toBe(200);
    await grant(setup.program.id, reader.email, 'collaborator');
    await grant(elsewhere.id, outsider.email, 'program_manager');
    const asReader = await app.t.signIn(app.acme.host, reader.email, TEST_PASSWORD, 'admin');
    const asOutsider = await app.t.signIn(app.acme.host, outsider.email, TEST_PASSWORD, 'admin');
    const url = `${galleriesOf(setup.program.id)}/${gallery.id}`;

    expect((await get(url, asReader)).statusCode).toBe(200);
    expect((await get(`${url}/entries`, asReader)).statusCode).toBe(200);
    expectError(await send('PUT', url, { published: true }, asReader), 403, 'missing_permissions');
    expectError(await send('PUT', `${url}/entries`, { applicationIds: [] }, asReader), 403, 'missing_permissions');
    expectError(await send('DELETE', url, undefined, asReader), 403, 'missing_permissions');
    expectError(await get(url, asOutsider), 403, 'missing_permissions');
    expectError(await send('PUT', url, { published: true }, asOutsider), 403, 'missing_permissions');
    expect((await get(url)).json().data.published).toBe(false);
  });

  it('answers 404 for a gallery of another platform’s program', async () => {
    const db = app.t.database.db;
    const globex = await createPlatform(db);
    const foreignAdmin = await createUser(db, globex.id, { roleKeys: ['platform_admin'] });
    const session = await app.t.signIn(globex.host, foreignAdmin.email, TEST_PASSWORD, 'admin');
    const foreignProgram = await createProgram(db, globex.id);
    const created = await app.t.send(
      globex.host,
      { method: 'POST', url: galleriesOf(foreignProgram.id), payload: { name: 'Theirs', slug: 'theirs' } },
      session,
    );
    expect(created.statusCode, created.body).toBe(200);
    const theirs = created.json().data.id;
    expectError(await get(`${galleriesOf(foreignProgram.id)}/${theirs}`), 404, 'not_found');
    expectError(
      await send('PUT', `${galleriesOf(foreignProgram.id)}/${theirs}`, { published: true }),
      404,
      'not_found',
    );
    const { program } = await programWithForm();
    expectError(await get(`${galleriesOf(program.id)}/${theirs}`), 404, 'not_found');
  });
});

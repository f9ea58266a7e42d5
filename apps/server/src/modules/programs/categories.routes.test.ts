import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCategory, createPlatform, createProgram, createUser, TEST_PASSWORD } from '../../../test/factories';
import { createTestApp, type Session, type TestApp } from '../../../test/test-app';
import { forms } from '../../db/schema';

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

async function createForm(programId: string) {
  const [form] = await t.database.db
    .insert(forms)
    .values({ platformId: acme.id, programId, title: 'Application form' })
    .returning();
  if (!form) throw new Error('form insert failed');
  return form;
}

const categoriesOf = (programId: string) => `/api/user.programs/${programId}/categories`;
const idsOf = (list: { data: { id: string }[] }) => list.data.map((c) => c.id);

describe('GET /api/user.programs/:programId/categories', () => {
  it('lists the categories in their order, titles resolved in the asked language', async () => {
    const program = await createProgram(t.database.db, acme.id);
    const second = await createCategory(t.database.db, acme.id, program.id, {
      position: 1,
      titles: { fr: 'Étudiants' },
      steps: [{ type: 'validation', titles: { fr: 'Validation', en: 'Review' } }],
    });
    const first = await createCategory(t.database.db, acme.id, program.id, { position: 0 });
    const res = await get(`${categoriesOf(program.id)}?lang=en`);
    expect(res.statusCode, res.body).toBe(200);
    const list = res.json();
    expect(idsOf(list)).toEqual([first.id, second.id]);
    expect(list.pagination).toMatchObject({ total: 2, totalFiltred: 2, nbPages: 1, lastId: second.id });
    expect(list.data[0]).toMatchObject({ title: 'Category', steps: [{ type: 'textarea' }] });
    // No English title: the program's default language answers.
    expect(list.data[1]).toMatchObject({ title: 'Étudiants', steps: [{ type: 'validation', title: 'Review' }] });
  });
});

describe('POST /api/user.programs/:programId/categories', () => {
  it('adds a category at the end, gives steps ids, sanitises textarea content and logs it', async () => {
    const program = await createProgram(t.database.db, acme.id);
    const form = await createForm(program.id);
    await createCategory(t.database.db, acme.id, program.id, { position: 4 });
    const res = await send('POST', categoriesOf(program.id), {
      titles: { fr: 'Entreprises', en: 'Companies' },
      steps: [
        { type: 'form', titles: { fr: 'Dossier' }, config: { form_id: form.id } },
        { type: 'textarea', config: { content: '<p onclick="x()">Hello<script>alert(1)</script></p>' } },
        { type: 'form', config: {} },
        { type: 'validation' },
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    const category = res.json().data;
    expect(category.position).toBe(5);
    expect(category.steps.map((s: { type: string }) => s.type)).toEqual(['form', 'textarea', 'form', 'validation']);
    expect(category.steps.every((s: { id: string }) => typeof s.id === 'string' && s.id.length > 0)).toBe(true);
    expect(category.steps[0].config).toEqual({ form_id: form.id });
    expect(category.steps[1].config.content).toBe('<p>Hello</p>');
    expect(category.steps[2].config).toEqual({ form_id: '' });

    const logs = (await get(`/api/user.programs/${program.id}/logs`)).json().data;
    expect(logs[0]).toMatchObject({ action: 'create', entity: 'category', entityId: category.id, before: null });
  });

  it('answers 400 validation_failed for a form that is not one of the program’s', async () => {
    const program = await createProgram(t.database.db, acme.id);
    const elsewhere = await createForm((await createProgram(t.database.db, acme.id)).id);
    const res = await send('POST', categoriesOf(program.id), {
      titles: { fr: 'A' },
      steps: [{ type: 'validation' }, { type: 'form', config: { form_id: elsewhere.id } }],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.details).toEqual([{ field: 'steps.1.config.form_id', reason: 'unknown_form' }]);
  });

  it('answers 400 validation_failed for a malformed step or a missing default-language title', async () => {
    const program = await createProgram(t.database.db, acme.id);
    for (const body of [
      { titles: { fr: 'A' }, steps: [{ type: 'video' }] },
      { titles: { fr: 'A' }, steps: [{ type: 'form', config: { form_id: 42 } }] },
      { titles: { fr: 'A' }, steps: 'none' },
      { titles: { en: 'Only English' } },
    ]) {
      const res = await send('POST', categoriesOf(program.id), body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().error.code).toBe('validation_failed');
    }
    expect((await get(categoriesOf(program.id))).json().data).toEqual([]);
  });
});

describe('PUT and DELETE /api/user.programs/:programId/categories/:categoryId', () => {
  it('changes titles and replaces the steps, keeping the ids it is given', async () => {
    const program = await createProgram(t.database.db, acme.id);
    const category = await createCategory(t.database.db, acme.id, program.id);
    const kept = category.steps[0] as { id: string };
    const res = await send('PUT', `${categoriesOf(program.id)}/${category.id}`, {
      titles: { fr: 'Renommée' },
      steps: [{ type: 'validation' }, { id: kept.id, type: 'textarea', config: { content: '<p>Again</p>' } }],
    });
    expect(res.statusCode, res.body).toBe(200);
    const updated = res.json().data;
    expect(updated.title).toBe('Renommée');
    expect(updated.steps[1]).toMatchObject({ id: kept.id, config: { content: '<p>Again</p>' } });

    const logs = (await get(`/api/user.programs/${program.id}/logs`)).json().data;
    expect(logs[0]).toMatchObject({ action: 'update', entity: 'category', before: { titles: { fr: 'Catégorie' } } });
  });

  it('sanitises a replaced text step: the editor’s formatting stays, scripts and handlers go', async () => {
    const program = await createProgram(t.database.db, acme.id);
    const category = await createCategory(t.database.db, acme.id, program.id);
    const kept = category.steps[0] as { id: string };
    const rich =
      '<h2>À lire</h2><p><strong>Important</strong> : <a href="https://example.org">règlement</a></p><ul><li><p>un</p></li></ul>';
    const replaced = await send('PUT', `${categoriesOf(program.id)}/${category.id}`, {
      steps: [
        {
          id: kept.id,
          type: 'textarea',
          config: { content: `${rich}<script>alert(1)</script><p onclick="steal()">fin</p>` },
        },
      ],
    });
    expect(replaced.statusCode, replaced.body).toBe(200);
    expect(replaced.json().data.steps[0].config.content).toBe(`${rich}<p>fin</p>`);
  });

  it('answers 400 for two steps with the same id', async () => {
    const program = await createProgram(t.database.db, acme.id);
    const category = await createCategory(t.database.db, acme.id, program.id);
    const res = await send('PUT', `${categoriesOf(program.id)}/${category.id}`, {
      steps: [
        { id: 'same', type: 'validation' },
        { id: 'same', type: 'validation' },
      ],
    });
    expect(res.json().error.details).toEqual([{ field: 'steps.1.id', reason: 'duplicate' }]);
  });

  it('deletes a category; a category of another program answers 404', async () => {
    const program = await createProgram(t.database.db, acme.id);
    const category = await createCategory(t.database.db, acme.id, program.id);
    const other = await createProgram(t.database.db, acme.id);
    expect((await send('DELETE', `${categoriesOf(other.id)}/${category.id}`)).statusCode).toBe(404);
    expect((await send('PUT', `${categoriesOf(other.id)}/${category.id}`, { titles: { fr: 'x' } })).statusCode).toBe(
      404,
    );
    const res = await send('DELETE', `${categoriesOf(program.id)}/${category.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ id: category.id });
    expect((await send('DELETE', `${categoriesOf(program.id)}/${category.id}`)).statusCode).toBe(404);
    expect((await get(categoriesOf(program.id))).json().data).toEqual([]);
  });
});

describe('PUT /api/user.programs/:programId/categories/order', () => {
  it('puts the categories in the given order and logs it', async () => {
    const program = await createProgram(t.database.db, acme.id);
    const a = await createCategory(t.database.db, acme.id, program.id, { position: 0 });
    const b = await createCategory(t.database.db, acme.id, program.id, { position: 1 });
    const c = await createCategory(t.database.db, acme.id, program.id, { position: 2 });
    const res = await send('PUT', `${categoriesOf(program.id)}/order`, { ids: [c.id, a.id, b.id] });
    expect(res.statusCode, res.body).toBe(200);
    expect(idsOf(res.json())).toEqual([c.id, a.id, b.id]);
    expect(res.json().data.map((x: { position: number }) => x.position)).toEqual([0, 1, 2]);
    expect(idsOf((await get(categoriesOf(program.id))).json())).toEqual([c.id, a.id, b.id]);
    const logs = (await get(`/api/user.programs/${program.id}/logs`)).json().data;
    expect(logs[0]).toMatchObject({
      action: 'reorder',
      before: { order: [a.id, b.id, c.id] },
      after: { order: [c.id, a.id, b.id] },
    });
  });

  it('refuses an id set that is not exactly the program’s categories, and changes nothing', async () => {
    const program = await createProgram(t.database.db, acme.id);
    const a = await createCategory(t.database.db, acme.id, program.id, { position: 0 });
    const b = await createCategory(t.database.db, acme.id, program.id, { position: 1 });
    const foreign = await createCategory(t.database.db, acme.id, (await createProgram(t.database.db, acme.id)).id);
    for (const ids of [[b.id], [b.id, a.id, foreign.id], [b.id, foreign.id], [b.id, b.id], [b.id, a.id, a.id], []]) {
      const res = await send('PUT', `${categoriesOf(program.id)}/order`, { ids });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.details).toEqual([{ field: 'ids', reason: 'not_the_program_categories' }]);
    }
    expect(idsOf((await get(categoriesOf(program.id))).json())).toEqual([a.id, b.id]);
  });
});

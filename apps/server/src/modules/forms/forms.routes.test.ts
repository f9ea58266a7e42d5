import type { Field } from '@opencall/shared/forms';
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
  program = await createTestProgram(t.database.db, acme.id, { supportedLangs: ['fr', 'en'] });
  const admin = await createUser(t.database.db, acme.id, { roleKeys: ['platform_admin'] });
  session = await t.signIn(acme.host, admin.email, TEST_PASSWORD, 'admin');
});
afterAll(() => t.close());

const formsUrl = (programId = program.id) => `/api/user.programs/${programId}/forms`;
const get = (url: string, as: Session | null = session, host = acme.host) =>
  t.request(host, { method: 'GET', url, headers: as ? { authorization: `Bearer ${as.accessToken}` } : {} });
const send = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, as: Session = session) =>
  t.send(acme.host, { method, url, ...(payload && { payload }) }, as);

const choice: Field = {
  reference: 'colour',
  type: 'radio',
  title: 'Couleur',
  options: [
    { reference: 'red', text: 'Rouge' },
    { reference: 'blue', text: 'Bleu' },
  ],
};

async function createForm(payload: object = { title: 'Candidature' }) {
  const res = await send('POST', formsUrl(), payload);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { id: string; version: number; fields: Field[] };
}

describe('POST and GET /api/user.programs/:programId/forms', () => {
  it('creates a form at version 1 and lists it, newest first, with search and keyset pages', async () => {
    const own = await createTestProgram(t.database.db, acme.id);
    const url = formsUrl(own.id);
    for (const title of ['Alpha', 'Beta', 'Gamma']) {
      expect((await send('POST', url, { title, fields: [choice] })).json().data).toMatchObject({ title, version: 1 });
    }
    await createTestForm(t.database.db, acme.id, own.id, { title: 'Trashed', deleted: true });

    const first = (await get(`${url}?perPage=2`)).json();
    expect(first.data.map((f: { title: string }) => f.title)).toEqual(['Gamma', 'Beta']);
    expect(first.pagination).toMatchObject({ total: 3, totalFiltred: 3, nbPages: 2, perPage: 2 });
    const second = (await get(`${url}?perPage=2&after=${first.pagination.lastId}`)).json();
    expect(second.data.map((f: { title: string }) => f.title)).toEqual(['Alpha']);
    const found = (await get(`${url}?search=bet`)).json();
    expect(found.data.map((f: { title: string }) => f.title)).toEqual(['Beta']);
    expect(found.pagination).toMatchObject({ total: 3, totalFiltred: 1 });
  });

  it('answers 400 validation_failed for a create without a title', async () => {
    const res = await send('POST', formsUrl(), { fields: [] });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('validation_failed');
  });
});

describe('GET /api/user.programs/:programId/forms/:formId?lang=', () => {
  it('merges the translations of `lang` by reference and falls back to the base text', async () => {
    const form = await createForm({ title: 'Candidature', fields: [choice, { reference: 'age', type: 'number' }] });
    const saved = await send('PUT', `${formsUrl()}/${form.id}`, {
      version: 1,
      translations: { en: { colour: { title: 'Colour', options: { red: 'Red' } } } },
    });
    expect(saved.statusCode, saved.body).toBe(200);

    const en = (await get(`${formsUrl()}/${form.id}?lang=en`)).json().data;
    expect(en).toMatchObject({ lang: 'en', version: 2 });
    expect(en.fields[0]).toMatchObject({
      title: 'Colour',
      options: [
        { reference: 'red', text: 'Red' },
        { reference: 'blue', text: 'Bleu' },
      ],
    });
    expect(en.translations).toEqual({ en: { colour: { title: 'Colour', options: { red: 'Red' } } } });
    // The program writes in fr and also offers en: only the blue option still reads in French.
    expect(en.missingTranslations).toEqual({ en: [{ reference: 'colour', property: 'options', key: 'blue' }] });
  });

  it('answers in French without `lang`, and the base text for a language without translations', async () => {
    const form = await createForm({ title: 'Candidature', fields: [choice] });
    expect((await get(`${formsUrl()}/${form.id}`)).json().data).toMatchObject({
      lang: 'fr',
      fields: [{ title: 'Couleur' }],
    });
    expect((await get(`${formsUrl()}/${form.id}?lang=de`)).json().data.fields[0].title).toBe('Couleur');
  });

  it('answers 400 for a language that is not one of the ten', async () => {
    const form = await createForm();
    expect((await get(`${formsUrl()}/${form.id}?lang=xx`)).statusCode).toBe(400);
  });
});

describe('PUT /api/user.programs/:programId/forms/:formId', () => {
  it('refuses the second of two editors with 409 version_conflict and the current version', async () => {
    const form = await createForm();
    const url = `${formsUrl()}/${form.id}`;
    const first = await send('PUT', url, { version: 1, title: 'Edited by Ada' });
    expect(first.json().data).toMatchObject({ title: 'Edited by Ada', version: 2 });

    const second = await send('PUT', url, { version: 1, title: 'Edited by Grace' });
    expect(second.statusCode).toBe(409);
    expect(second.json().error).toMatchObject({ code: 'version_conflict', details: { currentVersion: 2 } });
    expect((await get(url)).json().data).toMatchObject({ title: 'Edited by Ada', version: 2 });
  });

  it('answers 400 validation_failed listing references used twice, nested ones included', async () => {
    const form = await createForm();
    const res = await send('PUT', `${formsUrl()}/${form.id}`, {
      version: 1,
      fields: [
        { reference: 'name', type: 'text' },
        { reference: 'group', type: 'questions-group', fields: [{ reference: 'name', type: 'email' }] },
        {
          reference: 'more',
          type: 'accordion',
          sections: [{ name: 'A', fields: [{ reference: 'group', type: 'text' }] }],
        },
      ],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({
      code: 'validation_failed',
      details: [{ path: 'fields', message: 'duplicate_references', references: ['name', 'group'] }],
    });
  });

  it('answers 400 validation_failed for a condition on a later field', async () => {
    const form = await createForm();
    const res = await send('PUT', `${formsUrl()}/${form.id}`, {
      version: 1,
      fields: [
        { reference: 'why', type: 'textarea', condition: { reference: 'student', operator: 'equals', value: 'yes' } },
        { reference: 'student', type: 'yes-no' },
      ],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.details).toEqual([
      {
        path: 'fields',
        message: 'invalid_conditions',
        problems: [{ reference: 'why', target: 'student', code: 'conditionLaterReference' }],
      },
    ]);
  });

  it('answers 400 validation_failed past 500 fields in all, counting nested ones', async () => {
    const form = await createForm();
    const group = (g: number): Field => ({
      reference: `g${g}`,
      type: 'questions-group',
      fields: Array.from({ length: 99 }, (_, i) => ({ reference: `g${g}q${i}`, type: 'text' as const })),
    });
    const res = await send('PUT', `${formsUrl()}/${form.id}`, {
      version: 1,
      fields: [group(1), group(2), group(3), group(4), group(5), { reference: 'last', type: 'text' }],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.details).toEqual([{ path: 'fields', message: 'too_many_fields', max: 500, count: 501 }]);
  });

  it('strips a script from displayed texts and keeps <b>; descriptions and text separators keep rich text', async () => {
    const form = await createForm();
    const res = await send('PUT', `${formsUrl()}/${form.id}`, {
      version: 1,
      title: 'Dossier <script>alert(1)</script><b>2025</b>',
      fields: [
        {
          reference: 'name',
          type: 'text',
          title: 'Nom <b>complet</b><script>alert(1)</script>',
          description: '<p>Voir <a href="https://example.org">le guide</a></p><img src=x onerror=alert(1)>',
          options: [{ reference: 'a', text: '<i onclick="x()">A</i>' }],
        },
        { reference: 'intro', type: 'separator-text', content: '<h2>Bienvenue</h2><script>x()</script>' },
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data;
    expect(data.title).toBe('Dossier <b>2025</b>');
    expect(data.fields[0]).toMatchObject({
      title: 'Nom <b>complet</b>',
      description: '<p>Voir <a href="https://example.org">le guide</a></p>',
      options: [{ reference: 'a', text: 'A' }],
    });
    expect(data.fields[1].content).toBe('<h2>Bienvenue</h2>');

    // What the editor loaded saves back unchanged (no double escaping of `&`).
    const again = await send('PUT', `${formsUrl()}/${form.id}`, { version: 2, title: 'R&D', fields: data.fields });
    expect(again.json().data).toMatchObject({ title: 'R&amp;D', fields: data.fields });
    const third = await send('PUT', `${formsUrl()}/${form.id}`, { version: 3, title: 'R&amp;D' });
    expect(third.json().data.title).toBe('R&amp;D');
  });

  it('sanitises translated texts too', async () => {
    const form = await createForm({ title: 'T', fields: [choice] });
    const res = await send('PUT', `${formsUrl()}/${form.id}`, {
      version: 1,
      translations: { en: { colour: { title: '<b>Colour</b><script>x()</script>', options: { red: 'Red<img>' } } } },
    });
    expect(res.json().data.translations).toEqual({
      en: { colour: { title: '<b>Colour</b>', options: { red: 'Red' } } },
    });
  });

  it('answers 400 validation_failed for translations in a language the program lacks or of unknown fields', async () => {
    const form = await createForm({ title: 'T', fields: [choice] });
    const res = await send('PUT', `${formsUrl()}/${form.id}`, {
      version: 1,
      translations: { de: { colour: { title: 'Farbe' } }, en: { ghost: { title: 'Boo' } } },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.details).toEqual([
      { path: 'translations.de', message: 'language_not_in_program', lang: 'de' },
      { path: 'translations.en.ghost', message: 'unknown_reference', lang: 'en', reference: 'ghost' },
    ]);
    expect((await get(`${formsUrl()}/${form.id}`)).json().data.version).toBe(1);
  });
});

describe('POST /api/user.programs/:programId/forms/:formId/duplicate', () => {
  it('copies fields and translations under "<title> (2)" at version 1, or under the title given', async () => {
    const form = await createForm({ title: 'Candidature', fields: [choice] });
    await send('PUT', `${formsUrl()}/${form.id}`, {
      version: 1,
      translations: { en: { colour: { title: 'Colour' } } },
    });

    const copy = (await send('POST', `${formsUrl()}/${form.id}/duplicate`, {})).json().data;
    expect(copy).toMatchObject({ title: 'Candidature (2)', version: 1, fields: [choice] });
    expect(copy.id).not.toBe(form.id);
    expect(copy.translations).toEqual({ en: { colour: { title: 'Colour' } } });

    const named = await send('POST', `${formsUrl()}/${form.id}/duplicate`, { title: 'Candidature (copie)' });
    expect(named.json().data.title).toBe('Candidature (copie)');
  });
});

describe('who may reach the forms', () => {
  it('answers 401 anonymously, 403 missing_permissions to an applicant, 200 to a program manager', async () => {
    const form = await createForm();
    const url = `${formsUrl()}/${form.id}`;
    expect((await get(url, null)).statusCode).toBe(401);

    const applicant = await createUser(t.database.db, acme.id);
    const asApplicant = await t.signIn(acme.host, applicant.email, TEST_PASSWORD);
    const refused = await get(url, asApplicant);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.code).toBe('missing_permissions');

    const manager = await createUser(t.database.db, acme.id, { roleKeys: ['program_manager'] });
    expect((await get(url, await t.signIn(acme.host, manager.email, TEST_PASSWORD, 'admin'))).statusCode).toBe(200);
  });

  it('answers 404 for a form of another platform, even through a program id of that platform', async () => {
    const globex = await createPlatform(t.database.db);
    const theirProgram = await createTestProgram(t.database.db, globex.id);
    const theirForm = await createTestForm(t.database.db, globex.id, theirProgram.id);
    expect((await get(`${formsUrl()}/${theirForm.id}`)).statusCode).toBe(404);
    expect((await get(`${formsUrl(theirProgram.id)}/${theirForm.id}`)).statusCode).toBe(404);
    expect((await get(formsUrl(theirProgram.id))).statusCode).toBe(404);
    expect((await send('POST', formsUrl(theirProgram.id), { title: 'Intrusion' })).statusCode).toBe(404);
    expect((await send('DELETE', `${formsUrl(theirProgram.id)}/${theirForm.id}`)).statusCode).toBe(404);
  });

  it('answers 404 for a form reached through another program of the same platform', async () => {
    const other = await createTestProgram(t.database.db, acme.id);
    const form = await createForm();
    for (const res of [
      await get(`${formsUrl(other.id)}/${form.id}`),
      await send('PUT', `${formsUrl(other.id)}/${form.id}`, { version: 1, title: 'x' }),
      await send('POST', `${formsUrl(other.id)}/${form.id}/duplicate`, {}),
      await send('POST', `${formsUrl(other.id)}/${form.id}/validate`, { answers: {} }),
      await send('DELETE', `${formsUrl(other.id)}/${form.id}`),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.json().error.code).toBe('not_found');
    }
  });

  it('answers 404 for the forms of a program in the trash, and for ids that are not uuids', async () => {
    const trashed = await createTestProgram(t.database.db, acme.id, { status: 'deleted' });
    const form = await createTestForm(t.database.db, acme.id, trashed.id);
    expect((await get(formsUrl(trashed.id))).statusCode).toBe(404);
    expect((await get(`${formsUrl(trashed.id)}/${form.id}`)).statusCode).toBe(404);
    expect((await get(`${formsUrl()}/not-a-uuid`)).statusCode).toBe(400);
    expect((await get(formsUrl('not-a-uuid'))).statusCode).toBe(404);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCategory, createPlatform, createProgram } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
let acme: Awaited<ReturnType<typeof createPlatform>>;

beforeAll(async () => {
  t = await createTestApp();
  acme = await createPlatform(t.database.db);
});
afterAll(() => t.close());

const get = (url: string, host = acme.host) => t.request(host, { method: 'GET', url });
const pathOf = (slug: string, platformId = acme.id) => `/api/portal/platforms/${platformId}/programs/${slug}`;

describe('GET /api/portal/platforms/:platformId/programs/:programSlug', () => {
  it('shows a published program to anyone, texts in the asked language, categories in order, no back-office fields', async () => {
    const db = t.database.db;
    const program = await createProgram(db, acme.id, {
      titles: { fr: 'Prix de l’innovation', en: 'Innovation prize' },
      descriptions: { fr: '<p>Bienvenue</p>', en: '<p>Welcome</p>' },
      publishedAt: new Date(),
    });
    await createCategory(db, acme.id, program.id, {
      titles: { fr: 'Étudiants', en: 'Students' },
      position: 1,
      steps: [{ type: 'form', titles: { fr: 'Dossier', en: 'File' }, config: { form_id: 'x' } }],
    });
    await createCategory(db, acme.id, program.id, { titles: { fr: 'Startups' }, position: 0 });

    const res = await get(`${pathOf(program.slug)}?lang=en`);
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({
      id: program.id,
      slug: program.slug,
      title: 'Innovation prize',
      description: '<p>Welcome</p>',
      lang: 'en',
      status: 'active',
      publicConfig: { showDates: true, coverImageUrl: null },
    });
    expect(data.categories.map((c: { title: string }) => c.title)).toEqual(['Startups', 'Students']);
    expect(data.categories[1].steps).toEqual([{ id: expect.any(String), type: 'form', title: 'File' }]);
    // Only the portal's fields: no per-language maps, features or step config.
    expect(data).not.toHaveProperty('titles');
    expect(data).not.toHaveProperty('features');
    expect(JSON.stringify(data)).not.toContain('form_id');
    const fallback = (await get(`${pathOf(program.slug)}?lang=de`)).json().data;
    expect(fallback).toMatchObject({ lang: 'fr', title: 'Prix de l’innovation' });
  });

  it('answers the same 404 for an unpublished, trashed, unknown or other-platform program, and for another platform id', async () => {
    const db = t.database.db;
    const unpublished = await createProgram(db, acme.id);
    const trashed = await createProgram(db, acme.id, { status: 'deleted', publishedAt: new Date() });
    const other = await createPlatform(db);
    const foreign = await createProgram(db, other.id, { publishedAt: new Date() });
    const published = await createProgram(db, acme.id, { publishedAt: new Date() });
    const paths = [
      pathOf(unpublished.slug),
      pathOf(trashed.slug),
      pathOf('no-such-program'),
      pathOf(foreign.slug),
      pathOf(published.slug, other.id),
    ];
    for (const path of paths) {
      const res = await get(path);
      expect(res.statusCode, path).toBe(404);
      expect(res.json().error.code).toBe('not_found');
    }
    expect((await get(pathOf(foreign.slug, other.id), other.host)).statusCode).toBe(200);
  });

  it('keeps an archived program readable', async () => {
    const archived = await createProgram(t.database.db, acme.id, { status: 'archived', publishedAt: new Date() });
    const res = await get(pathOf(archived.slug));
    expect(res.statusCode).toBe(200);
    expect(res.json().data.status).toBe('archived');
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPlatform, createProgram, createUser, TEST_PASSWORD } from '../../../test/factories';
import { createTestApp, type Session, type TestApp } from '../../../test/test-app';

let t: TestApp;
let acme: Awaited<ReturnType<typeof createPlatform>>;
let admin: Awaited<ReturnType<typeof createUser>>;
let session: Session;

beforeAll(async () => {
  t = await createTestApp();
  acme = await createPlatform(t.database.db, { supportedLangs: ['fr', 'en', 'nl'] });
  admin = await createUser(t.database.db, acme.id, { roleKeys: ['platform_admin'], firstname: 'Grace' });
  session = await t.signIn(acme.host, admin.email, TEST_PASSWORD, 'admin');
});
afterAll(() => t.close());

const get = (url: string, as: Session = session, host = acme.host) =>
  t.request(host, { method: 'GET', url, headers: { authorization: `Bearer ${as.accessToken}` } });
const send = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, as: Session = session) =>
  t.send(acme.host, { method, url, ...(payload && { payload }) }, as);

const validBody = (overrides: object = {}) => ({
  slug: `call-${Math.random().toString(36).slice(2, 10)}`,
  titles: { fr: 'Appel à projets', en: 'Call for projects' },
  descriptions: { fr: 'Une description' },
  defaultLang: 'fr',
  supportedLangs: ['fr', 'en'],
  ...overrides,
});

describe('POST /api/user.programs and GET /api/user.programs/:programId', () => {
  it('creates an active, unpublished program and answers it in the asked language, falling back to the default', async () => {
    const created = await send('POST', '/api/user.programs', {
      ...validBody({ slug: 'innovation-2030' }),
      openingAt: '2030-01-01T08:00:00+01:00',
      closingAt: '2030-03-01T18:00:00+01:00',
      timezone: 'Europe/Brussels',
      visibility: 'private',
    });
    expect(created.statusCode, created.body).toBe(200);
    const program = created.json().data;
    expect(program).toMatchObject({
      slug: 'innovation-2030',
      status: 'active',
      visibility: 'private',
      timezone: 'Europe/Brussels',
      openingAt: '2030-01-01T07:00:00.000Z',
      closingAt: '2030-03-01T17:00:00.000Z',
      publishedAt: null,
      defaultLang: 'fr',
      supportedLangs: ['fr', 'en'],
    });

    const en = (await get(`/api/user.programs/${program.id}?lang=en`)).json().data;
    expect(en).toMatchObject({ lang: 'en', title: 'Call for projects', description: 'Une description' });
    const fr = (await get(`/api/user.programs/${program.id}?lang=fr`)).json().data;
    expect(fr).toMatchObject({ lang: 'fr', title: 'Appel à projets' });
    // German is a product language the program does not offer: the default language answers.
    const de = (await get(`/api/user.programs/${program.id}?lang=de`)).json().data;
    expect(de).toMatchObject({ lang: 'fr', title: 'Appel à projets' });
    expect(de.titles).toEqual({ fr: 'Appel à projets', en: 'Call for projects' });
  });

  it('answers in the caller’s locale header when no lang is asked', async () => {
    const program = (await send('POST', '/api/user.programs', validBody())).json().data;
    const res = await t.request(acme.host, {
      method: 'GET',
      url: `/api/user.programs/${program.id}`,
      headers: { authorization: `Bearer ${session.accessToken}`, 'x-locale': 'en' },
    });
    expect(res.json().data).toMatchObject({ lang: 'en', title: 'Call for projects' });
  });

  it('answers 404 not_found for an unknown id and for a malformed one', async () => {
    expect((await get('/api/user.programs/00000000-0000-4000-8000-000000000000')).json().error.code).toBe('not_found');
    expect((await get('/api/user.programs/not-a-uuid')).statusCode).toBe(404);
  });
});

describe('POST /api/user.programs validation', () => {
  const issuesOf = async (body: object) => {
    const res = await send('POST', '/api/user.programs', body);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().error.code).toBe('validation_failed');
    return res.json().error.details as Record<string, string>[];
  };

  it('answers 400 validation_failed for a slug outside [a-z0-9-]', async () => {
    for (const slug of ['Bad Slug', 'accentué', '-leading', 'under_score', '']) {
      const details = await issuesOf(validBody({ slug }));
      expect(details.some((d) => d.path === 'slug')).toBe(true);
    }
  });

  it('answers 400 when the default language is not one the platform offers', async () => {
    const details = await issuesOf(validBody({ defaultLang: 'de', supportedLangs: ['de'], titles: { de: 'Aufruf' } }));
    expect(details).toEqual(
      expect.arrayContaining([
        { field: 'defaultLang', reason: 'not_supported_by_platform' },
        { field: 'supportedLangs', reason: 'not_supported_by_platform' },
      ]),
    );
  });

  it('answers 400 when the supported languages lack the default one, or the default title is missing', async () => {
    expect(await issuesOf(validBody({ supportedLangs: ['en'] }))).toContainEqual({
      field: 'supportedLangs',
      reason: 'missing_default_lang',
    });
    expect(await issuesOf(validBody({ titles: { en: 'Only English' } }))).toContainEqual({
      field: 'titles',
      reason: 'missing_default_lang',
    });
  });

  it('answers 400 when the closing date is not after the opening date', async () => {
    const details = await issuesOf(validBody({ openingAt: '2030-03-01T00:00:00Z', closingAt: '2030-02-01T00:00:00Z' }));
    expect(details).toEqual([{ field: 'closingAt', reason: 'not_after_opening' }]);
  });

  it('answers 400 for a time zone that is not an IANA name', async () => {
    for (const timezone of ['Mars/Olympus', '+01:00', 'Europe/Nowhere']) {
      const details = await issuesOf(validBody({ timezone }));
      expect(details.some((d) => d.path === 'timezone')).toBe(true);
    }
    const utc = await send('POST', '/api/user.programs', validBody({ timezone: 'UTC' }));
    expect(utc.statusCode).toBe(200);
  });
});

describe('slug_taken', () => {
  it('answers 409 slug_taken on a duplicate slug without leaking SQL; another platform may use it', async () => {
    expect((await send('POST', '/api/user.programs', validBody({ slug: 'taken-slug' }))).statusCode).toBe(200);
    const again = await send('POST', '/api/user.programs', validBody({ slug: 'taken-slug' }));
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toMatchObject({ code: 'slug_taken', details: [{ field: 'slug', reason: 'taken' }] });
    expect(again.body).not.toMatch(/duplicate|constraint|insert/i);

    const other = await createPlatform(t.database.db);
    const owner = await createUser(t.database.db, other.id, { roleKeys: ['platform_admin'] });
    const theirs = await t.signIn(other.host, owner.email, TEST_PASSWORD, 'admin');
    const res = await t.send(
      other.host,
      { method: 'POST', url: '/api/user.programs', payload: validBody({ slug: 'taken-slug' }) },
      theirs,
    );
    expect(res.statusCode).toBe(200);
  });

  it('answers 409 slug_taken when an update takes another program’s slug', async () => {
    await createProgram(t.database.db, acme.id, { slug: 'first-program' });
    const second = await createProgram(t.database.db, acme.id);
    const res = await send('PUT', `/api/user.programs/${second.id}`, { slug: 'first-program' });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.code).toBe('slug_taken');
  });
});

describe('PUT /api/user.programs/:programId', () => {
  it('changes only the given fields and logs who changed what, before and after', async () => {
    const program = (await send('POST', '/api/user.programs', validBody())).json().data;
    const res = await send('PUT', `/api/user.programs/${program.id}`, {
      titles: { fr: 'Nouveau titre', en: 'New title' },
      visibility: 'private',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      slug: program.slug,
      visibility: 'private',
      titles: { fr: 'Nouveau titre' },
    });

    const logs = (await get(`/api/user.programs/${program.id}/logs`)).json().data;
    expect(logs[0]).toMatchObject({
      action: 'update',
      entity: 'program',
      entityId: program.id,
      user: { id: admin.id, name: 'Grace Lovelace' },
      before: { titles: { fr: 'Appel à projets', en: 'Call for projects' }, visibility: 'public' },
      after: { titles: { fr: 'Nouveau titre', en: 'New title' }, visibility: 'private' },
    });
    expect(Object.keys(logs[0].after).sort()).toEqual(['titles', 'visibility']);
    expect(logs[1]).toMatchObject({ action: 'create', before: null, after: { slug: program.slug } });
  });

  it('checks the merged settings: a closing date before the stored opening date is refused', async () => {
    const program = (await send('POST', '/api/user.programs', validBody({ openingAt: '2030-03-01T00:00:00Z' }))).json()
      .data;
    const res = await send('PUT', `/api/user.programs/${program.id}`, { closingAt: '2030-01-01T00:00:00Z' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.details).toEqual([{ field: 'closingAt', reason: 'not_after_opening' }]);
    const cleared = await send('PUT', `/api/user.programs/${program.id}`, { openingAt: null, closingAt: null });
    expect(cleared.json().data).toMatchObject({ openingAt: null, closingAt: null });
  });

  it('refuses to drop the default language from the supported ones', async () => {
    const program = await createProgram(t.database.db, acme.id);
    const res = await send('PUT', `/api/user.programs/${program.id}`, { supportedLangs: ['en'] });
    expect(res.json().error).toMatchObject({
      code: 'validation_failed',
      details: [{ field: 'supportedLangs', reason: 'missing_default_lang' }],
    });
  });

  it('logs nothing when nothing changes', async () => {
    const program = (await send('POST', '/api/user.programs', validBody())).json().data;
    await send('PUT', `/api/user.programs/${program.id}`, { slug: program.slug });
    const logs = (await get(`/api/user.programs/${program.id}/logs`)).json();
    expect(logs.data.map((l: { action: string }) => l.action)).toEqual(['create']);
  });

  it('answers 404 for a program in the trash', async () => {
    const trashed = await createProgram(t.database.db, acme.id, { status: 'deleted' });
    expect((await send('PUT', `/api/user.programs/${trashed.id}`, { visibility: 'private' })).statusCode).toBe(404);
    expect((await get(`/api/user.programs/${trashed.id}`)).json().data.status).toBe('deleted');
  });
});

describe('program descriptions', () => {
  it('keep allow-listed rich text and drop scripts and event handlers', async () => {
    const res = await send(
      'POST',
      '/api/user.programs',
      validBody({ descriptions: { fr: '<p onclick="x()">Bonjour <b>tous</b></p><script>alert(1)</script>' } }),
    );
    expect(res.statusCode).toBe(200);
    const description = res.json().data.descriptions.fr as string;
    expect(description).toContain('<b>tous</b>');
    expect(description).not.toMatch(/script|onclick/);
  });

  it('keep the editor’s formatting on update and drop scripts, handlers and script links', async () => {
    const program = (await send('POST', '/api/user.programs', validBody())).json().data;
    const editorHtml =
      '<h2>Objet</h2><h3>Public</h3><p><strong>Gras</strong> <em>italique</em> <u>souligné</u> <s>barré</s></p>' +
      '<ul><li><p>un</p></li></ul><ol><li><p>deux</p></li></ol><blockquote><p>cité</p></blockquote>' +
      '<p><a href="https://example.org" target="_blank" rel="noopener noreferrer nofollow">lien</a></p>';
    const res = await send('PUT', `/api/user.programs/${program.id}`, {
      descriptions: {
        fr: `${editorHtml}<script>alert(1)</script><p onclick="steal()">x</p><a href="javascript:alert(1)">y</a>`,
        en: '<img src=x onerror="alert(1)"><p>Hello</p>',
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    const { fr, en } = res.json().data.descriptions as Record<string, string>;
    expect(fr).toBe(`${editorHtml}<p>x</p><a>y</a>`);
    expect(en).toBe('<p>Hello</p>');
    const stored = (await get(`/api/user.programs/${program.id}`)).json().data.descriptions.fr as string;
    expect(stored).not.toMatch(/script|onclick|javascript|alert/);
  });
});

describe('GET /api/user.programs/:programId by slug', () => {
  it('answers the program for its slug as for its id (SPEC §3: keyed by id or slug), 404 for another platform’s', async () => {
    const created = (await send('POST', '/api/user.programs', validBody({ slug: 'by-slug-2031' }))).json().data;
    const bySlug = (await get('/api/user.programs/by-slug-2031?lang=en')).json().data;
    expect(bySlug).toMatchObject({ id: created.id, slug: 'by-slug-2031', title: 'Call for projects' });
    const other = await createPlatform(t.database.db);
    const foreign = await createProgram(t.database.db, other.id, { slug: 'foreign-slug' });
    expect(foreign.slug).toBe('foreign-slug');
    expect((await get('/api/user.programs/foreign-slug')).statusCode).toBe(404);
  });
});

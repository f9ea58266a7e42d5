import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPlatform } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
let acme: Awaited<ReturnType<typeof createPlatform>>;
let globex: Awaited<ReturnType<typeof createPlatform>>;

beforeAll(async () => {
  t = await createTestApp();
  acme = await createPlatform(t.database.db, {
    name: 'Acme Awards',
    slug: 'acme',
    supportedLangs: ['fr', 'en', 'de'],
    theme: { primaryColor: '#112233', secondaryColor: '#ffcc00' },
  });
  globex = await createPlatform(t.database.db, { name: 'Globex Grants', slug: 'globex', supportedLangs: ['en', 'nl'] });
});
afterAll(() => t.close());

describe('GET /api/portal/domain-info', () => {
  it('answers the platform of the Host header with its theme, languages and a CSRF token', async () => {
    const res = await t.request(acme.host, { method: 'GET', url: '/api/portal/domain-info' });
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(data.platform).toMatchObject({
      id: acme.id,
      name: 'Acme Awards',
      domainToUse: 'acme.test',
      deleted: false,
      supportedLangs: ['fr', 'en', 'de'],
      theme: { primaryColor: '#112233', secondaryColor: '#ffcc00' },
    });
    expect(data.scheme).toBe('http');
    expect(data.csrfToken).toMatch(/^[A-Za-z0-9_-]{40,}$/);
  });

  it('resolves <slug>.localhost to that platform, whatever the port', async () => {
    const res = await t.request('globex.localhost:3000', { method: 'GET', url: '/api/portal/domain-info' });
    expect(res.json().data.platform.name).toBe('Globex Grants');
  });

  it('answers 404 platform_not_found for a host no platform owns', async () => {
    const res = await t.request('unknown.example.org', { method: 'GET', url: '/api/portal/domain-info' });
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe('platform_not_found');
  });

  it('picks the language: remembered cookie, then the browser, then the platform’s first', async () => {
    const pick = async (headers: Record<string, string>) =>
      (await t.request(acme.host, { method: 'GET', url: '/api/portal/domain-info', headers })).json().data.locale;
    expect(await pick({})).toBe('fr');
    expect(await pick({ 'accept-language': 'es-ES, de-DE;q=0.8' })).toBe('de');
    expect(await pick({ 'accept-language': 'de-DE', cookie: 'locale=en' })).toBe('en');
    expect(await pick({ cookie: 'locale=nl' })).toBe('fr');
  });

  it('marks a deleted platform as deleted instead of hiding it, so the SPA can say so', async () => {
    const gone = await createPlatform(t.database.db, { deleted: true });
    const res = await t.request(gone.host, { method: 'GET', url: '/api/portal/domain-info' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.platform.deleted).toBe(true);
  });
});

describe('GET /api/platforms/:platformId/details', () => {
  it('answers the details of the caller’s platform', async () => {
    const res = await t.request(acme.host, { method: 'GET', url: `/api/platforms/${acme.id}/details` });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ id: acme.id, name: 'Acme Awards', slug: 'acme' });
  });

  it('answers 404 not_found for the id of another platform, exactly as for a missing one', async () => {
    const other = await t.request(acme.host, { method: 'GET', url: `/api/platforms/${globex.id}/details` });
    const missing = await t.request(acme.host, {
      method: 'GET',
      url: '/api/platforms/00000000-0000-4000-8000-000000000000/details',
    });
    expect(other.statusCode).toBe(404);
    expect(other.json()).toEqual(missing.json());
    expect(other.body).not.toContain('Globex');
  });

  it('answers 400 item_id_required with the SPEC message when the id is blank', async () => {
    const res = await t.request(acme.host, {
      method: 'GET',
      url: '/api/platforms/%20/details',
      headers: { 'x-locale': 'en' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toEqual({ code: 'item_id_required', message: 'You must sepecify item id', details: null });
  });
});

describe('GET /api/portal/platforms/:platformId/themes/:themeReference', () => {
  it('answers the theme colours under config', async () => {
    const res = await t.request(acme.host, { method: 'GET', url: `/api/portal/platforms/${acme.id}/themes/default` });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({
      reference: 'default',
      config: { primaryColor: '#112233', secondaryColor: '#ffcc00' },
    });
  });

  it('answers 404 for an unknown reference and for another platform’s theme', async () => {
    const unknown = await t.request(acme.host, { method: 'GET', url: `/api/portal/platforms/${acme.id}/themes/dark` });
    const foreign = await t.request(acme.host, {
      method: 'GET',
      url: `/api/portal/platforms/${globex.id}/themes/default`,
    });
    expect(unknown.statusCode).toBe(404);
    expect(foreign.statusCode).toBe(404);
  });
});

describe('GET /api/portal/locales', () => {
  it('lists the platform’s languages in the list envelope with pagination', async () => {
    const res = await t.request(acme.host, { method: 'GET', url: '/api/portal/locales?perPage=2&page=2' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      data: [{ code: 'de', iso: 'de-DE', name: 'Deutsch' }],
      pagination: { page: 2, perPage: 2, total: 3, totalFiltred: 3, nbPages: 2, lastId: 'de' },
    });
  });

  it('uses a page size of 20 by default and filters with search', async () => {
    const all = (await t.request(acme.host, { method: 'GET', url: '/api/portal/locales' })).json();
    expect(all.pagination).toMatchObject({ page: 1, perPage: 20, total: 3, nbPages: 1 });
    const found = (await t.request(acme.host, { method: 'GET', url: '/api/portal/locales?search=deu' })).json();
    expect(found.data.map((l: { code: string }) => l.code)).toEqual(['de']);
    expect(found.pagination).toMatchObject({ total: 3, totalFiltred: 1 });
  });

  it('answers 400 validation_failed with the offending field for a page size over 100', async () => {
    const res = await t.request(acme.host, { method: 'GET', url: '/api/portal/locales?perPage=500' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('validation_failed');
    expect(res.json().error.details[0]).toMatchObject({ in: 'querystring', path: 'perPage' });
  });
});

describe('PUT /api/portal/locale', () => {
  it('remembers an offered language in the locale cookie', async () => {
    const { cookie, token } = await t.csrfFor(acme.host);
    const res = await t.request(acme.host, {
      method: 'PUT',
      url: '/api/portal/locale',
      headers: { cookie, 'x-csrf-token': token },
      payload: { locale: 'de' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: { locale: 'de' } });
    expect(res.cookies.find((c) => c.name === 'locale')).toMatchObject({ value: 'de', path: '/' });
  });

  it('answers 400 locale_not_supported for a language the platform does not offer, and sets nothing', async () => {
    const { cookie, token } = await t.csrfFor(globex.host);
    const res = await t.request(globex.host, {
      method: 'PUT',
      url: '/api/portal/locale',
      headers: { cookie, 'x-csrf-token': token, 'x-locale': 'en' },
      payload: { locale: 'fr' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({
      code: 'locale_not_supported',
      message: 'This language is not offered on this platform.',
      details: { supported: ['en', 'nl'] },
    });
    expect(res.cookies.find((c) => c.name === 'locale')).toBeUndefined();
  });
});

import { createRequire } from 'node:module';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createPlatform } from '../../../test/factories';
import { type FakeGeocoder, startFakeGeocoder } from '../../../test/fake-geocoder';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { GEOCODER_TIMEOUT_MS } from '../../adapters/geocoder/geocoder';

const require = createRequire(import.meta.url);
const errorsIn = (locale: string) =>
  require(`@opencall/shared/locales/${locale}/errors.json`) as Record<string, string>;

let t: TestApp;
let geocoder: FakeGeocoder;
let host: string;

beforeAll(async () => {
  geocoder = await startFakeGeocoder();
  // A trailing slash in the setting must not double the path's.
  t = await createTestApp({ GEO_ADDRESS_URL: `${geocoder.url}/`, GEO_CITIES_URL: geocoder.url });
  host = (await createPlatform(t.database.db)).host;
});
afterAll(async () => {
  await t.close();
  await geocoder.close();
});
beforeEach(() => {
  geocoder.setMode('ok');
  geocoder.hits.length = 0;
});

const get = (url: string, headers: Record<string, string> = {}) => t.request(host, { method: 'GET', url, headers });
const hitsOn = (path: string) => geocoder.hits.filter((hit) => hit.path === path);

describe('GET /api/portal/geo/addresses', () => {
  it('answers the geocoder’s features as suggestions, to anyone', async () => {
    const res = await get('/api/portal/geo/addresses?q=8 boulevard du port amiens');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      data: [
        {
          label: '8 Boulevard du Port 80000 Amiens',
          street: '8 Boulevard du Port',
          postcode: '80000',
          city: 'Amiens',
          citycode: '80021',
          context: '80, Somme, Hauts-de-France',
          lat: 49.897443,
          lon: 2.290084,
        },
      ],
    });
    const [hit] = hitsOn('/search/');
    expect(hit?.query.get('q')).toBe('8 boulevard du port amiens');
    expect(hit?.query.get('limit')).toBe('5');
  });

  it('passes the limit on and leaves the street out of a whole-municipality result', async () => {
    const res = await get('/api/portal/geo/addresses?q=lyon&limit=1');
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toHaveLength(1);
    expect(hitsOn('/search/')[0]?.query.get('limit')).toBe('1');
    const all = (await get('/api/portal/geo/addresses?q=lyon&limit=10')).json().data;
    expect(all.map((a: { label: string }) => a.label)).toEqual(['Rue de la République 69002 Lyon', 'Lyon']);
    expect(all[1]).not.toHaveProperty('street');
  });

  it('refuses a query under 3 characters, over 200, or a limit above 10, without calling the geocoder', async () => {
    for (const url of [
      '/api/portal/geo/addresses?q=ab',
      '/api/portal/geo/addresses?q=%20%20ab%20%20',
      '/api/portal/geo/addresses',
      `/api/portal/geo/addresses?q=${'a'.repeat(201)}`,
      '/api/portal/geo/addresses?q=lyon&limit=11',
      '/api/portal/geo/addresses?q=lyon&limit=0',
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(400);
      expect(res.json().error.code).toBe('validation_failed');
    }
    expect(geocoder.hits).toEqual([]);
  });

  it('answers 503 geo_service_unavailable, translated, when the geocoder fails', async () => {
    geocoder.setMode('error');
    const res = await get('/api/portal/geo/addresses?q=rue de la paix', { 'x-locale': 'de' });
    expect(res.statusCode).toBe(503);
    expect(res.json().error).toEqual({
      code: 'geo_service_unavailable',
      message: errorsIn('de').geo_service_unavailable,
      details: null,
    });
    // A failure is not cached: the same query once the geocoder is back gets its answer.
    geocoder.setMode('ok');
    expect((await get('/api/portal/geo/addresses?q=rue de la paix')).statusCode).toBe(200);
  });

  it(`answers 503 when the geocoder does not answer within ${GEOCODER_TIMEOUT_MS} ms`, async () => {
    geocoder.setMode('hang');
    const started = Date.now();
    const res = await get('/api/portal/geo/addresses?q=avenue de segur');
    expect(res.statusCode).toBe(503);
    expect(res.json().error.code).toBe('geo_service_unavailable');
    expect(res.json().error.message).toBe(errorsIn('fr').geo_service_unavailable);
    expect(Date.now() - started).toBeGreaterThanOrEqual(GEOCODER_TIMEOUT_MS - 50);
    expect(Date.now() - started).toBeLessThan(GEOCODER_TIMEOUT_MS + 2000);
  });

  it('asks the geocoder once for the same query (case and spacing aside) within ten minutes', async () => {
    const first = await get('/api/portal/geo/addresses?q=avenue de segur');
    const again = await get('/api/portal/geo/addresses?q=Avenue%20%20de%20Segur');
    expect(again.json()).toEqual(first.json());
    expect(hitsOn('/search/')).toHaveLength(1);
    // Another limit is another question.
    await get('/api/portal/geo/addresses?q=avenue de segur&limit=2');
    expect(hitsOn('/search/')).toHaveLength(2);
  });
});

describe('GET /api/portal/geo/cities', () => {
  it('answers municipalities by population with their postcodes and department', async () => {
    const res = await get('/api/portal/geo/cities?q=lyon&limit=2');
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual([
      {
        name: 'Lyon',
        code: '69123',
        postcodes: ['69001', '69002', '69003'],
        department: { code: '69', name: 'Rhône' },
      },
      { name: 'Lyons-la-Forêt', code: '27377', postcodes: ['27480'], department: { code: '27', name: 'Eure' } },
    ]);
    const [hit] = hitsOn('/communes');
    expect(Object.fromEntries(hit?.query ?? [])).toEqual({
      nom: 'lyon',
      fields: 'nom,code,codesPostaux,departement',
      boost: 'population',
      limit: '2',
    });
  });

  it('refuses a short query and answers 503 geo_service_unavailable when the service fails', async () => {
    expect((await get('/api/portal/geo/cities?q=ly')).statusCode).toBe(400);
    geocoder.setMode('error');
    const res = await get('/api/portal/geo/cities?q=amiens', { 'x-locale': 'en' });
    expect(res.statusCode).toBe(503);
    expect(res.json().error.message).toBe(errorsIn('en').geo_service_unavailable);
  });

  it('caches cities apart from addresses', async () => {
    await get('/api/portal/geo/cities?q=amiens');
    await get('/api/portal/geo/cities?q=amiens');
    await get('/api/portal/geo/addresses?q=amiens');
    expect(hitsOn('/communes')).toHaveLength(1);
    expect(hitsOn('/search/')).toHaveLength(1);
  });
});

import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** How the fake answers from now on: results, a 500, or no answer at all (a timeout for the caller). */
export type FakeGeocoderMode = 'ok' | 'error' | 'hang';

export interface FakeGeocoder {
  /** Base address for both GEO_ADDRESS_URL and GEO_CITIES_URL; `PUT {url}/__mode/{mode}` switches the mode. */
  url: string;
  /** Every request received: path and query. */
  hits: { path: string; query: URLSearchParams }[];
  setMode(mode: FakeGeocoderMode): void;
  close(): Promise<void>;
}

interface FakeAddress {
  housenumber?: string;
  street?: string;
  postcode: string;
  city: string;
  citycode: string;
  context: string;
  lon: number;
  lat: number;
}

const ADDRESSES: FakeAddress[] = [
  {
    housenumber: '8',
    street: 'Boulevard du Port',
    postcode: '80000',
    city: 'Amiens',
    citycode: '80021',
    context: '80, Somme, Hauts-de-France',
    lon: 2.290084,
    lat: 49.897443,
  },
  {
    housenumber: '20',
    street: 'Avenue de Ségur',
    postcode: '75007',
    city: 'Paris',
    citycode: '75107',
    context: '75, Paris, Île-de-France',
    lon: 2.308,
    lat: 48.8512,
  },
  {
    street: 'Rue de la République',
    postcode: '69002',
    city: 'Lyon',
    citycode: '69382',
    context: '69, Rhône, Auvergne-Rhône-Alpes',
    lon: 4.8357,
    lat: 45.7622,
  },
  {
    postcode: '69001',
    city: 'Lyon',
    citycode: '69123',
    context: '69, Rhône, Auvergne-Rhône-Alpes',
    lon: 4.835,
    lat: 45.758,
  },
];

const CITIES = [
  { nom: 'Lyon', code: '69123', codesPostaux: ['69001', '69002', '69003'], departement: { code: '69', nom: 'Rhône' } },
  { nom: 'Lyons-la-Forêt', code: '27377', codesPostaux: ['27480'], departement: { code: '27', nom: 'Eure' } },
  {
    nom: 'Amiens',
    code: '80021',
    codesPostaux: ['80000', '80080', '80090'],
    departement: { code: '80', nom: 'Somme' },
  },
  { nom: 'Paris', code: '75056', codesPostaux: ['75001', '75002'], departement: { code: '75', nom: 'Paris' } },
];

const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();
const matches = (text: string, q: string) =>
  fold(q)
    .split(/\s+/)
    .filter(Boolean)
    .every((word) => fold(text).includes(word));

function feature(a: FakeAddress) {
  const name = [a.housenumber, a.street].filter(Boolean).join(' ') || a.city;
  const type = a.housenumber ? 'housenumber' : a.street ? 'street' : 'municipality';
  return {
    type: 'Feature',
    geometry: { type: 'Point', coordinates: [a.lon, a.lat] },
    properties: {
      label: a.street ? `${name} ${a.postcode} ${a.city}` : a.city,
      score: 0.9,
      ...(a.housenumber && { housenumber: a.housenumber }),
      ...(a.street && { street: a.street }),
      id: `${a.citycode}_${fold(name).replace(/\W+/g, '_')}`,
      name,
      type,
      postcode: a.postcode,
      citycode: a.citycode,
      city: a.city,
      context: a.context,
      importance: 0.5,
    },
  };
}

function json(response: ServerResponse, status: number, body: unknown) {
  response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
}

/**
 * The French address and municipality APIs as a local server on 127.0.0.1: `/search/` answers a
 * GeoCodeJSON FeatureCollection, `/communes` a list, both filtered from a few fixtures by `q` / `nom`.
 */
export async function startFakeGeocoder(): Promise<FakeGeocoder> {
  let mode: FakeGeocoderMode = 'ok';
  const hits: FakeGeocoder['hits'] = [];
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    // Browser journeys run in another process than the fake: they switch its mode over HTTP.
    const control = /^\/__mode\/(ok|error|hang)$/.exec(url.pathname);
    if (request.method === 'PUT' && control) {
      mode = control[1] as FakeGeocoderMode;
      return json(response, 200, { mode });
    }
    hits.push({ path: url.pathname, query: url.searchParams });
    if (mode === 'hang') return;
    if (mode === 'error') return json(response, 500, { code: 500, message: 'upstream exploded' });
    const limit = Number(url.searchParams.get('limit') ?? 5);
    if (url.pathname === '/search/' || url.pathname === '/search') {
      const q = url.searchParams.get('q') ?? '';
      const found = ADDRESSES.filter((a) =>
        matches(`${a.housenumber ?? ''} ${a.street ?? ''} ${a.postcode} ${a.city}`, q),
      );
      return json(response, 200, {
        type: 'FeatureCollection',
        version: 'draft',
        features: found.slice(0, limit).map(feature),
        query: q,
        limit,
      });
    }
    if (url.pathname === '/communes') {
      const nom = url.searchParams.get('nom') ?? '';
      return json(
        response,
        200,
        CITIES.filter((c) => fold(c.nom).includes(fold(nom)))
          .slice(0, limit)
          .map((c) => ({ ...c, _score: 1 })),
      );
    }
    json(response, 404, { code: 404, message: 'Not found' });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    hits,
    setMode(next) {
      mode = next;
    },
    async close() {
      // Hanging requests would keep close() waiting forever.
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

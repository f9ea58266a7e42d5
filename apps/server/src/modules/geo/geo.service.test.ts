import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type FakeGeocoder, startFakeGeocoder } from '../../../test/fake-geocoder';
import { createGeocoder } from '../../adapters/geocoder/geocoder';
import { createGeoService } from './geo.service';

// The cache's edges (lifetime, size bound, shared in-flight calls), against the fake geocoder on loopback.
let fake: FakeGeocoder;
beforeAll(async () => {
  fake = await startFakeGeocoder();
});
afterAll(() => fake.close());
beforeEach(() => {
  fake.hits.length = 0;
});

const service = (options: Parameters<typeof createGeoService>[1]) =>
  createGeoService(createGeocoder({ addressUrl: fake.url, citiesUrl: fake.url }), options);
const asked = () => fake.hits.map((hit) => hit.query.get('q'));

describe('geo cache', () => {
  it('forgets an answer after its lifetime', async () => {
    let now = 0;
    const geo = service({ ttlMs: 1000, now: () => now });
    await geo.searchAddresses({ q: 'rue de la paix', limit: 5 });
    now = 999;
    await geo.searchAddresses({ q: 'rue de la paix', limit: 5 });
    expect(fake.hits).toHaveLength(1);
    now = 1000;
    await geo.searchAddresses({ q: 'rue de la paix', limit: 5 });
    expect(fake.hits).toHaveLength(2);
  });

  it('keeps at most maxEntries answers, dropping the least recently used', async () => {
    const geo = service({ maxEntries: 2 });
    const ask = (q: string) => geo.searchAddresses({ q, limit: 5 });
    await ask('aaa');
    await ask('bbb');
    await ask('aaa'); // aaa becomes the most recent
    await ask('ccc'); // so bbb goes
    await ask('aaa');
    expect(asked()).toEqual(['aaa', 'bbb', 'ccc']);
    await ask('bbb');
    expect(asked()).toEqual(['aaa', 'bbb', 'ccc', 'bbb']);
  });

  it('shares one call between identical queries asked at the same time', async () => {
    const geo = service({});
    const answers = await Promise.all([1, 2, 3].map(() => geo.searchCities({ q: 'lyon', limit: 5 })));
    expect(fake.hits).toHaveLength(1);
    expect(answers[2]?.[0]?.name).toBe('Lyon');
  });
});

import { AppError } from '@opencall/shared/errors';
import type { AddressSuggestion, CitySuggestion, GeoSearchQuery } from '@opencall/shared/geo';
import type { Geocoder } from '../../adapters/geocoder/geocoder';

/** Addresses and municipalities change slowly; applicants retype the same prefixes all day. */
export const GEO_CACHE_TTL_MS = 10 * 60_000;
/** Bounded so a flood of distinct queries cannot grow the process: the least recently used entry goes first. */
export const GEO_CACHE_MAX_ENTRIES = 500;

export interface GeoService {
  searchAddresses(query: GeoSearchQuery): Promise<AddressSuggestion[]>;
  searchCities(query: GeoSearchQuery): Promise<CitySuggestion[]>;
}

interface Entry {
  value: Promise<unknown>;
  expiresAt: number;
}

export function createGeoService(
  geocoder: Geocoder,
  options: { ttlMs?: number; maxEntries?: number; now?: () => number } = {},
): GeoService {
  const { ttlMs = GEO_CACHE_TTL_MS, maxEntries = GEO_CACHE_MAX_ENTRIES, now = Date.now } = options;
  // Map order is the recency order; the promise is kept so concurrent identical queries share one call.
  const cache = new Map<string, Entry>();

  function cached<T>(kind: string, { q, limit }: GeoSearchQuery, load: () => Promise<T>): Promise<T> {
    const key = `${kind}\n${limit}\n${q.toLocaleLowerCase('fr').replace(/\s+/g, ' ')}`;
    const hit = cache.get(key);
    cache.delete(key);
    if (hit && hit.expiresAt > now()) {
      cache.set(key, hit);
      return hit.value as Promise<T>;
    }
    const value = load().catch((cause: unknown) => {
      // A failure is not remembered: the next keystroke asks again.
      if (cache.get(key)?.value === value) cache.delete(key);
      throw new AppError('geo_service_unavailable', { cause });
    });
    cache.set(key, { value, expiresAt: now() + ttlMs });
    while (cache.size > maxEntries) cache.delete(cache.keys().next().value as string);
    return value;
  }

  return {
    searchAddresses: (query) => cached('addresses', query, () => geocoder.searchAddresses(query.q, query.limit)),
    searchCities: (query) => cached('cities', query, () => geocoder.searchCities(query.q, query.limit)),
  };
}

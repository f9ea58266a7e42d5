import type { AddressSuggestion, CitySuggestion } from '@opencall/shared/geo';
import { z } from 'zod';

/** An applicant waits on every keystroke's answer: a slow geocoder fails fast instead of holding the field. */
export const GEOCODER_TIMEOUT_MS = 3000;

export interface GeocoderSettings {
  /** Base of the Base Adresse Nationale API (or a compatible one): `GET {addressUrl}/search/`. */
  addressUrl: string;
  /** Base of the API Découpage administratif (or a compatible one): `GET {citiesUrl}/communes`. */
  citiesUrl: string;
  timeoutMs?: number;
}

/** The outside service could not answer usefully: unreachable, too slow, an error status or an unexpected body. */
export class GeocoderError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'GeocoderError';
  }
}

export interface Geocoder {
  searchAddresses(q: string, limit: number): Promise<AddressSuggestion[]>;
  searchCities(q: string, limit: number): Promise<CitySuggestion[]>;
}

// Upstream shapes, read leniently: one odd result is skipped, it does not sink the others.
const AddressFeatureSchema = z.object({
  geometry: z.object({ coordinates: z.tuple([z.number(), z.number()]).rest(z.number()) }),
  properties: z.object({
    label: z.string(),
    name: z.string().optional(),
    type: z.string().optional(),
    postcode: z.string(),
    city: z.string(),
    citycode: z.string(),
    context: z.string().optional(),
  }),
});
const FeatureCollectionSchema = z.object({ features: z.array(z.unknown()) });
const CommuneSchema = z.object({
  nom: z.string(),
  code: z.string(),
  codesPostaux: z.array(z.string()).default([]),
  departement: z.object({ code: z.string(), nom: z.string() }).optional(),
});
// A whole-municipality result's `name` is the city, not a street line.
const STREET_TYPES = new Set(['housenumber', 'street', 'locality']);

function toAddress(feature: unknown): AddressSuggestion | undefined {
  const parsed = AddressFeatureSchema.safeParse(feature);
  if (!parsed.success) return undefined;
  const { properties: p, geometry } = parsed.data;
  const [lon, lat] = geometry.coordinates;
  return {
    label: p.label,
    ...(p.name && p.type && STREET_TYPES.has(p.type) && { street: p.name }),
    postcode: p.postcode,
    city: p.city,
    citycode: p.citycode,
    ...(p.context && { context: p.context }),
    lat,
    lon,
  };
}

function toCity(commune: unknown): CitySuggestion | undefined {
  const parsed = CommuneSchema.safeParse(commune);
  if (!parsed.success) return undefined;
  const { nom, code, codesPostaux, departement } = parsed.data;
  return {
    name: nom,
    code,
    postcodes: codesPostaux,
    ...(departement && { department: { code: departement.code, name: departement.nom } }),
  };
}

const isDefined = <T>(value: T | undefined): value is T => value !== undefined;

export function createGeocoder(settings: GeocoderSettings): Geocoder {
  const timeoutMs = settings.timeoutMs ?? GEOCODER_TIMEOUT_MS;

  async function fetchJson(base: string, path: string, params: Record<string, string>): Promise<unknown> {
    // Errors name the endpoint, never the query: what applicants type stays out of the logs.
    const endpoint = `${base}${path}`;
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), timeoutMs);
    try {
      const response = await fetch(`${endpoint}?${new URLSearchParams(params)}`, {
        headers: { accept: 'application/json' },
        signal: controller.signal,
      });
      if (!response.ok) throw new GeocoderError(`${endpoint} answered ${response.status}`);
      return await response.json();
    } catch (error) {
      if (error instanceof GeocoderError) throw error;
      const reason = controller.signal.aborted ? `no answer within ${timeoutMs} ms` : 'unreachable or unreadable';
      throw new GeocoderError(`${endpoint}: ${reason}`, { cause: error });
    } finally {
      clearTimeout(timer);
    }
  }

  return {
    async searchAddresses(q, limit) {
      const body = await fetchJson(settings.addressUrl, '/search/', { q, limit: String(limit) });
      const collection = FeatureCollectionSchema.safeParse(body);
      if (!collection.success) throw new GeocoderError('address search answered no FeatureCollection');
      return collection.data.features.map(toAddress).filter(isDefined).slice(0, limit);
    },
    async searchCities(q, limit) {
      const body = await fetchJson(settings.citiesUrl, '/communes', {
        nom: q,
        fields: 'nom,code,codesPostaux,departement',
        boost: 'population',
        limit: String(limit),
      });
      if (!Array.isArray(body)) throw new GeocoderError('city search answered no list');
      return body.map(toCity).filter(isDefined).slice(0, limit);
    },
  };
}

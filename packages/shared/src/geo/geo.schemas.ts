import * as z from 'zod/mini';

export const GEO_QUERY_MIN_LENGTH = 3;
export const GEO_QUERY_MAX_LENGTH = 200;
export const GEO_DEFAULT_LIMIT = 5;
export const GEO_MAX_LIMIT = 10;

/** What an applicant typed in an address or city field: searched from 3 characters on. */
export const GeoSearchQuerySchema = z.object({
  q: z.string().check(z.trim(), z.minLength(GEO_QUERY_MIN_LENGTH), z.maxLength(GEO_QUERY_MAX_LENGTH)),
  limit: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(GEO_MAX_LIMIT)), GEO_DEFAULT_LIMIT),
});
export type GeoSearchQuery = z.infer<typeof GeoSearchQuerySchema>;

/** One suggestion of the address search (Base Adresse Nationale by default). */
export const AddressSuggestionSchema = z.object({
  /** The whole address on one line, what the address field stores. */
  label: z.string(),
  /** Number and street, when the result is finer than a whole municipality. */
  street: z.optional(z.string()),
  postcode: z.string(),
  city: z.string(),
  /** INSEE code of the municipality. */
  citycode: z.string(),
  /** Department and region, e.g. `75, Paris, Île-de-France`. */
  context: z.optional(z.string()),
  lat: z.number(),
  lon: z.number(),
});
export type AddressSuggestion = z.infer<typeof AddressSuggestionSchema>;

/** One suggestion of the city search (French municipalities by default), biggest first. */
export const CitySuggestionSchema = z.object({
  name: z.string(),
  /** INSEE code of the municipality. */
  code: z.string(),
  postcodes: z.array(z.string()),
  department: z.optional(z.object({ code: z.string(), name: z.string() })),
});
export type CitySuggestion = z.infer<typeof CitySuggestionSchema>;

/** What a city field stores once a suggestion is chosen: `Lyon (69001)`. */
export function cityAnswer(city: Pick<CitySuggestion, 'name' | 'postcodes'>): string {
  const postcode = city.postcodes[0];
  return postcode ? `${city.name} (${postcode})` : city.name;
}

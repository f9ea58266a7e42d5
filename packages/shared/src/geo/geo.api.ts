import * as z from 'zod/mini';
import { dataOf } from '../common';
import { defineEndpoint } from '../http';
import { AddressSuggestionSchema, CitySuggestionSchema, GeoSearchQuerySchema } from './geo.schemas';

const tags = ['geo'] as const;

/** Address and city suggestions, proxied by the server so the browser never calls a third party. */
export const geoApi = {
  addresses: defineEndpoint({
    method: 'GET',
    url: '/api/portal/geo/addresses',
    summary:
      'Addresses matching `q` (3 to 200 characters), best first; 503 geo_service_unavailable when the geocoder fails',
    tags,
    access: 'public',
    schema: { query: GeoSearchQuerySchema, response: { 200: dataOf(z.array(AddressSuggestionSchema)) } },
    errors: ['geo_service_unavailable'],
  }),
  cities: defineEndpoint({
    method: 'GET',
    url: '/api/portal/geo/cities',
    summary:
      'Municipalities whose name matches `q` (3 to 200 characters), most populated first; 503 geo_service_unavailable when the service fails',
    tags,
    access: 'public',
    schema: { query: GeoSearchQuerySchema, response: { 200: dataOf(z.array(CitySuggestionSchema)) } },
    errors: ['geo_service_unavailable'],
  }),
};

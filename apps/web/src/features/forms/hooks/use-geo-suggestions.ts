import { useDebouncedValue } from '@mantine/hooks';
import {
  type AddressSuggestion,
  type CitySuggestion,
  GEO_QUERY_MAX_LENGTH,
  GEO_QUERY_MIN_LENGTH,
  geoApi,
} from '@opencall/shared/geo';
import type { Endpoint } from '@opencall/shared/http';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { queryKeyOf } from '../../../lib/query-cache';

/** Wait for a pause in typing before asking: one call per word, not per key. */
export const GEO_DEBOUNCE_MS = 250;
// The server keeps answers 10 minutes too; a session retyping a prefix asks nothing.
const GEO_STALE_MS = 10 * 60_000;

export interface GeoSuggestions<T> {
  items: T[];
  /** Typing paused on a text long enough to search (3 to 200 characters). */
  isSearchable: boolean;
  /** Waiting for typing to pause, or for the answer. */
  isLoading: boolean;
  /** The answer for the current text came back, possibly empty. */
  isAnswered: boolean;
  /** The service failed: what the applicant types is still kept. */
  isUnavailable: boolean;
}

function useGeoSearch<T>(
  endpoint: Endpoint,
  text: string,
  skip: boolean,
  search: (q: string, signal: AbortSignal) => Promise<T[]>,
): GeoSuggestions<T> {
  const typed = text.trim();
  const [q] = useDebouncedValue(typed, GEO_DEBOUNCE_MS);
  const isSearchable = !skip && q.length >= GEO_QUERY_MIN_LENGTH && q.length <= GEO_QUERY_MAX_LENGTH;
  const query = useQuery({
    queryKey: queryKeyOf(endpoint, { q }),
    queryFn: ({ signal }) => search(q, signal),
    enabled: isSearchable,
    staleTime: GEO_STALE_MS,
    // The next keystroke is the retry: a failing service answers "unavailable" at once.
    retry: false,
    placeholderData: keepPreviousData,
  });
  const isCurrent = isSearchable && q === typed && !query.isPlaceholderData;
  return {
    items: isSearchable ? (query.data ?? []) : [],
    isSearchable,
    isLoading: !skip && typed.length >= GEO_QUERY_MIN_LENGTH && (q !== typed || query.isFetching),
    isAnswered: isCurrent && query.isSuccess,
    isUnavailable: isSearchable && query.isError,
  };
}

/** Address suggestions for what is typed, through our server's proxy. `skip` when the text is a chosen one. */
export function useAddressSuggestions(text: string, skip = false): GeoSuggestions<AddressSuggestion> {
  return useGeoSearch(geoApi.addresses, text, skip, (q, signal) =>
    callApi(geoApi.addresses, { query: { q } }, { signal }).then((r) => r.data),
  );
}

/** Municipality suggestions for what is typed, most populated first. */
export function useCitySuggestions(text: string, skip = false): GeoSuggestions<CitySuggestion> {
  return useGeoSearch(geoApi.cities, text, skip, (q, signal) =>
    callApi(geoApi.cities, { query: { q } }, { signal }).then((r) => r.data),
  );
}

import type { CallInput, Endpoint, ResponseOf } from '@opencall/shared/http';
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { callApi } from './api-client';
import { queryKeyOf } from './query-cache';

/** What every keyset list answers: its rows and, in the envelope's pagination, the last row's id. */
type KeysetPage = { data: readonly unknown[]; pagination: { lastId?: string | null } };

/**
 * A list read page after page with the keyset cursor: "load more" asks for what comes `after` the previous
 * page's lastId. A full page may have a next one; a shorter page is the last.
 */
export function useKeysetPages<E extends Endpoint>(
  endpoint: E & { schema: { query: object } },
  input: { params?: CallInput<E>['params']; query: CallInput<E>['query'] & { perPage: number } },
  options: { keepPrevious?: boolean } = {},
) {
  const { params, query } = input;
  return useInfiniteQuery({
    queryKey: queryKeyOf(endpoint, { ...params, ...query }),
    queryFn: ({ pageParam, signal }) =>
      callApi(endpoint, { params, query: { ...query, ...(pageParam && { after: pageParam }) } }, { signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (last: ResponseOf<E>) => {
      const page = last as KeysetPage;
      return page.data.length >= query.perPage && page.pagination.lastId ? page.pagination.lastId : undefined;
    },
    // The rows shown stay on screen while another search's first page loads.
    placeholderData: options.keepPrevious ? keepPreviousData : undefined,
  });
}

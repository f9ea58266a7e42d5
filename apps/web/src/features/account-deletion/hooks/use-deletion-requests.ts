import { type AccountDeletionState, accountDeletionApi } from '@opencall/shared/users';
import { keepPreviousData, useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { queryKeyOf } from '../../../lib/query-cache';

export const REQUESTS_PER_PAGE = 20;

/** One tab's requests, page after page with the keyset cursor (`after` = the previous page's lastId). */
export function useDeletionRequests(state: AccountDeletionState, search: string) {
  const query = { state, search: search || undefined, perPage: REQUESTS_PER_PAGE };
  return useInfiniteQuery({
    queryKey: queryKeyOf(accountDeletionApi.list, query),
    queryFn: ({ pageParam, signal }) =>
      callApi(accountDeletionApi.list, { query: { ...query, ...(pageParam && { after: pageParam }) } }, { signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) =>
      lastPage.data.length >= REQUESTS_PER_PAGE && lastPage.pagination.lastId ? lastPage.pagination.lastId : undefined,
    placeholderData: keepPreviousData,
  });
}

/** Processed, a request leaves the unprocessed tab and joins the processed one: both lists load again. */
export function useMarkProcessed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (requestId: string) => callApi(accountDeletionApi.markProcessed, { params: { requestId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeyOf(accountDeletionApi.list) }),
  });
}

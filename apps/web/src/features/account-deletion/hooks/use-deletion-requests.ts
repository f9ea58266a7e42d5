import { type AccountDeletionState, accountDeletionApi } from '@opencall/shared/users';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { queryKeyOf } from '../../../lib/query-cache';
import { useKeysetPages } from '../../../lib/use-keyset-pages';

export const REQUESTS_PER_PAGE = 20;

/** One tab's requests, page after page with the keyset cursor (`after` = the previous page's lastId). */
export function useDeletionRequests(state: AccountDeletionState, search: string) {
  const query = { state, search: search || undefined, perPage: REQUESTS_PER_PAGE };
  return useKeysetPages(accountDeletionApi.list, { query }, { keepPrevious: true });
}

/** Processed, a request leaves the unprocessed tab and joins the processed one: both lists load again. */
export function useMarkProcessed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (requestId: string) => callApi(accountDeletionApi.markProcessed, { params: { requestId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeyOf(accountDeletionApi.list) }),
  });
}

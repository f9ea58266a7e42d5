import { type ListEnvelope, withoutItem } from '@opencall/shared/common';
import type { Endpoint } from '@opencall/shared/http';
import type { QueryClient } from '@tanstack/react-query';

/**
 * Query keys start with the contract's URL, so every cached page of one list, whatever its
 * query, shares a prefix: `[url, input]`.
 */
export function queryKeyOf(endpoint: Endpoint, input?: unknown): readonly unknown[] {
  return input === undefined ? [endpoint.url] : [endpoint.url, input];
}

/** SPEC §4: after a creation every cached page of the list is fetched again, whatever its age. */
export function refetchListsAfterCreate(queryClient: QueryClient, list: Endpoint): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: queryKeyOf(list), refetchType: 'all' });
}

/** SPEC §4: after a deletion the item leaves every cached page and its own cache entry. */
export function removeItemAfterDelete(
  queryClient: QueryClient,
  list: Endpoint,
  item: Endpoint,
  id: string,
  idKey = 'id',
): void {
  queryClient.setQueriesData<ListEnvelope<Record<string, unknown>>>({ queryKey: queryKeyOf(list) }, (cached) =>
    cached ? withoutItem(cached, id, idKey) : cached,
  );
  queryClient.removeQueries({
    queryKey: queryKeyOf(item),
    predicate: (query) => JSON.stringify(query.queryKey).includes(JSON.stringify(id)),
  });
}

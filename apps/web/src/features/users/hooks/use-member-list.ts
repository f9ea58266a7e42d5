import { usersApi } from '@opencall/shared/users';
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { queryKeyOf } from '../../../lib/query-cache';

export type MemberScope = 'admins' | 'members';
export type MemberSort = 'newest' | 'oldest';

export const MEMBER_LIST_ENDPOINTS = { admins: usersApi.listAdmins, members: usersApi.list } as const;
export const MEMBERS_PER_PAGE = 20;

/** One list of members, page after page with the keyset cursor (`after` = the previous page's lastId). */
export function useMemberList(scope: MemberScope, filters: { search: string; sort: MemberSort }) {
  const endpoint = MEMBER_LIST_ENDPOINTS[scope];
  const query = { search: filters.search || undefined, sort: filters.sort, perPage: MEMBERS_PER_PAGE };
  return useInfiniteQuery({
    queryKey: queryKeyOf(endpoint, query),
    queryFn: ({ pageParam, signal }) =>
      callApi(endpoint, { query: { ...query, ...(pageParam && { after: pageParam }) } }, { signal }),
    initialPageParam: null as string | null,
    // A full page may have a next one; a shorter page is the last.
    getNextPageParam: (lastPage) =>
      lastPage.data.length >= MEMBERS_PER_PAGE && lastPage.pagination.lastId ? lastPage.pagination.lastId : undefined,
    placeholderData: keepPreviousData,
  });
}

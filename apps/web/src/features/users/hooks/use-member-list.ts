import { usersApi } from '@opencall/shared/users';
import { useKeysetPages } from '../../../lib/use-keyset-pages';

export type MemberScope = 'admins' | 'members';
export type MemberSort = 'newest' | 'oldest';

export const MEMBER_LIST_ENDPOINTS = { admins: usersApi.listAdmins, members: usersApi.list } as const;
export const MEMBERS_PER_PAGE = 20;

/** One list of members, page after page with the keyset cursor (`after` = the previous page's lastId). */
export function useMemberList(scope: MemberScope, filters: { search: string; sort: MemberSort }) {
  const endpoint = MEMBER_LIST_ENDPOINTS[scope];
  const query = { search: filters.search || undefined, sort: filters.sort, perPage: MEMBERS_PER_PAGE };
  return useKeysetPages(endpoint, { query }, { keepPrevious: true });
}

import { ADMIN_ROLE_KEYS } from '@opencall/shared/auth';
import { type ListEnvelope, withoutItem } from '@opencall/shared/common';
import type { UserListItem } from '@opencall/shared/users';
import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import { queryKeyOf } from '../../lib/query-cache';
import { MEMBER_LIST_ENDPOINTS } from './hooks/use-member-list';

type MemberPages = InfiniteData<ListEnvelope<UserListItem>, string | null>;

function updatePages(
  queryClient: QueryClient,
  scope: keyof typeof MEMBER_LIST_ENDPOINTS,
  update: (page: ListEnvelope<UserListItem>) => ListEnvelope<UserListItem>,
): void {
  queryClient.setQueriesData<MemberPages>({ queryKey: queryKeyOf(MEMBER_LIST_ENDPOINTS[scope]) }, (cached) =>
    cached && 'pages' in cached ? { ...cached, pages: cached.pages.map(update) } : cached,
  );
}

export function isAdministrator(member: UserListItem): boolean {
  return member.status !== 'revoked' && member.roles.some((role) => (ADMIN_ROLE_KEYS as string[]).includes(role));
}

/**
 * After a change of roles or a revocation: every cached page shows the member as the server
 * returned them, and one who no longer holds a back-office role leaves the administrators' list.
 */
export function applyMemberChange(queryClient: QueryClient, member: UserListItem): void {
  const replace = (page: ListEnvelope<UserListItem>) => ({
    ...page,
    data: page.data.map((item) => (item.id === member.id ? member : item)),
  });
  updatePages(queryClient, 'members', replace);
  updatePages(queryClient, 'admins', isAdministrator(member) ? replace : (page) => withoutItem(page, member.id));
}

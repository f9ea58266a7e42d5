import type { CallInput } from '@opencall/shared/http';
import { usersApi } from '@opencall/shared/users';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { refetchListsAfterCreate } from '../../../lib/query-cache';

export type InviteAdminBody = NonNullable<CallInput<typeof usersApi.inviteAdmin>['body']>;

/** Invites a person with back-office roles; every cached list is fetched again (SPEC §4). */
export function useInviteAdmin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: InviteAdminBody) => callApi(usersApi.inviteAdmin, { body }),
    onSuccess: () => {
      void refetchListsAfterCreate(queryClient, usersApi.listAdmins);
      void refetchListsAfterCreate(queryClient, usersApi.list);
    },
  });
}

import type { Role } from '@opencall/shared/auth';
import { usersApi } from '@opencall/shared/users';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { queryKeyOf } from '../../../lib/query-cache';
import { reloadProfile } from '../../../lib/session/session-store';

/** Saves the permissions of one role; the signed-in user's own permissions may change with it. */
export function useUpdateRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ roleId, permissions }: { roleId: string; permissions: string[] }) =>
      callApi(usersApi.updateRole, { params: { roleId }, body: { permissions } }),
    onSuccess: ({ data }) => {
      queryClient.setQueryData<{ data: Role[] }>(queryKeyOf(usersApi.listRoles), (cached) =>
        cached ? { data: cached.data.map((role) => (role.id === data.id ? data : role)) } : cached,
      );
      void reloadProfile().catch(() => undefined);
    },
  });
}

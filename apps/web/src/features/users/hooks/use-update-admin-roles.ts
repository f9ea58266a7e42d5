import type { RoleKey } from '@opencall/shared/auth';
import { usersApi } from '@opencall/shared/users';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { applyMemberChange } from '../member-cache';

/** Replaces a member's platform roles; the lists show the answer at once. */
export function useUpdateAdminRoles() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, roleKeys }: { userId: string; roleKeys: RoleKey[] }) =>
      callApi(usersApi.updateAdminRoles, { params: { userId }, body: { roleKeys } }),
    onSuccess: ({ data }) => applyMemberChange(queryClient, data),
  });
}

import { usersApi } from '@opencall/shared/users';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { applyMemberChange } from '../member-cache';

/** Withdraws a member's access: they leave the administrators' list and show as revoked elsewhere. */
export function useRevokeAdmin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: string) => callApi(usersApi.revokeAdmin, { params: { userId } }),
    onSuccess: ({ data }) => applyMemberChange(queryClient, data),
  });
}

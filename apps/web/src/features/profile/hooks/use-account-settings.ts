import { accountApi, type UpdateProfileBody } from '@opencall/shared/auth';
import { accountDeletionApi } from '@opencall/shared/users';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { queryKeyOf } from '../../../lib/query-cache';
import { reloadProfile, startSession } from '../../../lib/session/session-store';

export function useUpdateProfile() {
  return useMutation({
    mutationFn: (body: UpdateProfileBody) => callApi(accountApi.updateProfile, { body }),
    onSuccess: () => reloadProfile(),
  });
}

export function useRequestEmailChange() {
  return useMutation({
    mutationFn: (body: { email: string; password?: string }) => callApi(accountApi.requestEmailChange, { body }),
  });
}

/** Every other session ended on the server: this page goes on with the new access token it was given. */
export function useChangePassword() {
  return useMutation({
    mutationFn: (body: { currentPassword: string; password: string }) => callApi(accountApi.changePassword, { body }),
    onSuccess: ({ accessToken }) => startSession(accessToken),
  });
}

export function useConfirmEmailChange() {
  return useMutation({
    mutationFn: (token: string) => callApi(accountApi.confirmEmailChange, { body: { token } }),
    onSuccess: () => reloadProfile().catch(() => undefined),
  });
}

export function useMyDeletionRequest() {
  return useQuery({
    queryKey: queryKeyOf(accountDeletionApi.mine),
    queryFn: ({ signal }) => callApi(accountDeletionApi.mine, {}, { signal }).then(({ data }) => data),
  });
}

export function useRequestAccountDeletion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (reason: string) => callApi(accountDeletionApi.request, { body: { reason: reason || undefined } }),
    onSuccess: ({ data }) => queryClient.setQueryData(queryKeyOf(accountDeletionApi.mine), data),
  });
}

import { authApi } from '@opencall/shared/auth';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { useDomainInfo } from '../../../lib/domain-info-context';
import { queryKeyOf } from '../../../lib/query-cache';

export function useUpdatePlatformSecurity() {
  const { platform } = useDomainInfo();
  const queryClient = useQueryClient();
  const input = { params: { platformId: platform.id } };
  return useMutation({
    mutationFn: (mfaRequiredForAdmins: boolean) =>
      callApi(authApi.updatePlatformSecurity, { ...input, body: { mfaRequiredForAdmins } }),
    onSuccess: (response) => queryClient.setQueryData(queryKeyOf(authApi.platformSecurity, input), response),
  });
}

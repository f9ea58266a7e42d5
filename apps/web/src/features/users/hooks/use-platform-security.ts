import { authApi } from '@opencall/shared/auth';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { useDomainInfo } from '../../../lib/domain-info-context';
import { queryKeyOf } from '../../../lib/query-cache';

/** Whether the platform requires two-step verification for its administrators. */
export function usePlatformSecurity(isEnabled = true) {
  const { platform } = useDomainInfo();
  const input = { params: { platformId: platform.id } };
  return useQuery({
    queryKey: queryKeyOf(authApi.platformSecurity, input),
    queryFn: ({ signal }) => callApi(authApi.platformSecurity, input, { signal }),
    select: (response) => response.data,
    enabled: isEnabled,
  });
}

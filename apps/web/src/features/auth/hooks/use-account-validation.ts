import { authApi } from '@opencall/shared/auth';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { queryKeyOf } from '../../../lib/query-cache';

/**
 * Spends the single-use validation link once. A query (not a mutation) so that the page's
 * double mount in development and a re-render never post the token twice.
 */
export function useAccountValidation(token: string | null) {
  return useQuery({
    queryKey: queryKeyOf(authApi.validateAccount, { token }),
    queryFn: () => callApi(authApi.validateAccount, { body: { token: token ?? '' } }),
    enabled: token !== null,
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
  });
}

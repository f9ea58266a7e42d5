import { authApi } from '@opencall/shared/auth';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { queryKeyOf } from '../../../lib/query-cache';

/** Which external sign-in providers this server offers (the Google button shows only when configured). */
export function useAuthProviders() {
  return useQuery({
    queryKey: queryKeyOf(authApi.providers),
    queryFn: ({ signal }) => callApi(authApi.providers, {}, { signal }),
    select: (response) => response.data,
    staleTime: 5 * 60_000,
  });
}

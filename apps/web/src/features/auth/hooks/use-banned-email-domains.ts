import { authApi } from '@opencall/shared/auth';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { queryKeyOf } from '../../../lib/query-cache';

/** SPEC §5 banned list for account emails; an empty list while it loads (the server checks again). */
export function useBannedEmailDomains(): readonly string[] {
  const { data } = useQuery({
    queryKey: queryKeyOf(authApi.bannedEmailDomains),
    queryFn: ({ signal }) => callApi(authApi.bannedEmailDomains, {}, { signal }),
    select: (response) => response.data,
    staleTime: Number.POSITIVE_INFINITY,
  });
  return data ?? [];
}

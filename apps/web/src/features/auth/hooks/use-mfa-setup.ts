import { authApi } from '@opencall/shared/auth';
import type { ResponseOf } from '@opencall/shared/http';
import { useQuery } from '@tanstack/react-query';
import { callApi, request } from '../../../lib/api-client';
import { queryKeyOf } from '../../../lib/query-cache';

type MfaSetupResponse = ResponseOf<typeof authApi.mfaSetup>;

/** With a pending enrolment token, or for the signed-in user (whose body is legitimately empty). */
function startMfaSetup(mfaToken: string | undefined): Promise<MfaSetupResponse> {
  if (mfaToken) return callApi(authApi.mfaSetup, { body: { mfaToken } });
  // callApi refuses an empty POST body (SPEC §5 "create without body"), which this contract allows.
  return request<MfaSetupResponse>(authApi.mfaSetup.method, authApi.mfaSetup.url, {});
}

/**
 * Starts enrolment once per visit: every call makes a new secret, so it is a query (deduplicated,
 * never refetched) rather than an effect that a double mount would run twice.
 */
export function useMfaSetup(who: { mfaToken: string } | { userId: string } | null) {
  const mfaToken = who && 'mfaToken' in who ? who.mfaToken : undefined;
  return useQuery({
    queryKey: queryKeyOf(authApi.mfaSetup, who),
    queryFn: () => startMfaSetup(mfaToken),
    select: (response) => response.data,
    enabled: who !== null,
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnReconnect: false,
  });
}

import { authApi } from '@opencall/shared/auth';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

/** Confirms enrolment with a first code; the answer carries new tokens and the recovery codes, once. */
export function useEnableMfa() {
  return useMutation({
    mutationFn: (body: { code: string; mfaToken?: string }) => callApi(authApi.mfaEnable, { body }),
  });
}

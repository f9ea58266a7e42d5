import { authApi } from '@opencall/shared/auth';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

/** Turns two-step verification off with a current code; the server ends every session. */
export function useDisableMfa() {
  return useMutation({ mutationFn: (code: string) => callApi(authApi.mfaDisable, { body: { code } }) });
}

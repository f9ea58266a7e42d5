import { authApi } from '@opencall/shared/auth';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

/** Second step of sign-in: a TOTP code or a recovery code with the pending token. */
export function useVerifyMfa() {
  return useMutation({
    mutationFn: (body: { mfaToken: string; code: string }) => callApi(authApi.verifyMfa, { body }),
  });
}

import { authApi } from '@opencall/shared/auth';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

/** Sets the new password with the link's token; the server ends every session. */
export function useResetPassword() {
  return useMutation({
    mutationFn: (body: { token: string; password: string }) => callApi(authApi.resetPassword, { body }),
  });
}

import { authApi } from '@opencall/shared/auth';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

/** Asks for a reset link by email (same answer for unknown addresses). */
export function useForgotPassword() {
  return useMutation({ mutationFn: (email: string) => callApi(authApi.forgotPassword, { body: { email } }) });
}

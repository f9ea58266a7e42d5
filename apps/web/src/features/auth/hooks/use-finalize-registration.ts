import { authApi } from '@opencall/shared/auth';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

/** An invited person sets a password (and may correct their names) with the invitation token. */
export function useFinalizeRegistration() {
  return useMutation({
    mutationFn: (body: { token: string; password: string; firstname?: string; lastname?: string }) =>
      callApi(authApi.finalizeRegistration, { body }),
  });
}

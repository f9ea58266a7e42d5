import { authApi, type RegisterBody } from '@opencall/shared/auth';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

export function useRegister() {
  return useMutation({ mutationFn: (body: RegisterBody) => callApi(authApi.register, { body }) });
}

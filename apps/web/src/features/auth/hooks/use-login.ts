import { authApi, type LoginBody } from '@opencall/shared/auth';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

export function useLogin() {
  return useMutation({ mutationFn: (body: LoginBody) => callApi(authApi.login, { body }) });
}

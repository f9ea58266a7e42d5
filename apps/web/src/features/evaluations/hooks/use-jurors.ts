import type { Locale } from '@opencall/shared/common';
import { sessionJurorsApi as api, type InviteJurorBody } from '@opencall/shared/evaluations';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { queryKeyOf } from '../../../lib/query-cache';

/** The session's jurors by name, in one page. */
export function useJurors(programId: string, sessionId: string) {
  return useQuery({
    queryKey: queryKeyOf(api.list, { programId, sessionId }),
    queryFn: async ({ signal }) => (await callApi(api.list, { params: { programId, sessionId } }, { signal })).data,
  });
}

/** Invite, regroup and remove jurors; the list is fetched again after each. */
export function useJurorMutations(programId: string, sessionId: string) {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: queryKeyOf(api.list) });
  return {
    invite: useMutation({
      mutationFn: (body: InviteJurorBody) => callApi(api.invite, { params: { programId, sessionId }, body }),
      onSuccess: refresh,
    }),
    update: useMutation({
      mutationFn: ({ userId, ...body }: { userId: string; panel: string; languages: Locale[] }) =>
        callApi(api.update, { params: { programId, sessionId, userId }, body }),
      onSuccess: refresh,
    }),
    remove: useMutation({
      mutationFn: (userId: string) => callApi(api.remove, { params: { programId, sessionId, userId } }),
      onSuccess: refresh,
    }),
  };
}

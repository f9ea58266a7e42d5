import { applicationTeamApi, portalApplicationsApi } from '@opencall/shared/applications';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { queryKeyOf } from '../../../lib/query-cache';

/** An application's team (owner first) and whether the viewer manages it. */
export function useApplicationTeam(responseId: string) {
  return useQuery({
    queryKey: queryKeyOf(applicationTeamApi.list, { responseId }),
    queryFn: async ({ signal }) =>
      (await callApi(applicationTeamApi.list, { params: { responseId } }, { signal })).data,
  });
}

export function useTeamMutations(responseId: string) {
  const queryClient = useQueryClient();
  const teamKey = queryKeyOf(applicationTeamApi.list, { responseId });
  const add = useMutation({
    mutationFn: (email: string) => callApi(applicationTeamApi.add, { params: { responseId }, body: { email } }),
    onSuccess: (result) => queryClient.setQueryData(teamKey, result.data),
  });
  const remove = useMutation({
    mutationFn: (userId: string) => callApi(applicationTeamApi.remove, { params: { responseId, userId } }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: teamKey });
      // Someone who left no longer has the application in their list.
      void queryClient.invalidateQueries({ queryKey: queryKeyOf(portalApplicationsApi.mine) });
    },
  });
  return { add, remove };
}

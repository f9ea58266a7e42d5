import {
  collaboratorsApi,
  type InviteCollaboratorBody,
  type ProgramRoleKey,
  programsApi,
} from '@opencall/shared/programs';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { queryKeyOf } from '../../../lib/query-cache';

/** People holding a role on the program (one page holds them all). */
export function useCollaborators(programId: string) {
  return useQuery({
    queryKey: queryKeyOf(collaboratorsApi.list, { programId }),
    queryFn: async ({ signal }) => (await callApi(collaboratorsApi.list, { params: { programId } }, { signal })).data,
  });
}

/** Invite, change roles and remove; the list and the program's log are fetched again after each. */
export function useCollaboratorMutations(programId: string) {
  const queryClient = useQueryClient();
  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: queryKeyOf(programsApi.logs) });
    return queryClient.invalidateQueries({ queryKey: queryKeyOf(collaboratorsApi.list), refetchType: 'all' });
  };
  const invite = useMutation({
    mutationFn: (body: InviteCollaboratorBody) => callApi(collaboratorsApi.invite, { params: { programId }, body }),
    onSuccess: refresh,
  });
  const update = useMutation({
    mutationFn: ({ userId, roleKeys }: { userId: string; roleKeys: ProgramRoleKey[] }) =>
      callApi(collaboratorsApi.update, { params: { programId, userId }, body: { roleKeys } }),
    onSuccess: refresh,
  });
  const remove = useMutation({
    mutationFn: (userId: string) => callApi(collaboratorsApi.remove, { params: { programId, userId } }),
    onSuccess: refresh,
  });
  return { invite, update, remove };
}

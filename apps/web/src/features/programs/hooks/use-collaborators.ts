import { collaboratorsApi, type InviteCollaboratorBody, type ProgramRoleKey } from '@opencall/shared/programs';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { queryKeyOf } from '../../../lib/query-cache';
import { useRefreshAfterChange } from './use-program-logs';

export const COLLABORATORS_PER_PAGE = 20;

/** One page of the people holding a role on the program, by name; `search` matches names and e-mails. */
export function useCollaborators(programId: string, view: { page: number; search: string }) {
  const query = { page: view.page, perPage: COLLABORATORS_PER_PAGE, ...(view.search && { search: view.search }) };
  return useQuery({
    queryKey: queryKeyOf(collaboratorsApi.list, { programId, ...query }),
    queryFn: ({ signal }) => callApi(collaboratorsApi.list, { params: { programId }, query }, { signal }),
    // The current page stays on screen while the next one loads.
    placeholderData: keepPreviousData,
  });
}

/** Invite, change roles and remove; the list and the program's log are fetched again after each. */
export function useCollaboratorMutations(programId: string) {
  const refresh = useRefreshAfterChange(collaboratorsApi.list);
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

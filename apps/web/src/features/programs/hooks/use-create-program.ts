import { type CreateProgramBody, programsApi } from '@opencall/shared/programs';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { refetchListsAfterCreate } from '../../../lib/query-cache';

/** Creates an active program; every cached programs list is fetched again (SPEC §4). */
export function useCreateProgram() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateProgramBody) => callApi(programsApi.create, { body }),
    onSuccess: () => refetchListsAfterCreate(queryClient, programsApi.list),
  });
}

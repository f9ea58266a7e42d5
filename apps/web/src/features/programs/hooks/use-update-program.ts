import { programsApi, type UpdateProgramBody } from '@opencall/shared/programs';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { queryKeyOf } from '../../../lib/query-cache';

/** Saves a program's settings; its cached copies and the lists are read again. */
export function useUpdateProgram(programId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateProgramBody) => callApi(programsApi.update, { params: { programId }, body }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: queryKeyOf(programsApi.get) });
      await queryClient.invalidateQueries({ queryKey: queryKeyOf(programsApi.list), refetchType: 'none' });
    },
  });
}

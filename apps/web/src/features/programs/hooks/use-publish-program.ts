import { programsApi } from '@opencall/shared/programs';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { ApiError } from '../../../lib/api-error';
import { queryKeyOf } from '../../../lib/query-cache';

/** One problem of the SPEC §5 publish check, as the 422 `program_not_publishable` lists it. */
export interface PublishProblem {
  reason: string;
  categoryId?: string;
  categoryTitle?: string;
  stepNumber?: number;
}

/** The problems of a refused publication, or null when the error is another one. */
export function publishProblemsOf(error: unknown): PublishProblem[] | null {
  if (!(error instanceof ApiError) || error.code !== 'program_not_publishable') return null;
  return Array.isArray(error.details) ? (error.details as PublishProblem[]) : [];
}

/** Publishes or withdraws a program; the program and the lists are read again. */
export function usePublishProgram(programId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (publish: boolean) =>
      callApi(publish ? programsApi.publish : programsApi.unpublish, { params: { programId } }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: queryKeyOf(programsApi.get) });
      await queryClient.invalidateQueries({ queryKey: queryKeyOf(programsApi.list), refetchType: 'none' });
    },
  });
}

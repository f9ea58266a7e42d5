import { juryWorkApi as api, type JuryApplicationDetail, type ScoreSheet } from '@opencall/shared/evaluations';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { ApiError } from '../../../lib/api-error';
import { queryKeyOf } from '../../../lib/query-cache';

/** The applications given to the signed-in juror in a session, with each sheet's progress. */
export function useJuryApplications(sessionId: string, enabled = true) {
  return useQuery({
    queryKey: queryKeyOf(api.list, { sessionId }),
    enabled: enabled && sessionId !== '',
    queryFn: async ({ signal }) => (await callApi(api.list, { params: { sessionId } }, { signal })).data,
  });
}

/** One application given to the juror, with their sheet; null when it is not theirs (or does not exist). */
export function useJuryApplication(sessionId: string, applicationId: string) {
  return useQuery({
    queryKey: queryKeyOf(api.get, { sessionId, applicationId }),
    enabled: sessionId !== '' && applicationId !== '',
    // The sheet on screen is the autosave's: a refetch behind its back would not replace it anyway.
    refetchOnWindowFocus: false,
    queryFn: async ({ signal }) => {
      try {
        return (await callApi(api.get, { params: { sessionId, applicationId } }, { signal })).data;
      } catch (error) {
        if (error instanceof ApiError && (error.status === 404 || error.status === 400)) return null;
        throw error;
      }
    },
  });
}

export function useScoreHistory(sessionId: string, applicationId: string, enabled: boolean) {
  return useQuery({
    queryKey: queryKeyOf(api.history, { sessionId, applicationId }),
    enabled,
    queryFn: async ({ signal }) =>
      (await callApi(api.history, { params: { sessionId, applicationId } }, { signal })).data,
  });
}

/** After a save: the list's progress and the cached application carry the new sheet. */
export function useRememberSheet(sessionId: string, applicationId: string) {
  const queryClient = useQueryClient();
  return (sheet: ScoreSheet) => {
    queryClient.setQueryData<JuryApplicationDetail | null>(queryKeyOf(api.get, { sessionId, applicationId }), (old) =>
      old ? { ...old, sheet } : old,
    );
    void queryClient.invalidateQueries({ queryKey: queryKeyOf(api.list, { sessionId }) });
    void queryClient.invalidateQueries({ queryKey: queryKeyOf(api.history, { sessionId, applicationId }) });
  };
}

/** A save the juror asks for (a final sheet, a change with a reason), not the autosave's. */
export function useSaveScore(sessionId: string, applicationId: string) {
  const remember = useRememberSheet(sessionId, applicationId);
  return useMutation({
    mutationFn: async (body: {
      values: ScoreSheet['values'];
      comment: string;
      final: boolean;
      version: number;
      reason?: string;
    }) => (await callApi(api.save, { params: { sessionId, applicationId }, body })).data,
    onSuccess: remember,
  });
}

export function useDeclareConflict(sessionId: string, applicationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (reason: string) =>
      callApi(api.declareConflict, { params: { sessionId, applicationId }, body: { reason } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeyOf(api.list, { sessionId }) }),
  });
}

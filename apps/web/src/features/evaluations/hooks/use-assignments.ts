import {
  sessionAssignmentsApi as api,
  type PlanAssignmentsBody,
  type RecordConflictBody,
  sessionJurorsApi,
} from '@opencall/shared/evaluations';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { queryKeyOf } from '../../../lib/query-cache';
import { useKeysetPages } from '../../../lib/use-keyset-pages';

/** Each juror's progress and the session's assignment settings. */
export function useSessionProgress(programId: string, sessionId: string) {
  return useQuery({
    queryKey: queryKeyOf(api.progress, { programId, sessionId }),
    queryFn: async ({ signal }) => (await callApi(api.progress, { params: { programId, sessionId } }, { signal })).data,
  });
}

export function useSessionConflicts(programId: string, sessionId: string) {
  return useQuery({
    queryKey: queryKeyOf(api.conflicts, { programId, sessionId }),
    queryFn: async ({ signal }) =>
      (await callApi(api.conflicts, { params: { programId, sessionId } }, { signal })).data,
  });
}

/** Assign, record and withdraw conflicts, remind: progress, conflicts and jurors are read again after each. */
export function useAssignmentMutations(programId: string, sessionId: string) {
  const queryClient = useQueryClient();
  const params = { programId, sessionId };
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: queryKeyOf(api.progress) }),
      queryClient.invalidateQueries({ queryKey: queryKeyOf(api.conflicts) }),
      queryClient.invalidateQueries({ queryKey: queryKeyOf(sessionJurorsApi.list) }),
    ]);
  return {
    plan: useMutation({
      mutationFn: async (body: PlanAssignmentsBody) => (await callApi(api.plan, { params, body })).data,
      onSuccess: (plan) => (plan.dryRun ? undefined : refresh()),
    }),
    record: useMutation({
      mutationFn: (body: RecordConflictBody) => callApi(api.recordConflict, { params, body }),
      onSuccess: refresh,
    }),
    clear: useMutation({
      mutationFn: (pair: { applicationId: string; userId: string }) =>
        callApi(api.clearConflict, { params: { ...params, ...pair } }),
      onSuccess: refresh,
    }),
    remind: useMutation({
      mutationFn: async () => (await callApi(api.remind, { params, body: { all: true } })).data,
    }),
  };
}

const APPLICATIONS_PER_PAGE = 50;

/** The session's applications by applicant, page after page, with their sheets' progress. */
export function useSessionApplications(programId: string, sessionId: string, search: string | undefined) {
  return useKeysetPages(
    api.applications,
    { params: { programId, sessionId }, query: { perPage: APPLICATIONS_PER_PAGE, search } },
    { keepPrevious: true },
  );
}

/** The jurors an application is given to, and every version of their sheets. */
export function useApplicationJurors(programId: string, sessionId: string, applicationId: string | null) {
  return useQuery({
    queryKey: queryKeyOf(api.list, { programId, sessionId, applicationId }),
    enabled: applicationId !== null,
    queryFn: async ({ signal }) =>
      (
        await callApi(
          api.list,
          { params: { programId, sessionId }, query: { applicationId: applicationId ?? '' } },
          { signal },
        )
      ).data,
  });
}

export function useApplicationTimeline(programId: string, sessionId: string, applicationId: string | null) {
  return useQuery({
    queryKey: queryKeyOf(api.timeline, { programId, sessionId, applicationId }),
    enabled: applicationId !== null,
    queryFn: async ({ signal }) =>
      (
        await callApi(
          api.timeline,
          { params: { programId, sessionId, applicationId: applicationId ?? '' } },
          { signal },
        )
      ).data,
  });
}

/** Gives an application to a juror by hand, or takes it back. */
export function usePairMutations(programId: string, sessionId: string) {
  const queryClient = useQueryClient();
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: queryKeyOf(api.list) }),
      queryClient.invalidateQueries({ queryKey: queryKeyOf(api.applications) }),
      queryClient.invalidateQueries({ queryKey: queryKeyOf(api.progress) }),
    ]);
  return {
    assign: useMutation({
      mutationFn: (pair: { applicationId: string; userId: string }) =>
        callApi(api.assign, { params: { programId, sessionId, ...pair } }),
      onSuccess: refresh,
    }),
    unassign: useMutation({
      mutationFn: (pair: { applicationId: string; userId: string }) =>
        callApi(api.unassign, { params: { programId, sessionId, ...pair } }),
      onSuccess: refresh,
    }),
  };
}

import {
  type AddToSelectionBody,
  evaluationSessionsApi as api,
  sessionAssignmentsApi as assignmentsApi,
  type ChangeSessionStatusBody,
  type CreateSessionBody,
  type CriterionInput,
  rankingApi,
  type SessionStatus,
  type UpdateSessionBody,
} from '@opencall/shared/evaluations';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { ApiError } from '../../../lib/api-error';
import { queryKeyOf } from '../../../lib/query-cache';
import { useKeysetPages } from '../../../lib/use-keyset-pages';
import { useRefreshAfterChange } from '../../programs';

const SESSIONS_PER_PAGE = 20;

/** The program's sessions, newest first, page after page; `search` matches names. */
export function useSessions(programId: string, filters: { search?: string; status?: SessionStatus }) {
  return useKeysetPages(
    api.list,
    { params: { programId }, query: { perPage: SESSIONS_PER_PAGE, ...filters } },
    { keepPrevious: true },
  );
}

/** `admin/sessions`: the sessions of every program the user works on, or of one. */
export function useAllSessions(filters: { programId?: string; search?: string; status?: SessionStatus }) {
  return useKeysetPages(api.listAll, { query: { perPage: SESSIONS_PER_PAGE, ...filters } }, { keepPrevious: true });
}

/** One session by its address in the program; null when the program has none by that address. */
export function useSession(programId: string, sessionSlug: string, enabled = true) {
  return useQuery({
    queryKey: queryKeyOf(api.get, { programId, sessionId: sessionSlug }),
    enabled: enabled && programId !== '' && sessionSlug !== '',
    queryFn: async ({ signal }) => {
      try {
        return (await callApi(api.get, { params: { programId, sessionId: sessionSlug } }, { signal })).data;
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return null;
        throw error;
      }
    },
  });
}

export function useCriteria(programId: string, sessionId: string) {
  return useQuery({
    queryKey: queryKeyOf(api.listCriteria, { programId, sessionId }),
    queryFn: async ({ signal }) =>
      (await callApi(api.listCriteria, { params: { programId, sessionId } }, { signal })).data,
  });
}

/**
 * Every change to a session: the lists, the session itself, its criteria and the program's log are
 * fetched again after it (a session changed by address answers under its new one).
 */
export function useSessionMutations(programId: string) {
  const queryClient = useQueryClient();
  const refreshLists = useRefreshAfterChange(api.list);
  const refresh = async () => {
    await Promise.all([
      refreshLists(),
      queryClient.invalidateQueries({ queryKey: queryKeyOf(api.get) }),
      queryClient.invalidateQueries({ queryKey: queryKeyOf(api.listCriteria) }),
    ]);
  };
  const params = (sessionId: string) => ({ programId, sessionId });
  return {
    create: useMutation({
      mutationFn: (body: CreateSessionBody) => callApi(api.create, { params: { programId }, body }),
      onSuccess: refresh,
    }),
    update: useMutation({
      mutationFn: ({ sessionId, body }: { sessionId: string; body: UpdateSessionBody }) =>
        callApi(api.update, { params: params(sessionId), body }),
      onSuccess: refresh,
    }),
    changeStatus: useMutation({
      mutationFn: ({ sessionId, body }: { sessionId: string; body: ChangeSessionStatusBody }) =>
        callApi(api.changeStatus, { params: params(sessionId), body }),
      onSuccess: refresh,
    }),
    remove: useMutation({
      mutationFn: (sessionId: string) => callApi(api.remove, { params: params(sessionId) }),
      onSuccess: refresh,
    }),
    replaceCriteria: useMutation({
      mutationFn: ({ sessionId, criteria }: { sessionId: string; criteria: CriterionInput[] }) =>
        callApi(api.replaceCriteria, { params: params(sessionId), body: { criteria } }),
      onSuccess: refresh,
    }),
  };
}

/** The questions of the program's forms, for the session's `views` and `anonymization` pages. */
export function useSessionQuestions(programId: string, sessionId: string) {
  return useQuery({
    queryKey: queryKeyOf(api.listQuestions, { programId, sessionId }),
    queryFn: async ({ signal }) =>
      (await callApi(api.listQuestions, { params: { programId, sessionId } }, { signal })).data,
  });
}

/** Changes to a session's selection; the session (its count) and its lists are read again after each. */
export function useSelectionMutations(programId: string) {
  const queryClient = useQueryClient();
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: queryKeyOf(api.get) }),
      queryClient.invalidateQueries({ queryKey: queryKeyOf(api.list) }),
      queryClient.invalidateQueries({ queryKey: queryKeyOf(assignmentsApi.applications) }),
      queryClient.invalidateQueries({ queryKey: queryKeyOf(rankingApi.list) }),
    ]);
  return {
    add: useMutation({
      mutationFn: ({ sessionId, body }: { sessionId: string; body: AddToSelectionBody }) =>
        callApi(api.addToSelection, { params: { programId, sessionId }, body }),
      onSuccess: refresh,
    }),
    clear: useMutation({
      mutationFn: (sessionId: string) => callApi(api.clearSelection, { params: { programId, sessionId } }),
      onSuccess: refresh,
    }),
    remove: useMutation({
      mutationFn: ({ sessionId, applicationId }: { sessionId: string; applicationId: string }) =>
        callApi(api.removeFromSelection, { params: { programId, sessionId, applicationId } }),
      onSuccess: refresh,
    }),
  };
}

import type { Locale } from '@opencall/shared/common';
import { type AddToSelectionBody, evaluationSessionsApi } from '@opencall/shared/evaluations';
import {
  voteSessionsApi as api,
  type CreateVoteSessionBody,
  type UpdateVoteSessionBody,
  type VoidVotesBody,
  type VoteListQuery,
} from '@opencall/shared/public-votes';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { ApiError } from '../../../lib/api-error';
import { queryKeyOf } from '../../../lib/query-cache';
import { useKeysetPages } from '../../../lib/use-keyset-pages';

export function useVoteSessions(programId: string, search?: string) {
  return useKeysetPages(api.list, { params: { programId }, query: { perPage: 20, search } }, { keepPrevious: true });
}

/** One vote session by its address; null when there is none. */
export function useVoteSession(programId: string, slug: string) {
  return useQuery({
    queryKey: queryKeyOf(api.get, { programId, sessionId: slug }),
    queryFn: async ({ signal }) => {
      try {
        return (await callApi(api.get, { params: { programId, sessionId: slug } }, { signal })).data;
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return null;
        throw error;
      }
    },
  });
}

export function useVoteQuestions(programId: string, sessionId: string) {
  return useQuery({
    queryKey: queryKeyOf(api.questions, { programId, sessionId }),
    queryFn: async ({ signal }) =>
      (await callApi(api.questions, { params: { programId, sessionId } }, { signal })).data,
  });
}

export function useVoteRanking(programId: string, sessionId: string) {
  return useQuery({
    queryKey: queryKeyOf(api.ranking, { programId, sessionId }),
    refetchInterval: 15_000,
    queryFn: async ({ signal }) => (await callApi(api.ranking, { params: { programId, sessionId } }, { signal })).data,
  });
}

export function useVoteIntegrity(programId: string, sessionId: string) {
  return useQuery({
    queryKey: queryKeyOf(api.integrity, { programId, sessionId }),
    refetchInterval: 30_000,
    queryFn: async ({ signal }) =>
      (await callApi(api.integrity, { params: { programId, sessionId } }, { signal })).data,
  });
}

export function useVotePreview(programId: string, sessionId: string, lang: Locale) {
  return useQuery({
    queryKey: queryKeyOf(api.preview, { programId, sessionId, lang }),
    queryFn: async ({ signal }) =>
      (await callApi(api.preview, { params: { programId, sessionId }, query: { lang } }, { signal })).data,
  });
}

/** One page of the votes (newest first); `after` is the last vote of the page before. */
export function useVoteList(programId: string, sessionId: string, query: Omit<VoteListQuery, 'perPage'>) {
  return useQuery({
    queryKey: queryKeyOf(api.votes, { programId, sessionId, ...query }),
    placeholderData: keepPreviousData,
    queryFn: ({ signal }) =>
      callApi(api.votes, { params: { programId, sessionId }, query: { perPage: 50, ...query } }, { signal }),
  });
}

/** Every change to a vote session: its lists, itself, its results are fetched again after it. */
export function useVoteSessionMutations(programId: string) {
  const queryClient = useQueryClient();
  const refresh = () =>
    queryClient.invalidateQueries({
      predicate: (query) => String(query.queryKey[0]).includes('/public-vote-sessions'),
    });
  return {
    create: useMutation({
      mutationFn: (body: CreateVoteSessionBody) => callApi(api.create, { params: { programId }, body }),
      onSuccess: refresh,
    }),
    update: useMutation({
      mutationFn: ({ sessionId, body }: { sessionId: string; body: UpdateVoteSessionBody }) =>
        callApi(api.update, { params: { programId, sessionId }, body }),
      onSuccess: refresh,
    }),
    remove: useMutation({
      mutationFn: (sessionId: string) => callApi(api.remove, { params: { programId, sessionId } }),
      onSuccess: refresh,
    }),
    voidVotes: useMutation({
      mutationFn: ({ sessionId, body }: { sessionId: string; body: VoidVotesBody }) =>
        callApi(api.voidVotes, { params: { programId, sessionId }, body }),
      onSuccess: refresh,
    }),
  };
}

/** The program's jury sessions: a vote's selection may take one's shortlist. */
export function useJurySessions(programId: string) {
  return useQuery({
    queryKey: queryKeyOf(evaluationSessionsApi.list, { programId, perPage: 100 }),
    queryFn: async ({ signal }) =>
      (await callApi(evaluationSessionsApi.list, { params: { programId }, query: { perPage: 100 } }, { signal })).data,
  });
}

/** Adding to and emptying a vote's selection; the session is read again after (its count). */
export function useVoteSelectionMutations(programId: string) {
  const queryClient = useQueryClient();
  const refresh = () =>
    queryClient.invalidateQueries({
      predicate: (query) => String(query.queryKey[0]).includes('/public-vote-sessions'),
    });
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
  };
}

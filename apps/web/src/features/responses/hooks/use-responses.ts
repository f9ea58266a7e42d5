import {
  type ApplicationStatus,
  type BulkActionBody,
  decisionsApi,
  depositTrashApi,
  type ResponseListQuery,
  responsesApi,
} from '@opencall/shared/applications';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { queryKeyOf } from '../../../lib/query-cache';

/** What the list asks for, minus defaults the server fills in. */
export type ResponseListView = Partial<ResponseListQuery> & { page: number; perPage: number };

export function useResponses(programId: string, view: ResponseListView) {
  const query = Object.fromEntries(
    Object.entries(view).filter(
      ([, value]) => value !== undefined && value !== '' && !(Array.isArray(value) && value.length === 0),
    ),
  );
  return useQuery({
    queryKey: queryKeyOf(responsesApi.list, { programId, ...query }),
    // Lists travel as `a,b` in the query string, as the contract reads them.
    queryFn: ({ signal }) => callApi(responsesApi.list, { params: { programId }, query }, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function useResponse(programId: string, responseId: string) {
  return useQuery({
    queryKey: queryKeyOf(responsesApi.get, { programId, responseId }),
    queryFn: async ({ signal }) =>
      (await callApi(responsesApi.get, { params: { programId, responseId } }, { signal })).data,
  });
}

/** Every change on an application: the detail takes the answer, the lists are read again. */
export function useResponseMutations(programId: string, responseId: string) {
  const queryClient = useQueryClient();
  const settle = (data: unknown) => {
    queryClient.setQueryData(queryKeyOf(responsesApi.get, { programId, responseId }), data);
    void queryClient.invalidateQueries({ queryKey: queryKeyOf(decisionsApi.pending) });
    return queryClient.invalidateQueries({ queryKey: queryKeyOf(responsesApi.list) });
  };
  const params = { programId, responseId };
  return {
    status: useMutation({
      mutationFn: (status: ApplicationStatus) => callApi(responsesApi.changeStatus, { params, body: { status } }),
      onSuccess: (result) => settle(result.data),
    }),
    step: useMutation({
      mutationFn: ({ stepId, decision }: { stepId: string; decision: 'validated' | 'rejected' | 'pending' }) =>
        callApi(responsesApi.decideStep, { params: { ...params, stepId }, body: { decision } }),
      onSuccess: (result) => settle(result.data),
    }),
    tags: useMutation({
      mutationFn: (tagIds: string[]) => callApi(responsesApi.setTags, { params, body: { tagIds } }),
      onSuccess: (result) => settle(result.data),
    }),
    comment: useMutation({
      mutationFn: (body: { body: string; visibility: 'team' | 'private' }) =>
        callApi(responsesApi.comment, { params, body }),
      onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeyOf(responsesApi.get, params) }),
    }),
    deleteComment: useMutation({
      mutationFn: (commentId: string) => callApi(responsesApi.deleteComment, { params: { ...params, commentId } }),
      onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeyOf(responsesApi.get, params) }),
    }),
    trash: useMutation({
      mutationFn: () => callApi(responsesApi.moveToTrash, { params }),
      onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeyOf(responsesApi.list) }),
    }),
  };
}

export function useBulkAction(programId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BulkActionBody) => callApi(responsesApi.bulk, { params: { programId }, body }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeyOf(decisionsApi.pending) });
      return queryClient.invalidateQueries({ queryKey: queryKeyOf(responsesApi.list) });
    },
  });
}

export function useTrashedDeposits(page: number, perPage: number) {
  return useQuery({
    queryKey: queryKeyOf(depositTrashApi.list, { page, perPage }),
    queryFn: ({ signal }) => callApi(depositTrashApi.list, { query: { page, perPage } }, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function useDepositTrashActions() {
  const queryClient = useQueryClient();
  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: queryKeyOf(responsesApi.list) });
    return queryClient.invalidateQueries({ queryKey: queryKeyOf(depositTrashApi.list) });
  };
  return {
    restore: useMutation({
      mutationFn: (responseId: string) => callApi(depositTrashApi.restore, { params: { responseId } }),
      onSuccess: refresh,
    }),
    destroy: useMutation({
      mutationFn: (responseId: string) => callApi(depositTrashApi.deleteForever, { params: { responseId } }),
      onSuccess: refresh,
    }),
  };
}

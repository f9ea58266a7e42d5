import { type CreateRequestBody, requestsApi } from '@opencall/shared/applications';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { queryKeyOf } from '../../../lib/query-cache';

export function useRequests(programId: string, status: 'unprocessed' | 'processed', page: number) {
  const query = { status, page, perPage: 20 };
  return useQuery({
    queryKey: queryKeyOf(requestsApi.list, { programId, ...query }),
    queryFn: ({ signal }) => callApi(requestsApi.list, { params: { programId }, query }, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function useSetRequestStatus(programId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ requestId, status }: { requestId: string; status: 'unprocessed' | 'processed' }) =>
      callApi(requestsApi.setStatus, { params: { programId, requestId }, body: { status } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeyOf(requestsApi.list) }),
  });
}

export function useCreateRequest() {
  return useMutation({
    mutationFn: ({ programId, body }: { programId: string; body: CreateRequestBody }) =>
      callApi(requestsApi.create, { params: { programId }, body }),
  });
}

import type { Selection } from '@opencall/shared/applications';
import {
  messagesApi as api,
  isBatchActive,
  type MessageBatch,
  portalMessagesApi as portal,
  type ThreadPostBody,
} from '@opencall/shared/messages';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { queryKeyOf } from '../../../lib/query-cache';

const BATCHES_PER_PAGE = 20;
/** While a batch goes out, its progress is read again this often (polling: it works without a socket and across instances). */
export const PROGRESS_POLL_MS = 2_000;

const anyActive = (pages: { data: MessageBatch[] }[] | undefined) =>
  (pages ?? []).some((page) => page.data.some(isBatchActive));

/** The program's messages to many, newest first; read again every 2 s while one is scheduled or sending. */
export function useMessageBatches(programId: string) {
  const query = { perPage: BATCHES_PER_PAGE };
  return useInfiniteQuery({
    queryKey: queryKeyOf(api.listBatches, { programId, ...query }),
    queryFn: ({ pageParam, signal }) =>
      callApi(
        api.listBatches,
        { params: { programId }, query: { ...query, ...(pageParam && { after: pageParam }) } },
        { signal },
      ),
    initialPageParam: null as string | null,
    getNextPageParam: (last) =>
      last.data.length >= query.perPage && last.pagination.lastId ? last.pagination.lastId : undefined,
    refetchInterval: (current) => (anyActive(current.state.data?.pages) ? PROGRESS_POLL_MS : false),
  });
}

export interface SendMessageInput {
  subject: string;
  body: string;
  attachments: string[];
  scheduledAt: string | null;
  recipients: Selection;
}

export function useMessageMutations(programId: string) {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: queryKeyOf(api.listBatches) });
  return {
    send: useMutation({
      mutationFn: (body: SendMessageInput) => callApi(api.send, { params: { programId }, body }),
      onSuccess: refresh,
    }),
    cancel: useMutation({
      mutationFn: (batchId: string) => callApi(api.cancelBatch, { params: { programId, batchId } }),
      onSuccess: refresh,
    }),
  };
}

/** One application's thread, as its organizers read it. */
export function useOrganizerThread(programId: string, applicationId: string) {
  const queryClient = useQueryClient();
  const params = { programId, applicationId };
  const key = queryKeyOf(api.thread, params);
  const thread = useQuery({
    queryKey: key,
    queryFn: async ({ signal }) => (await callApi(api.thread, { params }, { signal })).data,
  });
  const write = useMutation({
    mutationFn: (body: ThreadPostBody) => callApi(api.writeToApplication, { params, body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: key }),
  });
  return { thread, write };
}

/** The thread of the applicant's own application. */
export function usePortalThread(responseId: string) {
  const queryClient = useQueryClient();
  const params = { responseId };
  const key = queryKeyOf(portal.thread, params);
  const thread = useQuery({
    queryKey: key,
    queryFn: async ({ signal }) => (await callApi(portal.thread, { params }, { signal })).data,
  });
  const write = useMutation({
    mutationFn: (body: ThreadPostBody) => callApi(portal.reply, { params, body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: key }),
  });
  return { thread, write };
}

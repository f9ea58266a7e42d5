import { type ImportFileBody, importsApi, responsesApi } from '@opencall/shared/applications';
import type { CallInput } from '@opencall/shared/http';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { refetchListsAfterCreate } from '../../../lib/query-cache';

export type DryRunInput = NonNullable<CallInput<typeof importsApi.dryRun>['body']>;
export type CommitInput = NonNullable<CallInput<typeof importsApi.commit>['body']>;

/** The three calls of an import: preview the file, try the mapping, import; the lists follow an import. */
export function useImportCalls(programId: string) {
  const queryClient = useQueryClient();
  const params = { programId };
  return {
    preview: useMutation({
      mutationFn: async (body: ImportFileBody) => (await callApi(importsApi.preview, { params, body })).data,
    }),
    dryRun: useMutation({
      mutationFn: async (body: DryRunInput) => (await callApi(importsApi.dryRun, { params, body })).data,
    }),
    commit: useMutation({
      mutationFn: async (body: CommitInput) => (await callApi(importsApi.commit, { params, body })).data,
      onSuccess: () => refetchListsAfterCreate(queryClient, responsesApi.list),
    }),
  };
}

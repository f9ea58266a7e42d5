import { type ExportConfigBody, exportsApi } from '@opencall/shared/applications';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { queryKeyOf } from '../../../lib/query-cache';

export function useExportConfig(programId: string) {
  return useQuery({
    queryKey: queryKeyOf(exportsApi.getConfig, { programId }),
    queryFn: async ({ signal }) => (await callApi(exportsApi.getConfig, { params: { programId } }, { signal })).data,
  });
}

/** Saves the columns; the answer (the resolved config) replaces the cached one. */
export function useSaveExportConfig(programId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: ExportConfigBody) =>
      (await callApi(exportsApi.saveConfig, { params: { programId }, body })).data,
    onSuccess: (config) => queryClient.setQueryData(queryKeyOf(exportsApi.getConfig, { programId }), config),
  });
}

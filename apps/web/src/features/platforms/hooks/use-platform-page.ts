import { type PlatformPageContents, type PlatformPageKind, platformPagesApi } from '@opencall/shared/platforms';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { useDomainInfo } from '../../../lib/domain-info-context';
import { queryKeyOf } from '../../../lib/query-cache';

/** A legal page in every language, for the back office. */
export function usePlatformPage(kind: PlatformPageKind) {
  const { platform } = useDomainInfo();
  const input = { params: { platformId: platform.id, kind } };
  return useQuery({
    queryKey: queryKeyOf(platformPagesApi.get, input),
    queryFn: ({ signal }) => callApi(platformPagesApi.get, input, { signal }),
    select: (response) => response.data,
  });
}

/** Saves a legal page's texts; the saved copy replaces the cached one and the portal's copies are read again. */
export function useUpdatePlatformPage(kind: PlatformPageKind) {
  const { platform } = useDomainInfo();
  const queryClient = useQueryClient();
  const input = { params: { platformId: platform.id, kind } };
  return useMutation({
    mutationFn: (contents: PlatformPageContents) => callApi(platformPagesApi.update, { ...input, body: { contents } }),
    onSuccess: async (response) => {
      queryClient.setQueryData(queryKeyOf(platformPagesApi.get, input), response);
      await queryClient.invalidateQueries({ queryKey: queryKeyOf(platformPagesApi.portal) });
    },
  });
}

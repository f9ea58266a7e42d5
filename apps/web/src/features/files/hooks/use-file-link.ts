import { filesApi } from '@opencall/shared/files';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { queryKeyOf } from '../../../lib/query-cache';

// A signed address lives five minutes: a new one is asked a minute before, and on return to the page.
const RENEW_BEFORE_MS = 60_000;
const STALE_MS = 2 * 60_000;

/** A signed address of a private file that a media player or a new tab opens without the session header. */
export function useFileLink(fileKey: string) {
  return useQuery({
    queryKey: queryKeyOf(filesApi.link, { encodedKey: fileKey }),
    queryFn: async ({ signal }) => (await callApi(filesApi.link, { params: { encodedKey: fileKey } }, { signal })).data,
    staleTime: STALE_MS,
    refetchInterval: (query) => {
      const expiresAt = query.state.data?.expiresAt;
      return expiresAt ? Math.max(Date.parse(expiresAt) - Date.now() - RENEW_BEFORE_MS, 5_000) : false;
    },
    refetchIntervalInBackground: true,
  });
}

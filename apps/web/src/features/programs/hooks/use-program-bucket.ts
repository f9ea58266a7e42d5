import type { ProgramBucketName } from '@opencall/shared/programs';
import { programsApi } from '@opencall/shared/programs';
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { type ProgramListView, programBucketKey, programListQuery } from '../program-cache';

// SPEC §9: the programs list is kept 120 s.
const PROGRAM_LIST_STALE_MS = 120_000;

/** One status bucket, newest first, page after page with the keyset cursor (limit 10). */
export function useProgramBucket(status: ProgramBucketName, view: ProgramListView) {
  const query = programListQuery(status, view);
  return useInfiniteQuery({
    queryKey: programBucketKey(status, view),
    queryFn: ({ pageParam, signal }) =>
      callApi(programsApi.list, { query: { ...query, ...(pageParam && { after: pageParam }) } }, { signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.metadata.after ?? undefined,
    placeholderData: keepPreviousData,
    staleTime: PROGRAM_LIST_STALE_MS,
  });
}

import { programsApi } from '@opencall/shared/programs';
import { useInfiniteQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { queryKeyOf } from '../../../lib/query-cache';

const LOGS_PER_PAGE = 20;

/** The program's changes, newest first; each "load more" continues after the last entry shown. */
export function useProgramLogs(programId: string) {
  return useInfiniteQuery({
    queryKey: queryKeyOf(programsApi.logs, { programId }),
    queryFn: ({ pageParam, signal }) =>
      callApi(
        programsApi.logs,
        { params: { programId }, query: { perPage: LOGS_PER_PAGE, ...(pageParam && { after: pageParam }) } },
        { signal },
      ),
    initialPageParam: null as string | null,
    getNextPageParam: (last) =>
      last.data.length === LOGS_PER_PAGE && last.pagination.lastId ? last.pagination.lastId : undefined,
  });
}

import type { Endpoint } from '@opencall/shared/http';
import { programsApi } from '@opencall/shared/programs';
import { useQueryClient } from '@tanstack/react-query';
import { queryKeyOf } from '../../../lib/query-cache';
import { useKeysetPages } from '../../../lib/use-keyset-pages';

const LOGS_PER_PAGE = 20;

/** The program's changes, newest first; each "load more" continues after the last entry shown. */
export function useProgramLogs(programId: string) {
  return useKeysetPages(programsApi.logs, { params: { programId }, query: { perPage: LOGS_PER_PAGE } });
}

/** A change to one of the program's lists is logged: after it, every page of that list and the log load again. */
export function useRefreshAfterChange(list: Endpoint) {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: queryKeyOf(programsApi.logs) });
    return queryClient.invalidateQueries({ queryKey: queryKeyOf(list), refetchType: 'all' });
  };
}

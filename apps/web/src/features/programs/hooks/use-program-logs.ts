import { programsApi } from '@opencall/shared/programs';
import { useKeysetPages } from '../../../lib/use-keyset-pages';

const LOGS_PER_PAGE = 20;

/** The program's changes, newest first; each "load more" continues after the last entry shown. */
export function useProgramLogs(programId: string) {
  return useKeysetPages(programsApi.logs, { params: { programId }, query: { perPage: LOGS_PER_PAGE } });
}

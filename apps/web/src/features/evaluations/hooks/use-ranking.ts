import { rankingApi as api, type RankingSort, type WhatIfBody } from '@opencall/shared/evaluations';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { callApi } from '../../../lib/api-client';
import { queryKeyOf } from '../../../lib/query-cache';
import { useRealtimeEvent } from '../../../lib/realtime-events';
import { useKeysetPages } from '../../../lib/use-keyset-pages';

const RANKING_PER_PAGE = 50;

export interface RankingFilters {
  sort: RankingSort;
  contested?: 'true';
  search?: string;
}

/** The ranking, page after page, best first. */
export function useRanking(programId: string, sessionId: string, filters: RankingFilters) {
  return useKeysetPages(
    api.list,
    { params: { programId, sessionId }, query: { perPage: RANKING_PER_PAGE, page: 1, ...filters } },
    { keepPrevious: true },
  );
}

export function useRankingSummary(programId: string, sessionId: string) {
  return useQuery({
    queryKey: queryKeyOf(api.summary, { programId, sessionId }),
    queryFn: async ({ signal }) => (await callApi(api.summary, { params: { programId, sessionId } }, { signal })).data,
  });
}

export function useWhatIf(programId: string, sessionId: string) {
  return useMutation({
    mutationFn: async (body: WhatIfBody) =>
      (await callApi(api.whatIf, { params: { programId, sessionId }, body })).data,
  });
}

/**
 * The board follows the jury live: each sheet submitted (on any server) sends `evaluation.results`,
 * and the ranking and its summary are read again, at most once a second. Returns when it last moved.
 */
export function useLiveRanking(sessionId: string, onMoved: () => void) {
  const queryClient = useQueryClient();
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useRealtimeEvent('evaluation.results', (payload) => {
    if ((payload as { sessionId?: string } | null)?.sessionId !== sessionId || timer.current) return;
    timer.current = setTimeout(() => {
      timer.current = null;
      void queryClient.invalidateQueries({ queryKey: queryKeyOf(api.list) });
      void queryClient.invalidateQueries({ queryKey: queryKeyOf(api.summary) });
      onMoved();
    }, 1000);
  });
}

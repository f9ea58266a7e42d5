import { programStatisticsApi } from '@opencall/shared/programs';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { queryKeyOf } from '../../../lib/query-cache';

/** The viewer's own zone: a day on the charts is the day they lived. */
export function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}

export function useProgramStatistics(programId: string, days: number) {
  const tz = browserTimeZone();
  return useQuery({
    queryKey: queryKeyOf(programStatisticsApi.program, { programId, days, tz }),
    queryFn: async ({ signal }) =>
      (await callApi(programStatisticsApi.program, { params: { programId }, query: { days, tz } }, { signal })).data,
    // Another period keeps the current charts on screen until its numbers arrive.
    placeholderData: keepPreviousData,
  });
}

export function usePlatformStatistics(days: number, enabled: boolean) {
  const tz = browserTimeZone();
  return useQuery({
    queryKey: queryKeyOf(programStatisticsApi.platform, { days, tz }),
    queryFn: async ({ signal }) =>
      (await callApi(programStatisticsApi.platform, { query: { days, tz } }, { signal })).data,
    enabled,
    placeholderData: keepPreviousData,
  });
}

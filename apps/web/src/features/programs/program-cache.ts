import type { Locale } from '@opencall/shared/common';
import {
  PROGRAM_BUCKET_NAMES,
  PROGRAM_LIST_PAGE_SIZE,
  type Program,
  type ProgramBucketName,
  type ProgramBuckets,
  type ProgramList,
  programsApi,
} from '@opencall/shared/programs';
import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import { queryKeyOf } from '../../lib/query-cache';

export type ProgramPages = InfiniteData<ProgramList, string | null>;

/** What a list shows: the search typed and the language titles come in. */
export interface ProgramListView {
  search: string;
  lang: Locale;
}

export function programListQuery(status: ProgramBucketName, view: ProgramListView) {
  return { status, search: view.search || undefined, limit: PROGRAM_LIST_PAGE_SIZE, lang: view.lang };
}

export function programBucketKey(status: ProgramBucketName, view: ProgramListView) {
  return queryKeyOf(programsApi.list, programListQuery(status, view));
}

/**
 * SPEC §4 status changes on the cached pages: the shared bucket reducer decides, then each bucket's
 * pages become one page holding its list (the last page's cursor still points where "load more"
 * continues). Lists cached for other searches are only marked stale.
 */
export function updateProgramBuckets(
  queryClient: QueryClient,
  view: ProgramListView,
  update: (buckets: ProgramBuckets<Program>) => ProgramBuckets<Program>,
): void {
  const keys = PROGRAM_BUCKET_NAMES.map((status) => programBucketKey(status, view));
  const cached = keys.map((key) => queryClient.getQueryData<ProgramPages>(key));
  void queryClient.invalidateQueries({ queryKey: queryKeyOf(programsApi.get), refetchType: 'none' });
  if (cached.some((data) => !data)) {
    void queryClient.invalidateQueries({ queryKey: queryKeyOf(programsApi.list) });
    return;
  }
  const shown = new Set(keys.map((key) => JSON.stringify(key)));
  void queryClient.invalidateQueries({
    queryKey: queryKeyOf(programsApi.list),
    predicate: (query) => !shown.has(JSON.stringify(query.queryKey)),
    refetchType: 'none',
  });
  const pages = cached as ProgramPages[];
  const before = Object.fromEntries(
    PROGRAM_BUCKET_NAMES.map((status, index) => {
      const data = pages[index] as ProgramPages;
      return [status, { total: data.pages[0]?.metadata.total ?? 0, list: data.pages.flatMap((page) => page.items) }];
    }),
  ) as ProgramBuckets<Program>;
  const after = update(before);
  PROGRAM_BUCKET_NAMES.forEach((status, index) => {
    if (after[status] === before[status]) return;
    const data = pages[index] as ProgramPages;
    const last = data.pages[data.pages.length - 1];
    if (!last) return;
    const delta = after[status].total - before[status].total;
    const metadata = {
      ...last.metadata,
      total: after[status].total,
      totalFiltred: Math.max(0, (data.pages[0]?.metadata.totalFiltred ?? 0) + delta),
    };
    queryClient.setQueryData<ProgramPages>(keys[index] as readonly unknown[], {
      pages: [{ items: after[status].list, metadata }],
      pageParams: [null],
    });
  });
}

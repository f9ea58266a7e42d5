import { formsApi } from '@opencall/shared/forms';
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { queryKeyOf } from '../../../lib/query-cache';

export const FORM_PAGE_SIZE = 20;

/** A program's forms (trash excluded), newest first, page after page with the keyset cursor. */
export function useFormList(programId: string, search: string) {
  const query = { perPage: FORM_PAGE_SIZE, search: search || undefined };
  return useInfiniteQuery({
    queryKey: queryKeyOf(formsApi.list, { programId, ...query }),
    queryFn: ({ pageParam, signal }) =>
      callApi(
        formsApi.list,
        { params: { programId }, query: { ...query, page: 1, ...(pageParam && { after: pageParam }) } },
        { signal },
      ),
    initialPageParam: null as string | null,
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((sum, page) => sum + page.data.length, 0);
      return loaded < last.pagination.totalFiltred && last.pagination.lastId ? last.pagination.lastId : undefined;
    },
    placeholderData: keepPreviousData,
  });
}

/** Forms in the platform's trash, most recently deleted first. */
export function useFormTrash(search: string) {
  const query = { perPage: FORM_PAGE_SIZE, search: search || undefined };
  return useInfiniteQuery({
    queryKey: queryKeyOf(formsApi.listTrash, query),
    queryFn: ({ pageParam, signal }) =>
      callApi(formsApi.listTrash, { query: { ...query, page: 1, ...(pageParam && { after: pageParam }) } }, { signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((sum, page) => sum + page.data.length, 0);
      return loaded < last.pagination.totalFiltred && last.pagination.lastId ? last.pagination.lastId : undefined;
    },
    placeholderData: keepPreviousData,
  });
}

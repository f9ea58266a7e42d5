import { MAX_PAGE_SIZE } from '@opencall/shared/common';
import { formsApi } from '@opencall/shared/forms';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { queryKeyOf } from '../../../lib/query-cache';

/** The program's forms (first page of the largest size), for a form step's picker. */
export function useProgramForms(programId: string, enabled: boolean) {
  const query = { perPage: MAX_PAGE_SIZE, page: 1 };
  return useQuery({
    queryKey: queryKeyOf(formsApi.list, { programId, ...query }),
    queryFn: async ({ signal }) => (await callApi(formsApi.list, { params: { programId }, query }, { signal })).data,
    enabled,
  });
}

import { MAX_PAGE_SIZE } from '@opencall/shared/common';
import { formsApi } from '@opencall/shared/forms';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { queryKeyOf } from '../../../lib/query-cache';

/**
 * The program's forms for a form step's picker: the newest page, or the ones whose title matches
 * `search` (searched on the server, so a program with hundreds of forms finds any of them).
 */
export function useProgramForms(programId: string, enabled: boolean, search = '') {
  const query = { perPage: MAX_PAGE_SIZE, page: 1, ...(search && { search }) };
  return useQuery({
    queryKey: queryKeyOf(formsApi.list, { programId, ...query }),
    queryFn: ({ signal }) => callApi(formsApi.list, { params: { programId }, query }, { signal }),
    enabled,
    placeholderData: keepPreviousData,
  });
}

/** The title of one form, for a picker whose current choice is not among the listed ones. */
export function useFormTitle(programId: string, formId: string | null) {
  return useQuery({
    queryKey: queryKeyOf(formsApi.get, { programId, formId }),
    queryFn: async ({ signal }) =>
      (await callApi(formsApi.get, { params: { programId, formId: formId ?? '' }, query: { lang: 'fr' } }, { signal }))
        .data.title,
    enabled: formId !== null,
  });
}

import type { Locale } from '@opencall/shared/common';
import { formsApi } from '@opencall/shared/forms';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { queryKeyOf } from '../../../lib/query-cache';

/** The form in its base language (the program's default one): what the builder edits. */
export function useFormDefinition(programId: string, formId: string, lang: Locale) {
  return useQuery({
    queryKey: queryKeyOf(formsApi.get, { programId, formId, lang }),
    queryFn: ({ signal }) =>
      callApi(formsApi.get, { params: { programId, formId }, query: { lang } }, { signal }).then((r) => r.data),
    staleTime: 0,
    refetchOnWindowFocus: false,
  });
}

import type { Locale } from '@opencall/shared/common';
import { formsApi } from '@opencall/shared/forms';
import { useQueries } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { queryKeyOf } from '../../../lib/query-cache';

/** The forms a category's steps use, each fetched once (SPEC §7: per distinct form id). */
export function useProgramFormDefinitions(programId: string, formIds: readonly string[], lang: Locale) {
  return useQueries({
    queries: [...new Set(formIds)].map((formId) => ({
      queryKey: queryKeyOf(formsApi.get, { programId, formId, lang }),
      queryFn: async ({ signal }: { signal: AbortSignal }) =>
        (await callApi(formsApi.get, { params: { programId, formId }, query: { lang } }, { signal })).data,
    })),
  });
}

import type { Locale } from '@opencall/shared/common';
import { programsApi } from '@opencall/shared/programs';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { ApiError } from '../../../lib/api-error';
import { queryKeyOf } from '../../../lib/query-cache';

// SPEC §9: a program stays cached 400 ms.
const PROGRAM_STALE_MS = 400;

/** The program of a back-office address: the API accepts the slug where it takes an id (SPEC §3). Null when none has it. */
export function useProgramBySlug(slug: string, lang: Locale) {
  return useQuery({
    queryKey: queryKeyOf(programsApi.get, { slug, lang }),
    queryFn: async ({ signal }) => {
      try {
        return (await callApi(programsApi.get, { params: { programId: slug }, query: { lang } }, { signal })).data;
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return null;
        throw error;
      }
    },
    staleTime: PROGRAM_STALE_MS,
  });
}

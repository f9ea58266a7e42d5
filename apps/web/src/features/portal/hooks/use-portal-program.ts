import type { Locale } from '@opencall/shared/common';
import { portalProgramsApi } from '@opencall/shared/programs';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { ApiError } from '../../../lib/api-error';
import { queryKeyOf } from '../../../lib/query-cache';

// SPEC §9: a program stays cached 400 ms.
const PROGRAM_STALE_MS = 400;

/** A published program of this platform by slug, in `lang`; null when the portal has no such program. */
export function usePortalProgram(platformId: string, programSlug: string, lang: Locale) {
  return useQuery({
    queryKey: queryKeyOf(portalProgramsApi.get, { platformId, programSlug, lang }),
    queryFn: async ({ signal }) => {
      try {
        const params = { platformId, programSlug };
        return (await callApi(portalProgramsApi.get, { params, query: { lang } }, { signal })).data;
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return null;
        throw error;
      }
    },
    staleTime: PROGRAM_STALE_MS,
  });
}

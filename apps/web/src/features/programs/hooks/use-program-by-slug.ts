import type { Locale } from '@opencall/shared/common';
import { programsApi } from '@opencall/shared/programs';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { queryKeyOf } from '../../../lib/query-cache';

// SPEC §9: a program stays cached 400 ms.
const PROGRAM_STALE_MS = 400;
const LOOKUP_LIMIT = 100;

/**
 * The contracts look programs up by id only: the slug is found through the list search (slugs
 * match it), among the active and archived programs, then the program is read by id.
 * Resolves to null when no program has that slug.
 */
export function useProgramBySlug(slug: string, lang: Locale) {
  return useQuery({
    queryKey: queryKeyOf(programsApi.get, { slug, lang }),
    queryFn: async ({ signal }) => {
      const found = await callApi(
        programsApi.list,
        { query: { status: 'all', search: slug, limit: LOOKUP_LIMIT, lang } },
        { signal },
      );
      const match = found.items.find((program) => program.slug === slug);
      if (!match) return null;
      return (await callApi(programsApi.get, { params: { programId: match.id }, query: { lang } }, { signal })).data;
    },
    staleTime: PROGRAM_STALE_MS,
  });
}

import type { Locale } from '@opencall/shared/common';
import { portalGalleriesApi as api } from '@opencall/shared/galleries';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { ApiError } from '../../../lib/api-error';
import { queryKeyOf } from '../../../lib/query-cache';

/** A gallery as the public reads it (a preview for its organizers); null when it is unpublished or unknown. */
export function usePublicGallery(platformId: string, programSlug: string, galleryId: string, lang: Locale) {
  const params = { platformId, programId: programSlug, id: galleryId };
  return useQuery({
    queryKey: queryKeyOf(api.get, { ...params, lang }),
    queryFn: async ({ signal }) => {
      try {
        return (await callApi(api.get, { params, query: { lang } }, { signal })).data;
      } catch (error) {
        // SPEC §8: unpublished, unknown, or an id that cannot be one: the same page.
        if (error instanceof ApiError && (error.status === 404 || error.status === 400)) return null;
        throw error;
      }
    },
  });
}

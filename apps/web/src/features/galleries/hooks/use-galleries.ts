import {
  galleriesApi as api,
  type CreateGalleryBody,
  portalGalleriesApi,
  type UpdateGalleryBody,
} from '@opencall/shared/galleries';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { ApiError } from '../../../lib/api-error';
import { queryKeyOf } from '../../../lib/query-cache';
import { useKeysetPages } from '../../../lib/use-keyset-pages';
import { useRefreshAfterChange } from '../../programs';

const GALLERIES_PER_PAGE = 20;

/** The program's galleries, newest first, page after page; `search` matches names. */
export function useGalleries(programId: string, filters: { search?: string }) {
  return useKeysetPages(
    api.list,
    { params: { programId }, query: { perPage: GALLERIES_PER_PAGE, ...filters } },
    { keepPrevious: true },
  );
}

/** One gallery by its address in the program; null when the program has none by that address. */
export function useGallery(programId: string, gallerySlug: string) {
  return useQuery({
    queryKey: queryKeyOf(api.get, { programId, galleryId: gallerySlug }),
    enabled: programId !== '' && gallerySlug !== '',
    queryFn: async ({ signal }) => {
      try {
        return (await callApi(api.get, { params: { programId, galleryId: gallerySlug } }, { signal })).data;
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return null;
        throw error;
      }
    },
  });
}

/** The questions of the program's forms, for the gallery's fields. */
export function useGalleryQuestions(programId: string, galleryId: string) {
  return useQuery({
    queryKey: queryKeyOf(api.questions, { programId, galleryId }),
    queryFn: async ({ signal }) =>
      (await callApi(api.questions, { params: { programId, galleryId } }, { signal })).data,
  });
}

/** The gallery's entries in their order. */
export function useGalleryEntries(programId: string, galleryId: string) {
  return useQuery({
    queryKey: queryKeyOf(api.listEntries, { programId, galleryId }),
    queryFn: async ({ signal }) =>
      (await callApi(api.listEntries, { params: { programId, galleryId } }, { signal })).data,
  });
}

/** Every change to a gallery: its lists, itself and its entries are read again after it. */
export function useGalleryMutations(programId: string) {
  const queryClient = useQueryClient();
  const refreshLists = useRefreshAfterChange(api.list);
  const refresh = async () => {
    await Promise.all([
      refreshLists(),
      queryClient.invalidateQueries({ queryKey: queryKeyOf(api.get) }),
      queryClient.invalidateQueries({ queryKey: queryKeyOf(api.listEntries) }),
      queryClient.invalidateQueries({ queryKey: queryKeyOf(portalGalleriesApi.get) }),
    ]);
  };
  const params = (galleryId: string) => ({ programId, galleryId });
  return {
    create: useMutation({
      mutationFn: (body: CreateGalleryBody) => callApi(api.create, { params: { programId }, body }),
      onSuccess: refresh,
    }),
    update: useMutation({
      mutationFn: ({ galleryId, body }: { galleryId: string; body: UpdateGalleryBody }) =>
        callApi(api.update, { params: params(galleryId), body }),
      onSuccess: refresh,
    }),
    remove: useMutation({
      mutationFn: (galleryId: string) => callApi(api.remove, { params: params(galleryId) }),
      onSuccess: refresh,
    }),
    replaceEntries: useMutation({
      mutationFn: ({ galleryId, applicationIds }: { galleryId: string; applicationIds: string[] }) =>
        callApi(api.replaceEntries, { params: params(galleryId), body: { applicationIds } }),
      onSuccess: refresh,
    }),
    addAccepted: useMutation({
      mutationFn: ({ galleryId, top }: { galleryId: string; top: number }) =>
        callApi(api.addAccepted, { params: params(galleryId), body: { top } }),
      onSuccess: refresh,
    }),
  };
}

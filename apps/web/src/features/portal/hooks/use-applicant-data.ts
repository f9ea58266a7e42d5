import {
  type CreateApplicationBody,
  type MyApplication,
  type PortalProgramListQuery,
  portalApplicationsApi,
} from '@opencall/shared/applications';
import type { Locale } from '@opencall/shared/common';
import { useMutation, useQueries, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { ApiError } from '../../../lib/api-error';
import { queryKeyOf } from '../../../lib/query-cache';
import { useKeysetPages } from '../../../lib/use-keyset-pages';

const PROGRAMS_PER_PAGE = 12;

/** The portal's programs, page after page (keyset), filtered by search and phase. */
export function usePortalPrograms(
  platformId: string,
  view: { search: string; phase: PortalProgramListQuery['phase']; lang: Locale },
) {
  const query = {
    perPage: PROGRAMS_PER_PAGE,
    lang: view.lang,
    ...(view.search && { search: view.search }),
    ...(view.phase && { phase: view.phase }),
  };
  return useKeysetPages(portalApplicationsApi.programs, { params: { platformId }, query: { ...query, page: 1 } });
}

export function usePortalCategory(platformId: string, programId: string, categoryId: string | null, lang: Locale) {
  return useQuery({
    queryKey: queryKeyOf(portalApplicationsApi.category, { platformId, programId, categoryId, lang }),
    queryFn: async ({ signal }) =>
      (
        await callApi(
          portalApplicationsApi.category,
          { params: { platformId, programId, categoryId: categoryId ?? '' }, query: { lang } },
          { signal },
        )
      ).data,
    enabled: categoryId !== null,
  });
}

/** SPEC §7: each distinct form among the category's form steps, fetched once. */
export function usePortalForms(platformId: string, programId: string, formIds: readonly string[], lang: Locale) {
  return useQueries({
    queries: [...new Set(formIds)].map((formId) => ({
      queryKey: queryKeyOf(portalApplicationsApi.form, { platformId, programId, formId, lang }),
      queryFn: async ({ signal }: { signal: AbortSignal }) =>
        (
          await callApi(
            portalApplicationsApi.form,
            { params: { platformId, programId, formId }, query: { lang } },
            { signal },
          )
        ).data,
      staleTime: 5 * 60_000,
    })),
  });
}

export function useMyApplications(programId?: string, enabled = true) {
  return useQuery({
    queryKey: queryKeyOf(portalApplicationsApi.mine, { programId }),
    queryFn: async ({ signal }) =>
      (await callApi(portalApplicationsApi.mine, { query: programId ? { programId } : {} }, { signal })).data,
    enabled,
  });
}

/** One of my applications; null when it does not exist (any more) or is someone else's. */
export function useMyApplication(responseId: string | null) {
  return useQuery({
    queryKey: queryKeyOf(portalApplicationsApi.get, { responseId }),
    queryFn: async ({ signal }) => {
      try {
        return (await callApi(portalApplicationsApi.get, { params: { responseId: responseId ?? '' } }, { signal }))
          .data;
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return null;
        throw error;
      }
    },
    enabled: responseId !== null,
    // The page keeps its own copy while editing; no background refetch under the applicant's hands.
    refetchOnWindowFocus: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function useApplicationMutations(programId: string) {
  const queryClient = useQueryClient();
  const remember = (application: MyApplication) => {
    queryClient.setQueryData(queryKeyOf(portalApplicationsApi.get, { responseId: application.id }), application);
    void queryClient.invalidateQueries({ queryKey: queryKeyOf(portalApplicationsApi.mine) });
  };
  const create = useMutation({
    mutationFn: (body: CreateApplicationBody) => callApi(portalApplicationsApi.create, { params: { programId }, body }),
    onSuccess: (result) => remember(result.data),
  });
  const submit = useMutation({
    mutationFn: ({ responseId, version }: { responseId: string; version: number }) =>
      callApi(portalApplicationsApi.submit, { params: { responseId }, body: { version } }),
    onSuccess: (result) => remember(result.data),
  });
  return { create, submit, remember };
}

import { responsesApi } from '@opencall/shared/applications';
import type { Locale } from '@opencall/shared/common';
import {
  emailTemplatesApi as api,
  type EmailTemplateName,
  type RenderEmailTemplateBody,
  type SaveEmailTemplateBody,
} from '@opencall/shared/emails';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { queryKeyOf } from '../../../lib/query-cache';

/** The program's e-mails, each with the languages its organizers changed. */
export function useEmailTemplates(programId: string) {
  return useQuery({
    queryKey: queryKeyOf(api.list, { programId }),
    queryFn: async ({ signal }) => (await callApi(api.list, { params: { programId } }, { signal })).data,
  });
}

/** One e-mail in one language: the program's version, else the default, and its merge fields. */
export function useEmailTemplate(programId: string, template: EmailTemplateName, locale: Locale) {
  return useQuery({
    queryKey: queryKeyOf(api.get, { programId, template, locale }),
    queryFn: async ({ signal }) =>
      (await callApi(api.get, { params: { programId, template, locale } }, { signal })).data,
  });
}

/** The program's latest submitted applications: what a preview may show. */
export function usePreviewApplications(programId: string, enabled: boolean) {
  return useQuery({
    queryKey: queryKeyOf(responsesApi.list, { programId, preview: true }),
    enabled,
    queryFn: async ({ signal }) =>
      (
        await callApi(
          responsesApi.list,
          { params: { programId }, query: { perPage: 50, sort: 'submittedAt', order: 'desc' } },
          { signal },
        )
      ).data.filter((row) => row.submittedAt !== null),
  });
}

/** Save, reset, preview and test of one e-mail in one language; the list and the e-mail are read again after a change. */
export function useEmailTemplateMutations(programId: string, template: EmailTemplateName, locale: Locale) {
  const queryClient = useQueryClient();
  const params = { programId, template, locale };
  const refresh = async () => {
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: queryKeyOf(api.list, { programId }) }),
      queryClient.invalidateQueries({ queryKey: queryKeyOf(api.get, params) }),
    ]);
  };
  return {
    save: useMutation({
      mutationFn: (body: SaveEmailTemplateBody) => callApi(api.save, { params, body }),
      onSuccess: refresh,
    }),
    reset: useMutation({ mutationFn: () => callApi(api.reset, { params }), onSuccess: refresh }),
    preview: useMutation({ mutationFn: (body: RenderEmailTemplateBody) => callApi(api.preview, { params, body }) }),
    test: useMutation({ mutationFn: (body: RenderEmailTemplateBody) => callApi(api.test, { params, body }) }),
  };
}

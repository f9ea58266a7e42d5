import type { Locale } from '@opencall/shared/common';
import { jurySessionsApi as api } from '@opencall/shared/evaluations';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { ApiError } from '../../../lib/api-error';
import { queryKeyOf } from '../../../lib/query-cache';

/** The sessions the signed-in person sits on (none for most people). */
export function useMyJurySessions(lang: Locale, enabled = true) {
  return useQuery({
    queryKey: queryKeyOf(api.list, { lang }),
    enabled,
    queryFn: async ({ signal }) => (await callApi(api.list, { query: { lang } }, { signal })).data,
  });
}

/** A session the signed-in person sits on, in their language; null when they do not (or it does not exist). */
export function useJurySession(sessionId: string, lang: Locale) {
  return useQuery({
    queryKey: queryKeyOf(api.get, { sessionId, lang }),
    enabled: sessionId !== '',
    queryFn: async ({ signal }) => {
      try {
        return (await callApi(api.get, { params: { sessionId }, query: { lang } }, { signal })).data;
      } catch (error) {
        if (error instanceof ApiError && (error.status === 404 || error.status === 400)) return null;
        throw error;
      }
    },
  });
}

export function useAcceptJurySession(sessionId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callApi(api.accept, { params: { sessionId }, body: { acceptTerms: true } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeyOf(api.get) }),
  });
}

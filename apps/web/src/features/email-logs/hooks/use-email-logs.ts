import { emailLogsApi as api, type EmailLogStatus } from '@opencall/shared/email-logs';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { queryKeyOf } from '../../../lib/query-cache';
import { useKeysetPages } from '../../../lib/use-keyset-pages';

export const EMAILS_PER_PAGE = 20;

export interface EmailLogFilters {
  search: string;
  status: EmailLogStatus | '';
  template: string;
  /** `YYYY-MM-DD` (UTC days), or empty. */
  from: string;
  to: string;
}

/** The log, newest first, page after page with the keyset cursor. */
export function useEmailLogs(filters: EmailLogFilters) {
  const query = {
    perPage: EMAILS_PER_PAGE,
    search: filters.search || undefined,
    status: filters.status || undefined,
    template: filters.template || undefined,
    from: filters.from || undefined,
    to: filters.to || undefined,
  };
  return useKeysetPages(api.list, { query }, { keepPrevious: true });
}

/** The templates the log holds: the template filter's choices. */
export function useEmailLogTemplates() {
  return useQuery({
    queryKey: queryKeyOf(api.templates),
    queryFn: async ({ signal }) => (await callApi(api.templates, {}, { signal })).data,
  });
}

/** One e-mail with its bodies, while it is open. */
export function useEmailLog(emailId: string | null) {
  return useQuery({
    queryKey: queryKeyOf(api.get, { emailId }),
    enabled: emailId !== null,
    queryFn: async ({ signal }) => (await callApi(api.get, { params: { emailId: emailId ?? '' } }, { signal })).data,
  });
}

/** Resending adds a row to the log: the list is read again. */
export function useResendEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (emailId: string) => callApi(api.resend, { params: { emailId } }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeyOf(api.list) }),
        queryClient.invalidateQueries({ queryKey: queryKeyOf(api.templates) }),
      ]),
  });
}

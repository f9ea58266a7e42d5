import {
  senderEmailApi as api,
  type CreateSendingDomainBody,
  type SendingDomain,
  type UpdateSenderSettingsBody,
} from '@opencall/shared/sender-email';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { queryKeyOf } from '../../../lib/query-cache';

/** The platform's sender name, reply-to and sending domain. */
export function useSenderSettings() {
  return useQuery({
    queryKey: queryKeyOf(api.getDefault),
    queryFn: async ({ signal }) => (await callApi(api.getDefault, {}, { signal })).data,
  });
}

export function useUpdateSenderSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: UpdateSenderSettingsBody) => (await callApi(api.updateDefault, { body })).data,
    onSuccess: (settings) => queryClient.setQueryData(queryKeyOf(api.getDefault), settings),
  });
}

/** The platform's sending domains with their records and last check. */
export function useSendingDomains() {
  return useQuery({
    queryKey: queryKeyOf(api.listDomains),
    queryFn: async ({ signal }) => (await callApi(api.listDomains, {}, { signal })).data,
  });
}

/** Adding, checking and deleting a domain: the list shows the answer at once; the sender is read again. */
export function useSendingDomainMutations() {
  const queryClient = useQueryClient();
  const replace = (update: (domains: SendingDomain[]) => SendingDomain[]) =>
    queryClient.setQueryData<SendingDomain[]>(queryKeyOf(api.listDomains), (domains) => update(domains ?? []));
  const senderChanged = () => queryClient.invalidateQueries({ queryKey: queryKeyOf(api.getDefault) });
  return {
    add: useMutation({
      mutationFn: async (body: CreateSendingDomainBody) => (await callApi(api.addDomain, { body })).data,
      onSuccess: (domain) => replace((domains) => [...domains, domain]),
    }),
    check: useMutation({
      mutationFn: async (domainId: string) => (await callApi(api.checkDomain, { params: { domainId } })).data,
      onSuccess: async (domain) => {
        replace((domains) => domains.map((row) => (row.id === domain.id ? domain : row)));
        await senderChanged();
      },
    }),
    remove: useMutation({
      mutationFn: async (domainId: string) => (await callApi(api.removeDomain, { params: { domainId } })).data,
      onSuccess: async ({ id }) => {
        replace((domains) => domains.filter((row) => row.id !== id));
        await senderChanged();
      },
    }),
  };
}

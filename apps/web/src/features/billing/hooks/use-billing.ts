import {
  billingApi as api,
  type BillingInfo,
  type PaymentOutcome,
  type PreviewInvoiceBody,
  type PreviewResult,
  previewResultOf,
  type SubscriptionChangeBody,
  ZERO_PREVIEW,
} from '@opencall/shared/billing';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { callApi } from '../../../lib/api-client';
import { ApiError } from '../../../lib/api-error';
import { SUBSCRIPTION_QUERY_KEY } from '../../../lib/billing/use-subscription';
import { queryKeyOf } from '../../../lib/query-cache';

/** The plans the platform may choose, cheapest first (never the standby plan). */
export function usePlans() {
  return useQuery({
    queryKey: queryKeyOf(api.plans),
    queryFn: async ({ signal }) => (await callApi(api.plans, {}, { signal })).data,
    staleTime: 60_000,
  });
}

/** Billing information, the saved card and the payment provider. */
export function useBilling() {
  return useQuery({
    queryKey: queryKeyOf(api.billing),
    queryFn: async ({ signal }) => (await callApi(api.billing, {}, { signal })).data,
  });
}

export function useUpdateBillingInfo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: BillingInfo) => (await callApi(api.updateBillingInfo, { body })).data,
    onSuccess: (billing) => queryClient.setQueryData(queryKeyOf(api.billing), billing),
  });
}

/** The platform's invoices, newest first. */
export function useInvoices() {
  return useQuery({
    queryKey: queryKeyOf(api.invoices),
    queryFn: async ({ signal }) => (await callApi(api.invoices, {}, { signal })).data,
  });
}

/** The value once it has stopped changing for `delay` ms: one preview per pause, not one per keystroke. */
export function useDebounced<T>(value: T, delay: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return settled;
}

export const PREVIEW_DEBOUNCE_MS = 300;

export interface PreviewAnswer {
  result: PreviewResult;
  /** The error code when the preview failed (the result is then all zeros). */
  errorCode: string | null;
}

/**
 * SPEC §7 preview of the upcoming invoice for the draft's payload, read again after every pause in the
 * changes. SPEC §8: a failed preview is logged and shows all zeros (its code says why, e.g. a bad promo code).
 */
export function useInvoicePreview(payload: PreviewInvoiceBody | null) {
  const settled = useDebounced(payload, PREVIEW_DEBOUNCE_MS);
  const query = useQuery({
    queryKey: [...queryKeyOf(api.previewUpcomingInvoice), settled],
    enabled: settled !== null,
    retry: false,
    staleTime: 30_000,
    placeholderData: keepPreviousData,
    queryFn: async ({ signal }): Promise<PreviewAnswer> => {
      try {
        const invoice = (await callApi(api.previewUpcomingInvoice, { body: settled as PreviewInvoiceBody }, { signal }))
          .data;
        return { result: previewResultOf(invoice), errorCode: null };
      } catch (error) {
        if (signal.aborted) throw error;
        console.error('Invoice preview failed', error);
        return { result: ZERO_PREVIEW, errorCode: error instanceof ApiError ? error.code : 'internal_error' };
      }
    },
  });
  const waiting = JSON.stringify(settled) !== JSON.stringify(payload);
  return { ...query, isUpdating: waiting || query.isFetching };
}

export type SubscriptionFlowAction = 'create' | 'changePlan' | 'updateSeats';

/** Subscribing, changing plan, changing seats: the subscription and the invoices are read again after. */
export function useSubscriptionChange(action: SubscriptionFlowAction) {
  const queryClient = useQueryClient();
  const endpoint =
    action === 'create' ? api.createSubscription : action === 'changePlan' ? api.changePlan : api.updateSeats;
  return useMutation({
    mutationFn: async (body: SubscriptionChangeBody): Promise<PaymentOutcome> =>
      (await callApi(endpoint, { body })).data,
    onSuccess: async (outcome) => {
      queryClient.setQueryData(SUBSCRIPTION_QUERY_KEY, outcome.subscription);
      await queryClient.invalidateQueries({ queryKey: queryKeyOf(api.invoices), refetchType: 'all' });
    },
  });
}

/** Paying an open or failed invoice again. */
export function useRetryInvoice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (invoiceId: string) => (await callApi(api.retryInvoice, { params: { invoiceId } })).data,
    onSuccess: async (outcome) => {
      queryClient.setQueryData(SUBSCRIPTION_QUERY_KEY, outcome.subscription);
      await queryClient.invalidateQueries({ queryKey: queryKeyOf(api.invoices), refetchType: 'all' });
    },
  });
}

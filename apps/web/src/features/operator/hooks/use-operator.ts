import {
  operatorBillingApi as api,
  type OperatorActionBody,
  type OperatorSubscription,
  type Plan,
  type PlanBody,
  type PromoCode,
  type PromoCodeBody,
} from '@opencall/shared/billing';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { SUBSCRIPTION_QUERY_KEY } from '../../../lib/billing/use-subscription';
import { queryKeyOf } from '../../../lib/query-cache';

/** Every platform's subscription, as the operator sees them. */
export function useOperatorSubscriptions() {
  return useQuery({
    queryKey: queryKeyOf(api.subscriptions),
    queryFn: async ({ signal }) => (await callApi(api.subscriptions, {}, { signal })).data,
  });
}

/** Standby, suspend, resume or grant: the row shows the answer; this platform's own state is read again. */
export function useOperatorAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ platformId, body }: { platformId: string; body: OperatorActionBody }) =>
      (await callApi(api.act, { params: { platformId }, body })).data,
    onSuccess: async (row) => {
      queryClient.setQueryData<OperatorSubscription[]>(queryKeyOf(api.subscriptions), (rows) =>
        rows?.map((existing) => (existing.platformId === row.platformId ? row : existing)),
      );
      await queryClient.invalidateQueries({ queryKey: SUBSCRIPTION_QUERY_KEY });
    },
  });
}

export function useOperatorPlans() {
  return useQuery({
    queryKey: queryKeyOf(api.plans),
    queryFn: async ({ signal }) => (await callApi(api.plans, {}, { signal })).data,
  });
}

export function useSavePlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ planId, body }: { planId: string; body: PlanBody }) =>
      (await callApi(api.savePlan, { params: { planId }, body })).data,
    onSuccess: (plan) =>
      queryClient.setQueryData<Plan[]>(queryKeyOf(api.plans), (plans = []) =>
        plans.some((existing) => existing.id === plan.id)
          ? plans.map((existing) => (existing.id === plan.id ? plan : existing))
          : [...plans, plan],
      ),
  });
}

export function useOperatorPromoCodes() {
  return useQuery({
    queryKey: queryKeyOf(api.promoCodes),
    queryFn: async ({ signal }) => (await callApi(api.promoCodes, {}, { signal })).data,
  });
}

export function useCreatePromoCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: PromoCodeBody) => (await callApi(api.createPromoCode, { body })).data,
    onSuccess: (code) =>
      queryClient.setQueryData<PromoCode[]>(queryKeyOf(api.promoCodes), (codes = []) => [code, ...codes]),
  });
}

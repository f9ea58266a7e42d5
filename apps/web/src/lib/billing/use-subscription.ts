import { billingApi, hasFeature, isStandbyPlan, isSuspendedStatus, type PlanFeature } from '@opencall/shared/billing';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../api-client';
import { queryKeyOf } from '../query-cache';
import { useSession } from '../session/use-session';

export const SUBSCRIPTION_QUERY_KEY = queryKeyOf(billingApi.subscription);

/**
 * Client state `subscription` (SPEC §3): the platform's plan, status and open features, for signed-in
 * users only. Read by the guards (standby, suspended), the menus (feature gating) and the billing pages.
 */
export function useSubscription() {
  const session = useSession();
  const signedIn = session.status === 'signed_in';
  return useQuery({
    queryKey: SUBSCRIPTION_QUERY_KEY,
    queryFn: async ({ signal }) => (await callApi(billingApi.subscription, {}, { signal })).data,
    enabled: signedIn,
    staleTime: 30_000,
  });
}

/** SPEC §6 feature check for the menus: open while the subscription is still loading or not billed. */
export function useHasFeature(feature: PlanFeature): boolean {
  const { data } = useSubscription();
  return !data || hasFeature(data, feature);
}

/** SPEC §4: where the subscription sends an admin user, if anywhere. */
export function useSubscriptionLanding(): 'standby' | 'suspended' | null {
  const { data } = useSubscription();
  if (!data?.billed) return null;
  if (isSuspendedStatus(data.status)) return 'suspended';
  if (isStandbyPlan(data.plan)) return 'standby';
  return null;
}

/** SPEC §4: the delete action is disabled on a standby plan. */
export function useDeleteDisabled(): boolean {
  const { data } = useSubscription();
  return Boolean(data?.billed && isStandbyPlan(data.plan));
}

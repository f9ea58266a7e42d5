import {
  featuresOf,
  PLAN_FEATURES,
  type Plan,
  type Subscription,
  type SubscriptionStatus,
} from '@opencall/shared/billing';
import type { PlanRow, SubscriptionRow } from './billing.repository';

export function toPlan(row: PlanRow): Plan {
  return {
    id: row.id,
    label: row.label,
    badgeKind: row.badgeKind,
    features: row.features,
    nbMinSeats: row.nbMinSeats,
    storageGb: row.storageGb,
    prices: row.prices,
    addons: row.addons,
    active: row.active,
  };
}

/**
 * The status that holds now, read from the dates rather than waiting for a job to record it (a server
 * that was down extends nothing): an unpaid invoice whose grace period is over suspends the platform,
 * and a trial that ended without a subscription is `suspension_expired`.
 */
export function effectiveStatus(
  row: Pick<SubscriptionRow, 'status' | 'graceEndsAt' | 'trialEndsAt'>,
  now: Date,
): SubscriptionStatus {
  if (row.status === 'past_due' && row.graceEndsAt && row.graceEndsAt <= now) return 'suspended';
  if (row.status === 'trialing' && row.trialEndsAt && row.trialEndsAt <= now) return 'suspension_expired';
  return row.status;
}

/** A platform the installation does not bill: every feature open, nothing to show. */
export function unbilledSubscription(provider: 'manual' | 'stripe'): Subscription {
  return {
    status: 'active',
    plan: null,
    additionalFeatures: [],
    features: [...PLAN_FEATURES],
    priceId: null,
    recurringInterval: null,
    nbSeats: 0,
    addons: [],
    currentPeriodStart: null,
    currentPeriodEnd: null,
    trialEndsAt: null,
    graceEndsAt: null,
    provider,
    billed: false,
  };
}

export function toSubscription(row: SubscriptionRow, plan: PlanRow | undefined, now: Date): Subscription {
  const status = effectiveStatus(row, now);
  const asPlan = plan ? toPlan(plan) : null;
  return {
    status,
    plan: asPlan,
    additionalFeatures: row.additionalFeatures,
    features: featuresOf({ status, plan: asPlan, additionalFeatures: row.additionalFeatures }),
    priceId: row.priceId,
    recurringInterval: row.recurringInterval,
    nbSeats: row.nbSeats,
    addons: row.addons,
    currentPeriodStart: row.currentPeriodStart?.toISOString() ?? null,
    currentPeriodEnd: row.currentPeriodEnd?.toISOString() ?? null,
    trialEndsAt: row.trialEndsAt?.toISOString() ?? null,
    graceEndsAt: row.graceEndsAt?.toISOString() ?? null,
    provider: row.provider,
    billed: true,
  };
}

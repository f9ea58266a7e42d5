import { PLAN_FEATURES } from '@opencall/shared/billing';
import type { Tx } from '../../db/client';
import * as billingRepository from './billing.repository';

const ALL = PLAN_FEATURES;

/**
 * The demo's plans and promo code, and the demo platform's trial (30 days, every feature), so
 * `home/create-subscription` has something to choose and `operator/subscriptions` something to show.
 */
export async function seedDemoBilling(db: Tx, platformId: string, now: Date): Promise<void> {
  const plan = (values: Parameters<typeof billingRepository.upsertPlan>[1]) => billingRepository.upsertPlan(db, values);
  await plan({
    id: 'trial',
    label: 'trial',
    badgeKind: 'trial',
    features: [...ALL],
    nbMinSeats: 1,
    prices: [],
    addons: [],
  });
  await plan({
    id: 'basic',
    label: 'Basic',
    badgeKind: 'basic',
    features: ['galleries'],
    nbMinSeats: 1,
    storageGb: 5,
    prices: [
      { id: 'basic-month', recurringInterval: 'month', unitAmount: 1500 },
      { id: 'basic-year', recurringInterval: 'year', unitAmount: 15000 },
    ],
    addons: [],
  });
  await plan({
    id: 'pro',
    label: 'Pro',
    badgeKind: 'pro',
    features: ['evaluation_sessions', 'public_votes', 'galleries', 'sender_domains'],
    nbMinSeats: 3,
    storageGb: 50,
    prices: [
      { id: 'pro-month', recurringInterval: 'month', unitAmount: 4900 },
      { id: 'pro-year', recurringInterval: 'year', unitAmount: 49000 },
    ],
    addons: [
      {
        id: 'extra-storage',
        label: '+100 GiB',
        feature: null,
        prices: [
          { id: 'extra-storage-month', recurringInterval: 'month', unitAmount: 1000 },
          { id: 'extra-storage-year', recurringInterval: 'year', unitAmount: 10000 },
        ],
      },
    ],
  });
  await plan({
    id: 'plus',
    label: 'Plus',
    badgeKind: 'plus',
    features: [...ALL],
    nbMinSeats: 5,
    storageGb: 200,
    prices: [
      { id: 'plus-month', recurringInterval: 'month', unitAmount: 9900 },
      { id: 'plus-year', recurringInterval: 'year', unitAmount: 99000 },
    ],
    addons: [],
  });
  await plan({
    id: 'standby',
    label: 'standby',
    badgeKind: 'standby',
    features: [],
    nbMinSeats: 0,
    prices: [],
    addons: [],
    active: false,
  });
  await billingRepository.insertPromo(db, { code: 'BIENVENUE20', kind: 'percent', value: 20, duration: 'once' });
  await billingRepository.upsertSubscription(db, platformId, {
    status: 'trialing',
    planId: 'trial',
    trialEndsAt: new Date(now.getTime() + 30 * 24 * 3600 * 1000),
  });
}

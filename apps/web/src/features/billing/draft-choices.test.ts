import { newSubscriptionDraft, type Plan, type Subscription } from '@opencall/shared/billing';
import { describe, expect, it } from 'vitest';
import { choosePlanWithAddons, draftFromSubscription } from './draft-choices';

const pro: Plan = {
  id: 'pro',
  label: 'Pro',
  badgeKind: 'pro',
  features: [],
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
      prices: [{ id: 'extra-storage-year', recurringInterval: 'year', unitAmount: 10000 }],
    },
  ],
  active: true,
};

const subscription = (values: Partial<Subscription>): Subscription => ({
  status: 'active',
  plan: pro,
  additionalFeatures: [],
  features: [],
  priceId: 'pro-year',
  recurringInterval: 'year',
  nbSeats: 5,
  addons: [{ id: 'extra-storage', priceId: 'extra-storage-year', quantity: 1 }],
  currentPeriodStart: null,
  currentPeriodEnd: null,
  trialEndsAt: null,
  graceEndsAt: null,
  provider: 'manual',
  billed: true,
  ...values,
});

describe('the plan step’s choices', () => {
  it('keep the chosen add-ons when the interval changes, and drop one with no price at the new interval', () => {
    const yearly = choosePlanWithAddons(newSubscriptionDraft(), pro, 'year', ['extra-storage']);
    expect(yearly.addons).toEqual([{ id: 'extra-storage', priceId: 'extra-storage-year', quantity: 1 }]);
    expect(yearly.seatPrice?.id).toBe('pro-year');
    const monthly = choosePlanWithAddons(yearly, pro, 'month', ['extra-storage']);
    expect(monthly.seatPrice?.id).toBe('pro-month');
    expect(monthly.addons).toEqual([]);
  });
});

describe('a change flow’s first draft', () => {
  it('starts from the platform’s plan, interval, add-ons and seats beyond the minimum', () => {
    const draft = draftFromSubscription(subscription({}));
    expect(draft.plan?.id).toBe('pro');
    expect(draft.recurringInterval).toBe('year');
    expect(draft.minSeats).toBe(3);
    expect(draft.additionalSeats).toBe(2);
    expect(draft.nbSeats).toBe(5);
    expect(draft.addons.map((addon) => addon.id)).toEqual(['extra-storage']);
  });

  it('is empty when the platform has no plan (nothing to change yet)', () => {
    const draft = draftFromSubscription(subscription({ plan: null, nbSeats: 0 }));
    expect(draft.plan).toBeNull();
    expect(draft.nbSeats).toBe(0);
    expect(draft.recurringInterval).toBe('year');
  });
});

import { describe, expect, it } from 'vitest';
import {
  buildSubscriptionPayload,
  centsToUnits,
  choosePlan,
  disablePlan,
  featuresOf,
  hasFeature,
  isStandbyPlan,
  isSuspendedStatus,
  newSubscriptionDraft,
  planTotal,
  previewResultOf,
  setAdditionalSeats,
  taxOf,
  validateBillingInfo,
  ZERO_PREVIEW,
} from './billing.rules';
import type { Invoice, InvoiceLine, Plan } from './billing.schemas';

const storage = {
  id: 'extra-storage',
  label: '+100 GiB',
  feature: null,
  prices: [
    { id: 'storage-month', recurringInterval: 'month' as const, unitAmount: 1000 },
    { id: 'storage-year', recurringInterval: 'year' as const, unitAmount: 10000 },
  ],
};
const pro: Plan = {
  id: 'pro',
  label: 'Pro',
  badgeKind: 'pro',
  features: ['evaluation_sessions', 'galleries'],
  nbMinSeats: 3,
  storageGb: 50,
  prices: [
    { id: 'pro-month', recurringInterval: 'month', unitAmount: 4900 },
    { id: 'pro-year', recurringInterval: 'year', unitAmount: 49000 },
  ],
  addons: [storage],
  active: true,
};
const monthlyOnly: Plan = { ...pro, id: 'm', prices: [{ id: 'm-month', recurringInterval: 'month', unitAmount: 999 }] };
const NOW = new Date('2026-11-27T10:00:00Z');

describe('SPEC §3 subscription draft', () => {
  it('starts empty, on the yearly interval, with no additional seat and the proration date of its creation', () => {
    expect(newSubscriptionDraft(NOW)).toEqual({
      plan: null,
      nbSeats: 0,
      minSeats: 0,
      seatPrice: null,
      promoCode: '',
      addons: [],
      additionalSeats: 0,
      recurringInterval: 'year',
      prorationDate: Math.floor(NOW.getTime() / 1000),
    });
  });
});

describe('SPEC §4 plan choice', () => {
  it('takes the price of the chosen interval and counts seats as the minimum plus the additional ones', () => {
    const draft = choosePlan(setAdditionalSeats(newSubscriptionDraft(NOW), 2), pro, 'month');
    expect(draft.plan?.id).toBe('pro');
    expect(draft.seatPrice?.id).toBe('pro-month');
    expect(draft.recurringInterval).toBe('month');
    expect([draft.minSeats, draft.additionalSeats, draft.nbSeats]).toEqual([3, 2, 5]);
  });

  it('changes nothing when the plan has no price for the interval', () => {
    const before = choosePlan(newSubscriptionDraft(NOW), pro, 'year');
    expect(choosePlan(before, monthlyOnly, 'year')).toBe(before);
  });

  it('adds an add-on, replaces it when chosen again, and clears every add-on when a plan is chosen without one', () => {
    const withAddon = choosePlan(newSubscriptionDraft(NOW), pro, 'year', { addon: storage });
    expect(withAddon.addons).toEqual([{ id: 'extra-storage', priceId: 'storage-year', quantity: 1 }]);
    const replaced = choosePlan(withAddon, pro, 'year', { addon: storage, quantity: 3 });
    expect(replaced.addons).toEqual([{ id: 'extra-storage', priceId: 'storage-year', quantity: 3 }]);
    expect(choosePlan(replaced, pro, 'year').addons).toEqual([]);
  });

  it('keeps seats at the minimum plus additional seats when the additional count changes (never negative)', () => {
    const draft = choosePlan(newSubscriptionDraft(NOW), pro, 'year');
    expect(setAdditionalSeats(draft, 4).nbSeats).toBe(7);
    expect(setAdditionalSeats(draft, -2)).toMatchObject({ additionalSeats: 0, nbSeats: 3 });
    expect(setAdditionalSeats(draft, 1.7)).toMatchObject({ additionalSeats: 1, nbSeats: 4 });
  });

  it('disabling the plan clears the plan, the minimum seats, the additional seats and the seats', () => {
    const draft = disablePlan(setAdditionalSeats(choosePlan(newSubscriptionDraft(NOW), pro, 'year'), 2));
    expect(draft).toMatchObject({ plan: null, seatPrice: null, minSeats: 0, additionalSeats: 0, nbSeats: 0 });
  });
});

describe('SPEC §5 subscription payload', () => {
  it('is built only with a plan, an interval and a seat price', () => {
    expect(buildSubscriptionPayload(newSubscriptionDraft(NOW))).toBeNull();
    const chosen = choosePlan(newSubscriptionDraft(NOW), pro, 'year', { addon: storage });
    expect(buildSubscriptionPayload({ ...chosen, seatPrice: null })).toBeNull();
    expect(buildSubscriptionPayload(chosen)).toEqual({
      planId: 'pro',
      priceId: 'pro-year',
      nbSeats: 3,
      prorationDate: Math.floor(NOW.getTime() / 1000),
      addons: [{ id: 'extra-storage', priceId: 'storage-year', quantity: 1 }],
    });
  });

  it.each([
    ['', false],
    ['   ', false],
    ['BIENVENUE20', true],
  ])('sends the promo code %j only if non-empty (%s)', (promoCode, sent) => {
    const payload = buildSubscriptionPayload({ ...choosePlan(newSubscriptionDraft(NOW), pro, 'year'), promoCode });
    expect(payload && 'promoCode' in payload).toBe(sent);
  });
});

describe('SPEC §9 amounts', () => {
  it.each([
    [1999, 19.99],
    [100, 1],
    [1, 0.01],
    [0, 0],
    [-250, -2.5],
    [4900 * 3, 147],
  ])('cents %i are %d in currency units', (cents, units) => {
    expect(centsToUnits(cents)).toBe(units);
  });

  it.each([
    [1000, 200],
    [1, 0],
    [3, 1],
    [2, 0],
    [1997, 399],
    [-1000, -200],
  ])('the 20 %% tax of %i cents is %i cents, rounded to the cent', (cents, tax) => {
    expect(taxOf(cents)).toBe(tax);
  });

  it('the plan total is seats × seat price plus add-ons, with 20 % tax', () => {
    const draft = setAdditionalSeats(
      choosePlan(newSubscriptionDraft(NOW), pro, 'month', { addon: storage, quantity: 2 }),
      1,
    );
    // 4 seats × 49.00 + 2 × 10.00 = 216.00; tax 43.20.
    expect(planTotal(draft)).toEqual({ total: 216, tva: 43.2, totalWithTVA: 259.2 });
    expect(planTotal(newSubscriptionDraft(NOW))).toEqual({ total: 0, tva: 0, totalWithTVA: 0 });
  });
});

const line = (amount: number, discount = 0, tax = taxOf(amount - discount)): InvoiceLine => ({
  amount,
  description: '',
  discount_amounts: discount ? [{ amount: discount }] : [],
  tax_amounts: [{ amount: tax }],
});
const invoice = (lines: InvoiceLine[], starting_balance = 0): Invoice => ({ lines: { data: lines }, starting_balance });

describe('SPEC §9 preview result of an invoice', () => {
  it.each([
    {
      name: 'one charge',
      invoice: invoice([line(14700)]),
      result: { total: 147, tva: 29.4, totalDiscount: 0, totalWithTVA: 176.4, amountDue: 176.4, solde: 0, refunds: 0 },
    },
    {
      name: 'a charge with a 20 % discount (the invoice’s own tax amounts)',
      invoice: invoice([line(14700, 2940)]),
      result: {
        total: 117.6,
        tva: 23.52,
        totalDiscount: 29.4,
        totalWithTVA: 141.12,
        amountDue: 141.12,
        solde: 0,
        refunds: 0,
      },
    },
    {
      name: 'a proration: credit for unused time, charge for the rest',
      invoice: invoice([line(-7350), line(12250)]),
      result: {
        total: 122.5,
        tva: 24.5,
        totalDiscount: 0,
        totalWithTVA: 147,
        amountDue: 58.8,
        solde: 0,
        refunds: 88.2,
      },
    },
    {
      name: 'credits larger than the charges leave a balance and nothing due',
      invoice: invoice([line(-20000), line(5000)]),
      result: { total: 50, tva: 10, totalDiscount: 0, totalWithTVA: 60, amountDue: 0, solde: 180, refunds: 240 },
    },
    {
      name: 'a credit the customer holds (negative starting balance) counts against the total',
      invoice: invoice([line(1000)], -500),
      result: { total: 10, tva: 2, totalDiscount: 0, totalWithTVA: 12, amountDue: 7, solde: 0, refunds: 5 },
    },
    {
      name: 'odd cents round once, at the end',
      invoice: invoice([line(333, 0, 67), line(333, 0, 67), line(334, 0, 67)]),
      result: { total: 10, tva: 2.01, totalDiscount: 0, totalWithTVA: 12.01, amountDue: 12.01, solde: 0, refunds: 0 },
    },
    {
      name: 'an empty invoice',
      invoice: invoice([]),
      result: ZERO_PREVIEW,
    },
  ])('$name', ({ invoice: given, result }) => {
    expect(previewResultOf(given)).toEqual(result);
  });

  it('a failed preview shows all zeros (SPEC §8)', () => {
    expect(Object.values(ZERO_PREVIEW).every((value) => value === 0)).toBe(true);
    expect(Object.keys(ZERO_PREVIEW).sort()).toEqual(
      ['amountDue', 'refunds', 'solde', 'total', 'totalDiscount', 'totalWithTVA', 'tva'].sort(),
    );
  });
});

describe('SPEC §4/§6 features, suspension and standby', () => {
  it('a feature check uses the plan’s features plus the additional ones', () => {
    const subscription = { status: 'active' as const, plan: pro, additionalFeatures: ['public_votes' as const] };
    expect(hasFeature(subscription, 'galleries')).toBe(true);
    expect(hasFeature(subscription, 'public_votes')).toBe(true);
    expect(hasFeature(subscription, 'payments')).toBe(false);
    expect(featuresOf(subscription).sort()).toEqual(['evaluation_sessions', 'galleries', 'public_votes']);
  });

  it.each(['suspend', 'suspended', 'suspension_expired'] as const)('status %s turns every feature off', (status) => {
    expect(isSuspendedStatus(status)).toBe(true);
    expect(featuresOf({ status, plan: pro, additionalFeatures: ['payments'] })).toEqual([]);
    expect(hasFeature({ status, plan: pro, additionalFeatures: [] }, 'galleries')).toBe(false);
  });

  it.each(['trialing', 'active', 'past_due', 'canceled'] as const)('status %s does not suspend', (status) => {
    expect(isSuspendedStatus(status)).toBe(false);
  });

  it('a platform the installation does not bill has every feature', () => {
    expect(hasFeature({ status: 'active', plan: null, additionalFeatures: [], billed: false }, 'payments')).toBe(true);
  });

  it('only the plan labelled standby is the standby plan', () => {
    expect(isStandbyPlan({ label: 'standby' })).toBe(true);
    expect(isStandbyPlan({ label: 'Standby plan' })).toBe(false);
    expect(isStandbyPlan(null)).toBe(false);
  });
});

describe('SPEC §5 billing info', () => {
  const address = { line1: '1 rue de la Paix', zipCode: '75002', city: 'Paris', country: 'FR' };
  it.each([
    {
      name: 'an individual in full',
      input: { type: 'individual', firstname: 'Ada', lastname: 'Lovelace', email: 'ada@example.org', address },
      issues: [],
    },
    {
      name: 'a company in full',
      input: { type: 'company', companyName: 'Acme', email: 'billing@acme.example', address },
      issues: [],
    },
    { name: 'no type', input: { email: 'a@b.co', address }, issues: [{ field: 'type', reason: 'invalid' }] },
    {
      name: 'an unknown type',
      input: { type: 'association', address },
      issues: [{ field: 'type', reason: 'invalid' }],
    },
    {
      name: 'an individual without names, e-mail nor address',
      input: { type: 'individual' },
      issues: [
        { field: 'firstname', reason: 'required' },
        { field: 'lastname', reason: 'required' },
        { field: 'email', reason: 'required' },
        { field: 'address', reason: 'required' },
      ],
    },
    {
      name: 'an individual with empty names',
      input: { type: 'individual', firstname: '', lastname: '  ', email: 'ada@example.org', address },
      issues: [
        { field: 'firstname', reason: 'invalid' },
        { field: 'lastname', reason: 'invalid' },
      ],
    },
    {
      name: 'a company without its name',
      input: { type: 'company', email: 'billing@acme.example', address },
      issues: [{ field: 'companyName', reason: 'required' }],
    },
    {
      name: 'an address with empty parts',
      input: {
        type: 'company',
        companyName: 'Acme',
        email: 'b@acme.example',
        address: { line1: '', zipCode: ' ', city: '', country: '' },
      },
      issues: [
        { field: 'address.line1', reason: 'required' },
        { field: 'address.zipCode', reason: 'required' },
        { field: 'address.city', reason: 'required' },
        { field: 'address.country', reason: 'required' },
      ],
    },
    {
      name: 'a bad e-mail and country code',
      input: {
        type: 'company',
        companyName: 'Acme',
        email: 'not-an-email',
        address: { ...address, country: 'France' },
      },
      issues: [
        { field: 'email', reason: 'invalid' },
        { field: 'address.country', reason: 'invalid' },
      ],
    },
  ])('$name', ({ input, issues }) => {
    expect(validateBillingInfo(input)).toEqual(issues);
  });
});

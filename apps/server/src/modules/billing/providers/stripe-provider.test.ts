import { randomUUID } from 'node:crypto';
import { type Addon, type Invoice, type Price, previewResultOf } from '@opencall/shared/billing';
import { AppError } from '@opencall/shared/errors';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeStripe, startFakeStripe } from '../../../../test/fake-stripe';
import type { PlanRow, PromoRow } from '../billing.repository';
import { buildInvoice } from '../invoice-builder';
import type { BillingProvider, CurrentSubscription, ProviderCustomer, SubscriptionChange } from './billing-provider';
import { createStripeProvider } from './stripe-provider';

let fake: FakeStripe;
let provider: BillingProvider;

beforeAll(async () => {
  fake = await startFakeStripe();
  provider = createStripeProvider({
    secretKey: fake.secretKey,
    publishableKey: 'pk_test_fake',
    webhookSecret: fake.webhookSecret,
    apiUrl: fake.url,
    currency: 'eur',
  });
});
afterAll(() => fake.close());

const proYear: Price = { id: 'pro-year', recurringInterval: 'year', unitAmount: 12_000 };
const proMonth: Price = { id: 'pro-month', recurringInterval: 'month', unitAmount: 1_200 };
const galleriesYear: Price = { id: 'galleries-year', recurringInterval: 'year', unitAmount: 5_000 };
const galleries: Addon = { id: 'galleries', label: 'Galleries', feature: 'galleries', prices: [galleriesYear] };
const pro: PlanRow = {
  id: 'pro',
  label: 'Pro',
  badgeKind: 'pro',
  features: ['evaluation_sessions'],
  nbMinSeats: 1,
  storageGb: 0,
  prices: [proYear, proMonth],
  addons: [galleries],
  active: true,
  createdAt: new Date(),
  updatedAt: new Date(),
};

function promo(kind: 'percent' | 'amount', value: number): PromoRow {
  return {
    id: randomUUID(),
    code: `CODE-${kind}-${value}`,
    kind,
    value,
    duration: 'once',
    durationInMonths: null,
    maxRedemptions: null,
    timesRedeemed: 0,
    expiresAt: null,
    active: true,
    createdAt: new Date(),
  };
}

function change(overrides: Partial<SubscriptionChange> = {}): SubscriptionChange {
  return {
    plan: pro,
    price: proYear,
    nbSeats: 3,
    addons: [],
    addonRefs: [],
    promo: null,
    prorationDate: new Date(),
    current: null,
    currency: 'eur',
    ...overrides,
  };
}

function newCustomer(): ProviderCustomer {
  return {
    platformId: randomUUID(),
    platformName: 'Acme Awards',
    customerRef: null,
    paymentMethodRef: null,
    info: {
      type: 'company',
      companyName: 'Acme SAS',
      email: 'billing@acme.test',
      address: { line1: '8 Boulevard du Port', zipCode: '80000', city: 'Amiens', country: 'FR' },
    },
  };
}

/** A customer at Stripe with the card a test token stands for as its default. */
async function customerWithCard(token: string): Promise<ProviderCustomer> {
  const customer = newCustomer();
  const saved = await provider.savePaymentMethod(customer, token);
  return { ...customer, customerRef: saved.customerRef };
}

/** Amounts only: descriptions are the provider's own wording. */
const amountsOf = (invoice: Invoice) => ({
  lines: invoice.lines.data.map(({ amount, discount_amounts, tax_amounts }) => ({
    amount,
    discount_amounts,
    tax_amounts,
  })),
  starting_balance: invoice.starting_balance,
});

describe('Stripe provider preview', () => {
  it('charges seats × seat price and the add-on, with 20 % tax on each line', async () => {
    const wanted = change({
      addons: [{ addon: galleries, price: galleriesYear, quantity: 2 }],
      addonRefs: [{ id: 'galleries', priceId: 'galleries-year', quantity: 2 }],
    });
    const invoice = await provider.preview(newCustomer(), wanted);
    expect(amountsOf(invoice)).toEqual({
      lines: [
        { amount: 36_000, discount_amounts: [], tax_amounts: [{ amount: 7_200 }] },
        { amount: 10_000, discount_amounts: [], tax_amounts: [{ amount: 2_000 }] },
      ],
      starting_balance: 0,
    });
    // The same invoice manual invoicing would issue: either provider shows the admin the same totals.
    expect(previewResultOf(invoice)).toEqual(previewResultOf(buildInvoice(wanted)));
    expect(previewResultOf(invoice)).toMatchObject({ total: 460, tva: 92, totalWithTVA: 552, amountDue: 552 });
  });

  it('takes a percent promo code off each line before tax', async () => {
    const invoice = await provider.preview(newCustomer(), change({ promo: promo('percent', 10) }));
    expect(amountsOf(invoice).lines).toEqual([
      { amount: 36_000, discount_amounts: [{ amount: 3_600 }], tax_amounts: [{ amount: 6_480 }] },
    ]);
    expect(previewResultOf(invoice)).toMatchObject({ total: 324, totalDiscount: 36, totalWithTVA: 388.8 });
  });

  it('takes an amount promo code off once, line after line', async () => {
    const wanted = change({
      nbSeats: 1,
      promo: promo('amount', 15_000),
      addons: [{ addon: galleries, price: galleriesYear, quantity: 1 }],
    });
    const invoice = await provider.preview(newCustomer(), wanted);
    expect(amountsOf(invoice).lines).toEqual([
      { amount: 12_000, discount_amounts: [{ amount: 12_000 }], tax_amounts: [{ amount: 0 }] },
      { amount: 5_000, discount_amounts: [{ amount: 3_000 }], tax_amounts: [{ amount: 400 }] },
    ]);
    expect(previewResultOf(invoice)).toEqual(previewResultOf(buildInvoice(wanted)));
  });

  it('credits the unused half of the period and charges the new seats for the rest of it', async () => {
    const customer = await customerWithCard('pm_card_visa');
    const start = Math.floor(Date.now() / 1000);
    fake.setNow(start);
    try {
      const applied = await provider.apply(customer, change({ nbSeats: 3 }), randomUUID());
      const current: CurrentSubscription = {
        subscriptionRef: applied.subscriptionRef,
        price: proYear,
        nbSeats: 3,
        addons: [],
        periodStart: applied.periodStart,
        periodEnd: applied.periodEnd,
      };
      const half = new Date((applied.periodStart.getTime() + applied.periodEnd.getTime()) / 2);
      const wanted = change({ nbSeats: 5, current, prorationDate: half });
      const invoice = await provider.preview({ ...customer, customerRef: applied.customerRef }, wanted);
      expect(amountsOf(invoice).lines).toEqual([
        { amount: -18_000, discount_amounts: [], tax_amounts: [{ amount: -3_600 }] },
        { amount: 30_000, discount_amounts: [], tax_amounts: [{ amount: 6_000 }] },
      ]);
      expect(previewResultOf(invoice)).toEqual(previewResultOf(buildInvoice(wanted)));
      expect(previewResultOf(invoice)).toMatchObject({ amountDue: 144, refunds: 216 });
    } finally {
      fake.setNow(null);
    }
  });
});

describe('Stripe provider apply and pay', () => {
  it('subscribes a new customer and pays the first invoice with the saved card', async () => {
    const customer = await customerWithCard('pm_card_visa');
    const applied = await provider.apply(customer, change(), randomUUID());
    expect(applied.customerRef).toBe(customer.customerRef);
    expect(applied.subscriptionRef).toMatch(/^sub_/);
    expect(applied.periodEnd.getUTCFullYear() - applied.periodStart.getUTCFullYear()).toBe(1);
    expect(applied.invoice).toMatchObject({ status: 'paid', failureReason: null, clientSecret: null });
    expect(applied.invoice?.ref).toBe(fake.lastInvoiceOf(String(customer.customerRef))?.id);
    expect(previewResultOf(applied.invoice?.invoice as Invoice).totalWithTVA).toBe(432);
    expect(fake.subscriptions.get(String(applied.subscriptionRef))?.status).toBe('active');
    const stripeCustomer = fake.customers.get(String(customer.customerRef));
    expect(stripeCustomer).toMatchObject({
      name: 'Acme SAS',
      email: 'billing@acme.test',
      metadata: { platformId: customer.platformId },
      address: { city: 'Amiens', postal_code: '80000', country: 'FR' },
    });
  });

  it('says why a declined card failed, then pays once the card is replaced', async () => {
    const customer = await customerWithCard('pm_card_chargeDeclined');
    const applied = await provider.apply(customer, change(), randomUUID());
    expect(applied.invoice).toMatchObject({ status: 'failed', failureReason: 'Your card was declined.' });
    expect(fake.subscriptions.get(String(applied.subscriptionRef))?.status).toBe('incomplete');

    // As a browser journey would, from another process.
    const switched = await fetch(`${fake.url}/__fake/customers/${customer.customerRef}/payment-method/pm_card_visa`, {
      method: 'PUT',
    });
    expect(switched.status).toBe(200);
    const paid = await provider.pay(customer, applied.invoice?.ref ?? null, randomUUID());
    expect(paid).toMatchObject({ ref: applied.invoice?.ref, status: 'paid', failureReason: null });
    expect(fake.subscriptions.get(String(applied.subscriptionRef))?.status).toBe('active');
  });

  it('asks for 3-D Secure with the client secret the browser confirms', async () => {
    const customer = await customerWithCard('pm_card_threeDSecure2Required');
    const applied = await provider.apply(customer, change(), randomUUID());
    expect(applied.invoice?.status).toBe('requires_action');
    expect(applied.invoice?.clientSecret).toMatch(/_secret_/);
  });

  it('creates one customer and one subscription when the same attempt is sent twice', async () => {
    // No card yet: the first invoice cannot be paid, and the replay says so again.
    const customer = newCustomer();
    const key = randomUUID();
    const customersBefore = fake.customers.size;
    const first = await provider.apply(customer, change(), key);
    const second = await provider.apply(customer, change(), key);
    expect(second.customerRef).toBe(first.customerRef);
    expect(second.subscriptionRef).toBe(first.subscriptionRef);
    expect(second.invoice).toEqual(first.invoice);
    expect(first.invoice).toMatchObject({ status: 'failed', failureReason: expect.stringContaining('payment method') });
    expect(fake.customers.size).toBe(customersBefore + 1);
    expect(fake.subscriptionsOf(String(first.customerRef))).toHaveLength(1);
    expect(fake.requests.filter((r) => r.idempotencyKey === `${key}:subscription`)).toHaveLength(2);
  });

  it('changes seats mid-period and pays the prorated difference', async () => {
    const customer = await customerWithCard('pm_card_visa');
    const applied = await provider.apply(customer, change({ nbSeats: 2 }), randomUUID());
    const current: CurrentSubscription = {
      subscriptionRef: applied.subscriptionRef,
      price: proYear,
      nbSeats: 2,
      addons: [],
      periodStart: applied.periodStart,
      periodEnd: applied.periodEnd,
    };
    const changed = await provider.apply(customer, change({ nbSeats: 4, current }), randomUUID());
    expect(changed.subscriptionRef).toBe(applied.subscriptionRef);
    expect(changed.invoice?.status).toBe('paid');
    expect(changed.invoice?.ref).not.toBe(applied.invoice?.ref);
    const [credit, charge] = changed.invoice?.invoice.lines.data ?? [];
    expect(credit?.amount).toBeLessThan(0);
    expect(charge?.amount).toBeGreaterThan(0);
    expect(fake.subscriptions.get(String(applied.subscriptionRef))?.items.data).toMatchObject([{ quantity: 4 }]);
  });
});

describe('Stripe provider payment methods', () => {
  it('saves a card as the default and says which card it is', async () => {
    const customer = newCustomer();
    const saved = await provider.savePaymentMethod(customer, 'pm_card_visa');
    expect(saved.card).toEqual({ brand: 'visa', last4: '4242', expMonth: 12, expYear: expect.any(Number) });
    expect(fake.customers.get(String(saved.customerRef))).toMatchObject({
      invoice_settings: { default_payment_method: expect.stringMatching(/^pm_/) },
    });
  });

  it('refuses a payment method Stripe does not know', async () => {
    const error = await provider.savePaymentMethod(newCustomer(), 'pm_unknown').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({
      code: 'validation_failed',
      details: [{ field: 'paymentMethod', reason: 'invalid' }],
    });
  });
});

describe('Stripe provider webhooks', () => {
  it('accepts a signed event and refuses a tampered body or a missing signature', () => {
    const { body, signature, event } = fake.signedEvent('invoice.paid', {
      id: 'in_signed',
      object: 'invoice',
      customer: 'cus_signed',
      status: 'paid',
      starting_balance: 0,
      lines: { object: 'list', data: [], has_more: false },
      parent: null,
    });
    expect(provider.verifyEvent(Buffer.from(body), signature)).toMatchObject({
      id: event.id,
      type: 'invoice.paid',
      customerRef: 'cus_signed',
      invoice: { ref: 'in_signed', status: 'paid' },
    });
    const tampered = body.replace('"paid"', '"void"');
    for (const [raw, header] of [
      [tampered, signature],
      [body, undefined],
    ] as const) {
      const error = (() => {
        try {
          provider.verifyEvent(Buffer.from(raw), header);
        } catch (e) {
          return e;
        }
      })();
      expect(error).toBeInstanceOf(AppError);
      expect(error).toMatchObject({ code: 'validation_failed', details: [{ field: 'signature', reason: 'invalid' }] });
    }
  });

  it('turns invoice.payment_failed into a failed invoice of the subscription', async () => {
    const customer = await customerWithCard('pm_card_chargeDeclined');
    const applied = await provider.apply(customer, change(), randomUUID());
    const stripeInvoice = fake.invoices.get(String(applied.invoice?.ref));
    const created = Math.floor(Date.now() / 1000) - 60;
    const { body, signature } = fake.signedEvent('invoice.payment_failed', stripeInvoice, { created });
    const event = provider.verifyEvent(Buffer.from(body), signature);
    expect(event).toMatchObject({
      type: 'invoice.payment_failed',
      createdAt: new Date(created * 1000),
      subscriptionRef: applied.subscriptionRef,
      customerRef: customer.customerRef,
      invoice: { ref: applied.invoice?.ref, status: 'failed' },
      subscriptionStatus: null,
    });
    expect(event.invoice?.invoice).toEqual(applied.invoice?.invoice);
  });

  it('turns customer.subscription.updated into the status and period at Stripe', async () => {
    const customer = await customerWithCard('pm_card_visa');
    const applied = await provider.apply(customer, change(), randomUUID());
    const subscription = { ...fake.subscriptions.get(String(applied.subscriptionRef)), status: 'past_due' };
    const { body, signature } = fake.signedEvent('customer.subscription.updated', subscription);
    expect(provider.verifyEvent(Buffer.from(body), signature)).toMatchObject({
      type: 'customer.subscription.updated',
      subscriptionRef: applied.subscriptionRef,
      customerRef: customer.customerRef,
      subscriptionStatus: 'past_due',
      periodStart: applied.periodStart,
      periodEnd: applied.periodEnd,
      invoice: null,
    });
  });
});

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACME_BILLING, useBillingApp } from '../../../test/billing-scene';
import { type FakeStripe, startFakeStripe } from '../../../test/fake-stripe';
import { billingEvents, billingInvoices, billingSubscriptions } from '../../db/schema';

// Stripe as the operator's provider, faked on 127.0.0.1: a card refused on a change leaves the
// platform past due, the grace period ends in suspension, a retry with a good card brings it back;
// webhooks are verified, applied once, and an older event never undoes a newer one.

let fake: FakeStripe;
beforeAll(async () => {
  fake = await startFakeStripe();
});
afterAll(() => fake.close());
const { scene, admin } = useBillingApp(() => ({
  STRIPE_SECRET_KEY: fake.secretKey,
  STRIPE_PUBLISHABLE_KEY: 'pk_test_opencall',
  STRIPE_WEBHOOK_SECRET: fake.webhookSecret,
  STRIPE_API_URL: fake.url,
  BILLING_GRACE_DAYS: '7',
}));

const proYear = (nbSeats: number) => ({
  planId: 'pro',
  priceId: 'pro-year',
  nbSeats,
  prorationDate: Math.floor(Date.now() / 1000),
  addons: [],
});
const programUrl = () => `/api/user.programs/${scene.programId}`;
const subscriptionRow = async () => {
  const [row] = await scene.t.database.db
    .select()
    .from(billingSubscriptions)
    .where(eq(billingSubscriptions.platformId, scene.acme.id));
  if (!row) throw new Error('no subscription row');
  return row;
};
const postWebhook = (body: string, signature: string) =>
  scene.t.request('127.0.0.1', {
    method: 'POST',
    url: '/api/billing/webhooks/stripe',
    payload: body,
    headers: { 'content-type': 'application/json', 'stripe-signature': signature },
  });
// The gate keeps a platform's state for a few seconds; a direct write in a test waits it out.
const waitForGate = () => new Promise((resolve) => setTimeout(resolve, 5_100));

describe('paying the operator with Stripe', () => {
  it('saves a card (brand and last digits only) and subscribes: the first invoice is paid', async () => {
    expect((await admin.send('PUT', '/api/billing/info', ACME_BILLING)).statusCode).toBe(200);
    const saved = await admin.send('PUT', '/api/billing/payment-method', { paymentMethodId: 'pm_card_visa' });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data).toMatchObject({
      provider: 'stripe',
      publishableKey: 'pk_test_opencall',
      creditCard: { brand: 'visa', last4: '4242' },
    });
    const res = await admin.send('POST', '/api/subscription', proYear(3));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      payment: 'paid',
      subscription: { status: 'active', provider: 'stripe', nbSeats: 3 },
    });
    const [invoice] = (await admin.get('/api/billing/invoices')).json().data;
    expect(invoice).toMatchObject({ status: 'paid', result: { total: 1470, tva: 294, totalWithTVA: 1764 } });
    const row = await subscriptionRow();
    expect(row.subscriptionRef).toMatch(/^sub_/);
    expect(row.customerRef).toMatch(/^cus_/);
  });

  it('a refused card on a change leaves the platform past due with its grace period; the back office still works', async () => {
    const { customerRef } = await subscriptionRow();
    fake.setPaymentMethod(String(customerRef), 'pm_card_chargeDeclined');
    const res = await admin.send('PUT', '/api/subscription/seats', proYear(5));
    expect(res.statusCode, res.body).toBe(200);
    const outcome = res.json().data;
    expect(outcome.payment).toBe('failed');
    expect(outcome.subscription.status).toBe('past_due');
    const graceDays = (Date.parse(outcome.subscription.graceEndsAt) - Date.now()) / 86_400_000;
    expect(graceDays).toBeGreaterThan(6.9);
    expect(graceDays).toBeLessThanOrEqual(7);
    const failed = (await admin.get('/api/billing/invoices'))
      .json()
      .data.find((i: { id: string }) => i.id === outcome.invoiceId);
    expect(failed).toMatchObject({ status: 'failed', failureReason: expect.stringContaining('declined') });
    expect((await admin.get(programUrl())).statusCode).toBe(200);
  });

  it('Stripe’s own news of the failure, sent twice, is applied once and changes nothing more', async () => {
    const { customerRef } = await subscriptionRow();
    const stripeInvoice = fake.lastInvoiceOf(String(customerRef));
    const { body, signature, event } = fake.signedEvent('invoice.payment_failed', stripeInvoice);
    const before = await subscriptionRow();
    for (let attempt = 0; attempt < 2; attempt++) {
      const res = await postWebhook(body, signature);
      expect(res.statusCode, res.body).toBe(200);
    }
    const after = await subscriptionRow();
    expect(after.status).toBe('past_due');
    expect(after.graceEndsAt).toEqual(before.graceEndsAt);
    const recorded = await scene.t.database.db
      .select()
      .from(billingEvents)
      .where(eq(billingEvents.id, String(event.id)));
    expect(recorded).toHaveLength(1);
  });

  it('refuses a webhook whose signature does not match its body, and changes nothing', async () => {
    const { subscriptionRef } = await subscriptionRow();
    const subscription = { ...fake.subscriptions.get(String(subscriptionRef)), status: 'canceled' };
    const { body, signature } = fake.signedEvent('customer.subscription.updated', subscription);
    const res = await postWebhook(body.replace('"canceled"', '"active"'), signature);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({
      code: 'validation_failed',
      details: [{ field: 'signature', reason: 'invalid' }],
    });
    expect((await subscriptionRow()).status).toBe('past_due');
  });

  it('once the grace period is over the back office answers 403 platform_suspended; billing stays open', async () => {
    await scene.t.database.db
      .update(billingSubscriptions)
      .set({ graceEndsAt: new Date(Date.now() - 1000) })
      .where(eq(billingSubscriptions.platformId, scene.acme.id));
    await waitForGate();
    expect((await admin.get('/api/subscription')).json().data.status).toBe('suspended');
    const refused = await admin.get(programUrl());
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.code).toBe('platform_suspended');
    expect((await admin.get('/api/billing/invoices')).statusCode).toBe(200);
  });

  it('a retry with a good card pays the invoice and restores access at once', async () => {
    const { customerRef } = await subscriptionRow();
    fake.setPaymentMethod(String(customerRef), 'pm_card_visa');
    const failed = (await admin.get('/api/billing/invoices'))
      .json()
      .data.find((i: { status: string }) => i.status === 'failed');
    const res = await admin.send('POST', `/api/billing/invoices/${failed.id}/retry`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ payment: 'paid', subscription: { status: 'active', graceEndsAt: null } });
    expect((await admin.get(programUrl())).statusCode).toBe(200);
    const paid = (await admin.get('/api/billing/invoices')).json().data.find((i: { id: string }) => i.id === failed.id);
    expect(paid.status).toBe('paid');
    // A late copy of the failure does not make a paid invoice unpaid again.
    const [stored] = await scene.t.database.db.select().from(billingInvoices).where(eq(billingInvoices.id, failed.id));
    const late = fake.signedEvent('invoice.payment_failed', {
      ...fake.invoices.get(String(stored?.providerRef)),
      status: 'open',
    });
    expect((await postWebhook(late.body, late.signature)).statusCode).toBe(200);
    expect(
      (await admin.get('/api/billing/invoices')).json().data.find((i: { id: string }) => i.id === failed.id).status,
    ).toBe('paid');
    expect((await subscriptionRow()).status).toBe('active');
    // A signed event whose content is not an invoice is refused, not a crash.
    const garbled = fake.signedEvent('invoice.payment_failed', { id: 'in_garbled' });
    const refused = await postWebhook(garbled.body, garbled.signature);
    expect(refused.statusCode).toBe(400);
  });

  it('an older subscription event arriving after a newer one changes nothing', async () => {
    const { subscriptionRef } = await subscriptionRow();
    const stripeSubscription = fake.subscriptions.get(String(subscriptionRef));
    const now = Math.floor(Date.now() / 1000);
    const newer = fake.signedEvent(
      'customer.subscription.updated',
      { ...stripeSubscription, status: 'active' },
      { created: now },
    );
    const older = fake.signedEvent(
      'customer.subscription.updated',
      { ...stripeSubscription, status: 'unpaid' },
      { created: now - 120 },
    );
    expect((await postWebhook(newer.body, newer.signature)).statusCode).toBe(200);
    expect((await postWebhook(older.body, older.signature)).statusCode).toBe(200);
    expect((await subscriptionRow()).status).toBe('active');
    const latest = fake.signedEvent(
      'customer.subscription.updated',
      { ...stripeSubscription, status: 'unpaid' },
      { created: now + 60 },
    );
    expect((await postWebhook(latest.body, latest.signature)).statusCode).toBe(200);
    expect((await subscriptionRow()).status).toBe('suspended');
  });
});

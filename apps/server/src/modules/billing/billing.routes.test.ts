import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ACME_BILLING, useBillingApp } from '../../../test/billing-scene';
import { pdfText } from '../../../test/pdf-text';
import { billingPromoCodes, billingSubscriptions } from '../../db/schema';

const { scene, admin, applicant, globex } = useBillingApp();
const PREVIEW = '/api/subscription/preview-upcoming-invoice';
const nowSeconds = () => Math.floor(Date.now() / 1000);
const proYear = (nbSeats = 3, extra: object = {}) => ({
  planId: 'pro',
  priceId: 'pro-year',
  nbSeats,
  prorationDate: nowSeconds(),
  addons: [],
  ...extra,
});

const expectIssue = (res: { statusCode: number; body: string }, field: string, reason: string) => {
  expect(res.statusCode, res.body).toBe(400);
  expect(JSON.parse(res.body).error).toMatchObject({ code: 'validation_failed', details: [{ field, reason }] });
};
const expectCode = (res: { statusCode: number; body: string }, status: number, code: string) => {
  expect(res.statusCode, res.body).toBe(status);
  expect(JSON.parse(res.body).error.code).toBe(code);
};

describe('GET /api/subscription and /api/plans', () => {
  it('shows the trial of a billed platform, and every feature open on a platform the installation does not bill', async () => {
    const trial = (await admin.get('/api/subscription')).json().data;
    expect(trial).toMatchObject({
      status: 'trialing',
      billed: true,
      provider: 'manual',
      plan: { id: 'trial', badgeKind: 'trial' },
    });
    expect(trial.trialEndsAt).not.toBeNull();
    const unbilled = (await globex.get('/api/subscription')).json().data;
    expect(unbilled).toMatchObject({ status: 'active', billed: false, plan: null });
    expect(unbilled.features).toContain('payments');
  });

  it('offers the plans with prices, cheapest first, never the trial nor the standby plan', async () => {
    const plans = (await admin.get('/api/plans')).json().data as { id: string }[];
    expect(plans.map((plan) => plan.id)).toEqual(['basic', 'pro', 'plus']);
  });

  it('is for the platform’s administrators: an applicant may not list the plans', async () => {
    expectCode(await applicant.get('/api/plans'), 403, 'missing_permissions');
  });
});

describe('POST /api/subscription/preview-upcoming-invoice (SPEC §7)', () => {
  it('answers the invoice: seats × price, the add-on, the promo discount and 20 % tax per line, in cents', async () => {
    const res = await admin.send('POST', PREVIEW, {
      ...proYear(4),
      addons: [{ id: 'extra-storage', priceId: 'extra-storage-year', quantity: 2 }],
      promoCode: 'bienvenue20',
    });
    expect(res.statusCode, res.body).toBe(200);
    const { lines, starting_balance } = res.json().data;
    expect(starting_balance).toBe(0);
    expect(lines.data.map((line: { amount: number }) => line.amount)).toEqual([196000, 20000]);
    expect(lines.data[0].discount_amounts).toEqual([{ amount: 39200 }]);
    expect(lines.data[0].tax_amounts).toEqual([{ amount: 31360 }]);
    expect(lines.data[1].discount_amounts).toEqual([{ amount: 4000 }]);
    expect(lines.data[1].tax_amounts).toEqual([{ amount: 3200 }]);
  });

  it.each([
    ['an unknown plan', { planId: 'gold' }, 'planId', 'invalid'],
    ['the standby plan', { planId: 'standby', priceId: 'x' }, 'planId', 'invalid'],
    ['the trial plan', { planId: 'trial' }, 'planId', 'invalid'],
    ['a price of another plan', { priceId: 'plus-year' }, 'priceId', 'invalid'],
    ['fewer seats than the plan’s minimum', { nbSeats: 2 }, 'nbSeats', 'min'],
    [
      'an add-on priced for another interval',
      { addons: [{ id: 'extra-storage', priceId: 'extra-storage-month', quantity: 1 }] },
      'addons',
      'invalid',
    ],
    [
      'an add-on of no such id',
      { addons: [{ id: 'nope', priceId: 'extra-storage-year', quantity: 1 }] },
      'addons',
      'invalid',
    ],
  ])('refuses %s with its field', async (_name, change, field, reason) => {
    expectIssue(await admin.send('POST', PREVIEW, { ...proYear(), ...change }), field, reason);
  });

  it('refuses an unknown promo code, and sends none when it is empty', async () => {
    expectCode(await admin.send('POST', PREVIEW, proYear(3, { promoCode: 'NOPE' })), 409, 'promo_code_invalid');
    const res = await admin.send('POST', PREVIEW, proYear(3, { promoCode: '' }));
    expect(res.json().data.lines.data[0].discount_amounts).toEqual([]);
  });
});

describe('billing information (SPEC §5)', () => {
  it('answers every field and reason at once, and saves nothing', async () => {
    const res = await admin.send('PUT', '/api/billing/info', {
      type: 'individual',
      firstname: '',
      email: 'nope',
      address: { line1: '', zipCode: '1', city: 'Lyon', country: 'FR' },
    });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().error.details).toEqual([
      { field: 'firstname', reason: 'invalid' },
      { field: 'lastname', reason: 'required' },
      { field: 'email', reason: 'invalid' },
      { field: 'address.line1', reason: 'required' },
    ]);
    expect((await admin.get('/api/billing')).json().data.info).toBeNull();
  });

  it('refuses to subscribe before the billing information is given', async () => {
    expectCode(await admin.send('POST', '/api/subscription', proYear()), 409, 'billing_info_required');
  });

  it('saves it trimmed, for this platform only', async () => {
    const res = await admin.send('PUT', '/api/billing/info', { ...ACME_BILLING, companyName: '  Acme SAS ' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ info: ACME_BILLING, provider: 'manual', creditCard: null });
    expect((await globex.get('/api/billing')).json().data.info).toBeNull();
  });
});

describe('subscribing and changing seats (manual invoicing)', () => {
  it('a change before subscribing answers subscription_required', async () => {
    expectCode(await admin.send('PUT', '/api/subscription/seats', proYear(4)), 409, 'subscription_required');
  });

  it('subscribes with a promo code: active on the plan, one open invoice, the code redeemed once', async () => {
    const db = scene.t.database.db;
    const [before] = await db.select().from(billingPromoCodes).where(eq(billingPromoCodes.code, 'BIENVENUE20'));
    const body = proYear(3, { promoCode: 'BIENVENUE20' });
    const [first, second] = await Promise.all([
      admin.send('POST', '/api/subscription', body),
      admin.send('POST', '/api/subscription', body),
    ]);
    expect(first.statusCode, first.body).toBe(200);
    expect(second.statusCode, second.body).toBe(200);
    // Both answers show the subscription; one brought the invoice, the other found it done.
    const outcomes = [first.json().data, second.json().data];
    for (const outcome of outcomes) {
      expect(outcome.subscription).toMatchObject({
        status: 'active',
        plan: { id: 'pro' },
        nbSeats: 3,
        recurringInterval: 'year',
        billed: true,
      });
    }
    const invoiceIds = new Set(outcomes.map((outcome) => outcome.invoiceId).filter(Boolean));
    expect(invoiceIds.size).toBe(1);
    expect(outcomes.map((outcome) => outcome.payment)).toContain('open');
    const invoices = (await admin.get('/api/billing/invoices')).json().data;
    expect(invoices).toHaveLength(1);
    // 3 × 490.00 = 1470.00, 20 % off = 1176.00, tax 235.20.
    expect(invoices[0]).toMatchObject({
      status: 'open',
      result: { total: 1176, totalDiscount: 294, tva: 235.2, totalWithTVA: 1411.2, amountDue: 1411.2 },
    });
    expect(invoices[0].number).toMatch(/^\d{4}-\d{6}$/);
    const [after] = await db.select().from(billingPromoCodes).where(eq(billingPromoCodes.code, 'BIENVENUE20'));
    expect((after?.timesRedeemed ?? 0) - (before?.timesRedeemed ?? 0)).toBe(1);
    expect((await globex.get('/api/billing/invoices')).json().data).toEqual([]);
  });

  it('downloads the invoice as a PDF, in the reader’s language; another platform gets 404', async () => {
    const [invoice] = (await admin.get('/api/billing/invoices')).json().data;
    const res = await scene.t.request(scene.acme.host, {
      method: 'GET',
      url: `/api/billing/invoices/${invoice.id}/pdf`,
      headers: { authorization: `Bearer ${scene.admin.accessToken}`, 'x-locale': 'fr' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const text = pdfText(res.rawPayload);
    expect(text).toContain(`Facture ${invoice.number}`);
    expect(text).toContain('Facturé à');
    expect(text).toContain('Montant dû');
    const other = await globex.get(`/api/billing/invoices/${invoice.id}/pdf`);
    expectCode(other, 404, 'not_found');
  });

  it('adds seats mid-period: the unused time is credited, the new seats charged to the period’s end', async () => {
    const db = scene.t.database.db;
    // Half of the yearly period has run.
    const start = new Date(Date.now() - 182.5 * 24 * 3600 * 1000);
    const end = new Date(Date.now() + 182.5 * 24 * 3600 * 1000);
    await db
      .update(billingSubscriptions)
      .set({ currentPeriodStart: start, currentPeriodEnd: end })
      .where(eq(billingSubscriptions.platformId, scene.acme.id));
    const preview = (await admin.send('POST', PREVIEW, proYear(5))).json().data;
    const amounts = preview.lines.data.map((line: { amount: number }) => line.amount);
    expect(amounts[0]).toBeLessThan(0);
    expect(Math.abs(amounts[0] + 73500)).toBeLessThanOrEqual(50);
    expect(Math.abs(amounts[1] - 122500)).toBeLessThanOrEqual(50);
    const res = await admin.send('PUT', '/api/subscription/seats', proYear(5));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.subscription).toMatchObject({ nbSeats: 5, status: 'active' });
    expect((await admin.get('/api/billing/invoices')).json().data).toHaveLength(2);
  });

  it('a seat change must keep the plan; a plan change may not go below the new plan’s minimum', async () => {
    expectIssue(
      await admin.send('PUT', '/api/subscription/seats', { ...proYear(5), planId: 'plus', priceId: 'plus-year' }),
      'planId',
      'invalid',
    );
    expectIssue(
      await admin.send('PUT', '/api/subscription/plan', { ...proYear(4), planId: 'plus', priceId: 'plus-year' }),
      'nbSeats',
      'min',
    );
  });

  it('retrying an open invoice under manual invoicing charges nothing: it stays open', async () => {
    const [invoice] = (await admin.get('/api/billing/invoices')).json().data;
    const res = await admin.send('POST', `/api/billing/invoices/${invoice.id}/retry`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.payment).toBe('open');
    expectCode(await globex.send('POST', `/api/billing/invoices/${invoice.id}/retry`), 404, 'not_found');
  });
});

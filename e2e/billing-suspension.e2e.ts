import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AdminApi, DEMO_ADMIN, signedInApi } from './admin';
import { eventually, useBrowser } from './browser';
import { text } from './locales';
import { auditAtBothWidths } from './page-checks';
import { type StripeServer, startStripeServer } from './stripe-server';

// A platform paying with a card (Stripe, faked on 127.0.0.1): a refused payment on a change of seats
// suspends it (no grace period on this server), its admins land on the suspended page, and paying the
// invoice again with a good card restores the back office.

const bi = (key: string, values: Record<string, string> = {}) => text('fr', key, values, 'billing');
const JOURNEY = 300_000;
let server: StripeServer;
let api: AdminApi;

beforeAll(async () => {
  server = await startStripeServer({ graceDays: 0 });
  api = await signedInApi({ ...DEMO_ADMIN, area: 'admin', port: server.port });
  // Subscribed with a card that pays: Pro, yearly, 3 seats.
  await api.send('PUT', '/api/billing/info', {
    type: 'company',
    companyName: 'Association Bourses Jeunes Talents',
    email: 'compta@demo.localhost',
    address: { line1: '12 rue des Arts', zipCode: '69001', city: 'Lyon', country: 'FR' },
  });
  await api.send('PUT', '/api/billing/payment-method', { paymentMethodId: 'pm_card_visa' });
  await api.send('POST', '/api/subscription', {
    planId: 'pro',
    priceId: 'pro-year',
    nbSeats: 3,
    prorationDate: Math.floor(Date.now() / 1000),
    addons: [],
  });
}, 120_000);
afterAll(() => server?.close());

async function signIn(page: Page) {
  await page.goto(server.url('/fr/admin/login'));
  await page
    .getByRole('textbox', { name: new RegExp(`^${text('fr', 'fields.email', {}, 'auth')}`) })
    .fill(DEMO_ADMIN.email);
  await page
    .getByRole('textbox', { name: text('fr', 'fields.password', {}, 'auth'), exact: true })
    .fill(DEMO_ADMIN.password);
  await page.getByRole('button', { name: text('fr', 'login.submit', {}, 'auth') }).click();
  await page.waitForURL((url) => url.pathname === '/fr/admin/home/dashboard');
}

describe('a card refused, then paid', () => {
  const openBrowser = useBrowser();

  it(
    'a refused payment sends the admin to the suspended landing page; paying again restores the back office',
    async () => {
      const browser = await openBrowser({ locale: 'fr-FR' });
      const { page } = browser;
      await signIn(page);

      // The card now refuses; the admin adds a seat with it, as the seats flow shows it (the saved card).
      server.fake.setPaymentMethod(await server.customerRef(), 'pm_card_chargeDeclined');
      await page.goto(server.url('/fr/admin/home/subscription-update-seats'));
      await page.waitForURL((url) => url.pathname === '/fr/admin/home/subscription-update-seats/steps/seats');
      await page.getByTestId('additional-seats').fill('1');
      await eventually(() => page.getByTestId('seats-total').textContent()).toBe(bi('seats.total', { seats: '4' }));
      await page.getByTestId('flow-next').click();
      await page.getByTestId('payment-card').waitFor();
      expect(await page.getByTestId('payment-card').textContent()).toContain('4242');
      await page.getByTestId('flow-next').click();
      await page.getByTestId('flow-submit').click();
      await page
        .getByTestId('confirm-modal')
        .getByRole('button', { name: bi('flow.updateSeats.submit') })
        .click();

      // Refused, and with no grace period on this server the platform is suspended at once.
      await page.goto(server.url('/fr/admin/home/dashboard'));
      await page.waitForURL((url) => url.pathname === '/fr/admin/suspended-landing-page');
      await page.getByTestId('suspended-landing-page').waitFor();
      expect(await page.title()).toContain(text('fr', 'suspended.title', {}, 'subscriptionStatus'));
      await auditAtBothWidths(browser, page, 'suspended-landing-page');
      // Another back-office page leads back here: the API answers 403 platform_suspended.
      await page.goto(server.url('/fr/admin/home/programs'));
      await page.waitForURL((url) => url.pathname === '/fr/admin/suspended-landing-page');

      // The invoices stay open to it: the refused one can be paid again, first with the same card.
      await page.getByTestId('landing-invoices').click();
      await page.waitForURL((url) => url.pathname === '/fr/admin/home/settings/invoices');
      await page.getByTestId('invoice-pay-again').first().click();
      await page.waitForURL((url) => url.pathname === '/fr/admin/billing/retry-invoice');
      await page.getByTestId('retry-pay').click();
      await page.getByTestId('retry-error').waitFor();
      await auditAtBothWidths(browser, page, 'retry-error');

      // A good card pays it: the back office is back.
      server.fake.setPaymentMethod(await server.customerRef(), 'pm_card_visa');
      await page.getByTestId('retry-pay').click();
      await page.waitForURL((url) => url.pathname === '/fr/admin/home/settings/invoices');
      await page.goto(server.url('/fr/admin/home/dashboard'));
      await page.waitForURL((url) => url.pathname === '/fr/admin/home/dashboard');
      await page.goto(server.url('/fr/admin/home/programs'));
      await eventually(() => new URL(page.url()).pathname).toBe('/fr/admin/home/programs');
      const subscription = await api.send<{ data: { status: string; nbSeats: number } }>('GET', '/api/subscription');
      expect(subscription.data).toMatchObject({ status: 'active', nbSeats: 4 });
    },
    JOURNEY,
  );
});

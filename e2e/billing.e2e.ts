import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { signInAsAdmin } from './admin';
import { appUrl, eventually, useBrowser } from './browser';
import { text } from './locales';
import { auditAtBothWidths } from './page-checks';

const bi = (key: string, values: Record<string, string> = {}) => text('fr', key, values, 'billing');
const JOURNEY = 300_000;

/** "6 930,00 €" → 6930 (French grouping spaces and decimal comma). */
function amountOf(shown: string | null): number {
  return Number((shown ?? '').replace(/[^\d,-]/g, '').replace(',', '.'));
}

/** A money amount as the page writes it in French, without its spaces (narrow or not) to compare. */
const euros = (units: number) =>
  new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' }).format(units).replace(/\s/g, '');
const compact = (shown: string | null) => (shown ?? '').replace(/\s/g, '');

const readAmount = async (page: Page, testId: string) => amountOf(await page.getByTestId(testId).textContent());

async function expectStep(page: Page, flowPath: string, step: string, title: string) {
  await page.waitForURL((url) => url.pathname === `/fr/admin/${flowPath}/steps/${step}`);
  await page.getByTestId(`step-${step}`).waitFor();
  await eventually(() => page.title()).toContain(`${bi(`steps.${step}`)} · ${title}`);
}

describe('subscription and invoices', () => {
  const openBrowser = useBrowser();

  it(
    'the demo admin in trial subscribes step by step, sees the invoice preview follow seats and promo code, then finds the invoice and its PDF',
    async () => {
      const browser = await openBrowser({ locale: 'fr-FR' });
      const { page } = browser;
      await signInAsAdmin(page);

      // From the side menu: the subscription (a trial) and no invoice yet.
      await page
        .getByRole('link', { name: text('fr', 'nav.subscription', {}, 'users') })
        .first()
        .click();
      await page.waitForURL((url) => url.pathname === '/fr/admin/home/settings/invoices');
      await page.getByTestId('invoices-empty').waitFor();
      expect(await page.title()).toContain(bi('invoices.title'));
      expect(await page.getByTestId('overview-status').getAttribute('data-status')).toBe('trialing');
      await auditAtBothWidths(browser, page, 'invoices-empty');

      // Step 1: the plan and its interval (yearly by default); nothing to go on with before a choice.
      const create = bi('flow.create.title');
      await page.getByTestId('subscribe').click();
      await expectStep(page, 'home/create-subscription', 'plan', create);
      await page.getByTestId('summary-no-plan').waitFor();
      expect(await page.getByTestId('flow-next').isDisabled()).toBe(true);
      expect(
        await page
          .getByTestId('interval')
          .getByRole('radio', { name: bi('interval.year') })
          .isChecked(),
      ).toBe(true);

      // Pro, monthly: 3 seats minimum × 49 €; its storage add-on adds 10 €; yearly, 3 × 490 € + 100 €.
      await page.getByTestId('interval').getByText(bi('interval.month'), { exact: true }).click();
      await page.getByTestId('plan-pro').check();
      await eventually(async () => compact(await page.getByTestId('plan-total').textContent())).toBe(euros(147));
      await page.getByTestId('addon-extra-storage').check();
      await eventually(async () => compact(await page.getByTestId('plan-total').textContent())).toBe(euros(157));
      await page.getByTestId('interval').getByText(bi('interval.year'), { exact: true }).click();
      await eventually(async () => compact(await page.getByTestId('plan-total').textContent())).toBe(euros(1570));
      // Another plan clears the add-ons: Plus, 5 seats minimum × 990 € a year, 20 % tax on top.
      await page.getByTestId('plan-plus').check();
      await eventually(async () => compact(await page.getByTestId('plan-total').textContent())).toBe(euros(4950));
      expect(compact(await page.getByTestId('plan-tax').textContent())).toBe(euros(990));
      expect(compact(await page.getByTestId('plan-total-with-tax').textContent())).toBe(euros(5940));
      await page.getByTestId('preview-total-with-tax').waitFor();
      await auditAtBothWidths(browser, page, 'step-plan');

      // Step 2: two more seats; the draft survives a reload; the preview follows.
      await page.getByTestId('flow-next').click();
      await expectStep(page, 'home/create-subscription', 'seats', create);
      await page.reload();
      await page.getByTestId('seats-minimum').waitFor();
      expect(await page.getByTestId('seats-minimum').textContent()).toBe(
        bi('seats.minimum', { plan: 'Plus', min: '5' }),
      );
      await eventually(() => readAmount(page, 'preview-total-with-tax')).toBeGreaterThan(0);
      const beforeSeats = await readAmount(page, 'preview-total-with-tax');
      await page.getByTestId('additional-seats').fill('2');
      await eventually(() => page.getByTestId('seats-total').textContent()).toBe(bi('seats.total', { seats: '7' }));
      await eventually(async () => compact(await page.getByTestId('plan-total').textContent())).toBe(euros(6930));
      await eventually(() => readAmount(page, 'preview-total-with-tax')).toBeGreaterThan(beforeSeats);
      await auditAtBothWidths(browser, page, 'step-seats');

      // Step 3: a wrong code is refused (and the preview falls to zero); BIENVENUE20 takes 20 % off.
      await page.getByTestId('flow-next').click();
      await expectStep(page, 'home/create-subscription', 'promo', create);
      const withoutPromo = await readAmount(page, 'preview-total-with-tax');
      await page.getByTestId('promo-code').fill('PASUNCODE');
      await page.getByTestId('promo-invalid').waitFor();
      await page.getByTestId('promo-code').fill('BIENVENUE20');
      await page.getByTestId('promo-applied').waitFor();
      const discount = await readAmount(page, 'preview-discount');
      const total = await readAmount(page, 'preview-total');
      expect(discount / (total + discount)).toBeCloseTo(0.2, 2);
      const withPromo = await readAmount(page, 'preview-total-with-tax');
      expect(withPromo).toBeLessThan(withoutPromo);
      await auditAtBothWidths(browser, page, 'promo-applied');

      // Step 4: billing information; sent empty, each required field says so.
      await page.getByTestId('flow-next').click();
      await expectStep(page, 'home/create-subscription', 'billing', create);
      await page.getByTestId('billing-info-save').click();
      await eventually(() => page.getByText(bi('errors.required')).count()).toBeGreaterThanOrEqual(6);
      expect(page.url()).toContain('/steps/billing');
      await auditAtBothWidths(browser, page, 'billing-info-form');
      await page.getByTestId('billing-companyName').fill('Association Bourses Jeunes Talents');
      await page.getByTestId('billing-email').fill('compta@bourses.example.org');
      await page.getByTestId('billing-line1').fill('12 rue des Lilas');
      await page.getByTestId('billing-zipCode').fill('69001');
      await page.getByTestId('billing-city').fill('Lyon');
      await page.getByTestId('billing-country').fill('France');
      await page.getByRole('option', { name: 'France', exact: true }).click();
      await page.getByTestId('billing-info-save').click();

      // Step 5: no card here, invoices are paid by bank transfer.
      await expectStep(page, 'home/create-subscription', 'payment', create);
      await page.getByTestId('payment-manual').waitFor();
      await auditAtBothWidths(browser, page, 'payment-manual');

      // Step 6: the recap, then a confirmation before subscribing.
      await page.getByTestId('flow-next').click();
      await expectStep(page, 'home/create-subscription', 'confirm', create);
      const recap = (await page.getByTestId('confirm-recap').textContent()) ?? '';
      expect(recap).toContain(bi('confirm.seats', { seats: '7' }));
      expect(recap).toContain(bi('confirm.promo', { code: 'BIENVENUE20' }));
      await auditAtBothWidths(browser, page, 'step-confirm');
      await page.getByTestId('flow-submit').click();
      await page
        .getByTestId('confirm-modal')
        .getByRole('button', { name: bi('flow.create.submit') })
        .click();

      // The invoices page: subscribed to Plus, one open invoice for the previewed amount.
      await page.waitForURL((url) => url.pathname === '/fr/admin/home/settings/invoices');
      await page.getByText(bi('flow.create.done')).first().waitFor();
      await page.getByTestId('invoice-row').first().waitFor();
      expect(await page.getByTestId('invoice-row').count()).toBe(1);
      expect(await page.getByTestId('overview-plan').textContent()).toBe('Plus');
      expect(await page.getByTestId('invoice-status').first().getAttribute('data-status')).toBe('open');
      expect(await readAmount(page, 'invoice-total')).toBeCloseTo(withPromo, 2);
      await auditAtBothWidths(browser, page, 'invoice-table');

      // Its PDF downloads.
      const [pdf] = await Promise.all([page.waitForEvent('download'), page.getByTestId('invoice-pdf').first().click()]);
      expect(pdf.suggestedFilename()).toMatch(/\.pdf$/);
      expect(
        readFileSync(await pdf.path())
          .subarray(0, 5)
          .toString(),
      ).toBe('%PDF-');

      // An open invoice can be paid again: by transfer, it stays awaiting it.
      await page.getByTestId('invoice-pay-again').first().click();
      await page.waitForURL((url) => url.pathname === '/fr/admin/billing/retry-invoice');
      await page.getByTestId('retry-invoice').waitFor();
      expect(await page.title()).toContain(bi('retry.title'));
      await auditAtBothWidths(browser, page, 'retry-invoice');
      await page.getByTestId('retry-pay').click();
      await page.waitForURL((url) => url.pathname === '/fr/admin/home/settings/invoices');

      // The offer change modal leads to the seats flow, which starts from the current 7 seats (2 beyond Plus's 5).
      await page.getByTestId('change-offer').click();
      await page.getByTestId('change-offer-seats').waitFor();
      await auditAtBothWidths(browser, page, 'change-offer-seats');
      await page.getByTestId('change-offer-seats').click();
      const seatsFlow = bi('flow.updateSeats.title');
      await expectStep(page, 'home/subscription-update-seats', 'seats', seatsFlow);
      expect(await page.getByTestId('additional-seats').inputValue()).toBe('2');
      await page.getByTestId('additional-seats').fill('3');
      await eventually(() => page.getByTestId('seats-total').textContent()).toBe(bi('seats.total', { seats: '8' }));
      await eventually(() => readAmount(page, 'preview-amount-due')).toBeGreaterThan(0);
      await page.getByTestId('flow-next').click();
      await expectStep(page, 'home/subscription-update-seats', 'payment', seatsFlow);
      await page.getByTestId('flow-next').click();
      await expectStep(page, 'home/subscription-update-seats', 'confirm', seatsFlow);
      await page.getByTestId('flow-submit').click();
      await page
        .getByTestId('confirm-modal')
        .getByRole('button', { name: bi('flow.updateSeats.submit') })
        .click();
      await page.waitForURL((url) => url.pathname === '/fr/admin/home/settings/invoices');
      await page.getByText(bi('flow.updateSeats.done')).first().waitFor();
      await eventually(() => page.getByTestId('invoice-row').count()).toBe(2);
      expect(await page.getByTestId('overview-seats').textContent()).toContain('8');

      // The checking page finds the subscription active and leads to the dashboard.
      await page.goto(appUrl('/fr/admin/home/settings/checking'));
      await page.getByTestId('checking-active').waitFor();
      expect(await page.title()).toContain(bi('checking.title'));
      await auditAtBothWidths(browser, page, 'checking-active');
      await page.getByTestId('checking-dashboard').click();
      await page.waitForURL((url) => url.pathname === '/fr/admin/home/dashboard');

      // The billing information page shows what was saved.
      await page.goto(appUrl('/fr/admin/home/billing/info'));
      await page.getByTestId('billing-info-form').waitFor();
      expect(await page.getByTestId('billing-city').inputValue()).toBe('Lyon');
      expect(await page.title()).toContain(bi('info.title'));
    },
    JOURNEY,
  );
});

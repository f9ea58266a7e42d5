import { describe, expect, it } from 'vitest';
import { signInAsAdmin } from './admin';
import { registeredApplicant } from './applicant';
import { appUrl, eventually, useBrowser } from './browser';
import { text } from './locales';
import { mailCount, waitForMail } from './mailbox';
import { auditAtBothWidths } from './page-checks';

const el = (key: string, values: Record<string, string> = {}) => text('fr', key, values, 'emailLogs');
/** A sign-up, a page and its drawer audited at two widths, a resend through the queue. */
const JOURNEY = 180_000;

describe('e-mail log (admin/logs)', () => {
  const openBrowser = useBrowser();

  it(
    'the administrator finds an e-mail by its recipient, reads it, resends it, and sees the copy head the log',
    async () => {
      const browser = await openBrowser({ locale: 'fr-FR' });
      const { page } = browser;
      // Someone signs up: the platform sends them a validation e-mail, which the log records.
      const email = await registeredApplicant(page, { firstname: 'Lou', lastname: 'Journal' }, { confirm: false });
      const first = await waitForMail(email);

      // From the back office's side menu to the log; the tab names the page.
      await signInAsAdmin(page);
      await page
        .getByRole('link', { name: text('fr', 'nav.emailLogs', {}, 'users') })
        .first()
        .click();
      await page.waitForURL(appUrl('/fr/admin/logs'));
      await page.getByTestId('email-log-row').first().waitFor();
      expect(await page.title()).toContain(el('title'));
      await auditAtBothWidths(browser, page, 'email-logs-page');

      // The search finds the one e-mail to that address, delivered.
      await page.getByTestId('email-search').fill(email);
      await eventually(() => page.getByTestId('email-log-row').count()).toBe(1);
      const row = page.getByTestId('email-log-row').first();
      await row.getByText(email).waitFor();
      expect(await row.getByTestId('email-status').getAttribute('data-status')).toBe('sent');
      await row.getByText(el('status.sent')).waitFor();

      // Opened: its facts, and its HTML in a frame that may run nothing.
      await row.getByTestId('email-open').click();
      const drawer = page.getByTestId('email-log-detail');
      await drawer.getByText(email).first().waitFor();
      const preview = drawer.getByTestId('email-preview');
      await preview.waitFor();
      expect(await preview.getAttribute('sandbox')).toBe('');
      expect(await preview.getAttribute('srcdoc')).toContain('<html');
      // The greeting names them, in the frame as in the mail.
      expect(first.text).toContain('Lou');
      await eventually(() => page.frameLocator('[data-testid="email-preview"]').locator('body').innerText()).toContain(
        'Lou',
      );
      await auditAtBothWidths(browser, page, 'email-log-detail');

      // Resent after a confirmation: a success toast, and a copy at the head of the log, delivered once more.
      const before = await mailCount();
      await drawer.getByTestId('email-resend').click();
      const confirm = page.getByTestId('confirm-modal');
      await confirm.getByText(el('resend.title')).waitFor();
      await confirm.getByRole('button', { name: el('resend.confirm') }).click();
      await page
        .getByText(el('resend.done', { to: email }))
        .first()
        .waitFor();
      await drawer.waitFor({ state: 'hidden' });
      await eventually(() => page.getByTestId('email-log-row').count()).toBe(2);
      const copy = page.getByTestId('email-log-row').first();
      expect(await copy.getAttribute('data-email-id')).not.toBe(
        await page.getByTestId('email-log-row').nth(1).getAttribute('data-email-id'),
      );
      expect(['queued', 'sent']).toContain(await copy.getByTestId('email-status').getAttribute('data-status'));
      const again = await waitForMail(email, before);
      expect(again.subject).toBe(first.subject);

      // Filtered by its template, the log still finds both; no bounce among them.
      await page.getByTestId('email-filter-template').selectOption('account_validation');
      await eventually(() => page.getByTestId('email-log-row').count()).toBe(2);
      await page.getByTestId('email-filter-status').selectOption('bounced');
      await page.getByTestId('email-logs-empty').waitFor();
    },
    JOURNEY,
  );
});

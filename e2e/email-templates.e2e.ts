import { describe, expect, it } from 'vitest';
import { adminApi, DEMO_ADMIN, signInAsAdmin } from './admin';
import { appUrl, eventually, useBrowser } from './browser';
import { programWithSubmittedApplications } from './evaluation-fixtures';
import { text } from './locales';
import { mailCount, waitForMail } from './mailbox';
import { auditAtBothWidths } from './page-checks';

const et = (key: string, values: Record<string, string> = {}) => text('fr', key, values, 'emailTemplates');
/** Two applications, the page audited at two widths, a rich-text editor: a minute or two on two cores. */
const JOURNEY = 240_000;

describe('e-mail templates (transactionnals)', () => {
  const openBrowser = useBrowser();

  it(
    'the organizer rewrites the receipt with a merge field from the list, saves, previews it with a real application, gets a test and resets it',
    async () => {
      const api = await adminApi();
      const { slug, applicationIds } = await programWithSubmittedApplications(api, 2);
      const latest = applicationIds.at(-1) ?? '';
      const reference = latest.replace(/-/g, '').slice(0, 8).toUpperCase();
      const browser = await openBrowser({ locale: 'fr-FR' });
      const { page } = browser;
      await signInAsAdmin(page);

      // The program's e-mails (the former address leads there), the receipt open in French; the tab names the page.
      await page.goto(appUrl(`/fr/admin/programs/${slug}/transactionnals-v1`));
      await page.waitForURL((url) => url.pathname === `/fr/admin/programs/${slug}/transactionnals`);
      await page.getByTestId('email-templates-page').waitFor();
      await page.getByTestId('email-template-body').waitFor();
      expect(await page.title()).toContain(text('fr', 'shell.tabs.transactionnals', {}, 'programs'));
      await eventually(() => page.getByTestId('email-template-state').textContent()).toBe(et('default'));
      await auditAtBothWidths(browser, page, 'email-templates-page');

      // The subject is rewritten, the project's answer picked from the list where the caret is.
      const subject = page.getByTestId('email-template-subject');
      await subject.fill('Nous avons reçu «  » !');
      await subject.evaluate((input: HTMLInputElement) => input.setSelectionRange(18, 18));
      await page.getByTestId('email-template-subject-field').click();
      await page.getByTestId('email-template-subject-field-answer:project').click();
      await eventually(() => subject.inputValue()).toBe('Nous avons reçu « {{answer:project}} » !');

      // The body gets a line of its own with the application's reference, from the editor's menu.
      const body = page.getByTestId('email-template-body');
      await body.click();
      await page.keyboard.press('Control+End');
      await page.keyboard.press('Enter');
      await page.keyboard.type('Votre référence : ');
      await page.getByTestId('email-template-body-field').click();
      await page.getByTestId('email-template-body-field-reference').click();
      await eventually(() => body.textContent()).toContain('Votre référence : {{reference}}');

      await page.getByTestId('email-template-save').click();
      await page.getByText(et('editor.saved')).first().waitFor();
      await eventually(() => page.getByTestId('email-template-state').textContent()).toBe(et('customised'));
      await page.getByTestId('email-template-submission_receipt').getByText(et('customised')).waitFor();

      // The preview: the latest submitted application fills the fields, in a sandboxed frame.
      await page.getByTestId('email-template-preview').click();
      await eventually(() => page.getByTestId('email-preview-subject').textContent()).toBe(
        'Nous avons reçu « Projet numéro 2 » !',
      );
      const frame = page.getByTestId('email-preview-frame');
      expect(await frame.getAttribute('sandbox')).toBe('');
      expect(await frame.getAttribute('srcdoc')).toContain(`Votre référence : ${reference}`);
      await page.keyboard.press('Escape');
      await page.getByTestId('email-preview-frame').waitFor({ state: 'detached' });

      // A test to the organizer's own address, through the queue and the SMTP server.
      const before = await mailCount();
      await page.getByTestId('email-template-test').click();
      await page
        .getByText(et('editor.testSent', { email: DEMO_ADMIN.email }))
        .first()
        .waitFor();
      const mail = await waitForMail(DEMO_ADMIN.email, before);
      expect(mail.subject).toBe('Nous avons reçu « Projet numéro 2 » !');
      expect(mail.text).toContain(`Votre référence : ${reference}`);
      for (const part of [mail.subject, mail.text, mail.html]) expect(part).not.toContain('{{');

      // Back to the default, after a confirmation.
      await page.getByTestId('email-template-reset').click();
      await page
        .getByTestId('confirm-modal')
        .getByRole('button', { name: et('editor.resetConfirm') })
        .click();
      await page.getByText(et('editor.resetDone')).first().waitFor();
      await eventually(() => page.getByTestId('email-template-state').textContent()).toBe(et('default'));
      await eventually(() => subject.inputValue()).toContain('{{programTitle}}');
    },
    JOURNEY,
  );
});

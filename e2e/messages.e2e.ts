import { applicationReference } from '@opencall/shared/evaluations';
import { describe, expect, it } from 'vitest';
import { adminApi, signedInApi, signInAsAdmin } from './admin';
import { PASSWORD, registeredApplicant, signInFromLogin } from './applicant';
import { appUrl, eventually, useBrowser } from './browser';
import { programWithSubmittedApplications } from './evaluation-fixtures';
import { text } from './locales';
import { mailCount, waitForMail } from './mailbox';
import { auditAtBothWidths } from './page-checks';

const m = (key: string, values: Record<string, string> = {}) => text('fr', key, values, 'messages');
const responses = (key: string, values: Record<string, string> = {}) => text('fr', key, values, 'responses');
/** Two browsers, a registration, 25 applications and their e-mails on a loaded machine. */
const JOURNEY = 300_000;
const COUNT = 25;

describe('messages', () => {
  const openBrowser = useBrowser();

  it(
    'the organizer messages every application of the table across pages and watches it go out; the applicant reads and replies; the organizer sees the reply',
    async () => {
      const api = await adminApi();
      const setup = await openBrowser({ locale: 'fr-FR' });
      const email = await registeredApplicant(setup.page, { firstname: 'Nina', lastname: 'Roux' });
      const applicantApi = await signedInApi({ email, password: PASSWORD, area: 'public' });
      const { slug, applicationIds } = await programWithSubmittedApplications(api, COUNT, { applicant: applicantApi });
      const firstId = applicationIds[0] as string;
      const before = await mailCount();

      // The responses table: both pages taken with "select all", then "Send a message".
      const organizer = await openBrowser({ locale: 'fr-FR' });
      const { page } = organizer;
      await signInAsAdmin(page);
      await page.goto(appUrl(`/fr/admin/programs/${slug}/responses`));
      await eventually(() => page.getByTestId('response-row').count()).toBe(20);
      await page.getByTestId('select-page').click();
      await page.getByTestId('select-all-matching').click();
      expect(await page.getByTestId('selected-count').textContent()).toBe(
        responses('bulk.selected', { count: String(COUNT) }),
      );
      await page.getByTestId('bulk-message').click();
      await page.getByTestId('message-subject').waitFor();
      await page.getByText(m('composer.title', { count: String(COUNT) })).waitFor();
      await page.getByTestId('message-subject').fill('Votre dossier ');
      await page.getByTestId('merge-field-menu').click();
      await page.getByTestId('merge-field-reference').click();
      await eventually(() => page.getByTestId('message-subject').inputValue()).toBe('Votre dossier {{reference}}');
      await page.getByTestId('message-body').click();
      await page.keyboard.type('Bonjour, le jury se réunit bientôt.');
      await page.getByTestId('merge-field-menu').click();
      await page.getByTestId('merge-field-firstname').click();
      await page.getByTestId('message-send').click();
      await page
        .getByText(m('composer.sending', { count: String(COUNT) }))
        .first()
        .waitFor();

      // The messages page: the batch's bar fills as the e-mails go out (read every 2 s), then it is sent.
      await page.goto(appUrl(`/fr/admin/programs/${slug}/messagerie`));
      const batch = page.getByTestId('message-batch').first();
      await batch.waitFor();
      expect(await page.title()).toContain(text('fr', 'shell.tabs.messagerie', {}, 'programs'));
      await eventually(() => batch.getAttribute('data-status')).toBe('sent');
      expect(await batch.getByTestId('message-batch-progress').getAttribute('data-percent')).toBe('100');
      expect(await batch.getByTestId('message-batch-counts').textContent()).toContain(
        m('batch.progressLabel', { done: String(COUNT), total: String(COUNT) }),
      );
      await auditAtBothWidths(organizer, page, 'message-batches');

      // One e-mail per application, its fields filled.
      const mail = await waitForMail(email, before);
      expect(mail.subject).toMatch(/^Votre dossier [0-9A-F]{8}$/);
      expect(mail.html).toContain('Bonjour, le jury se réunit bientôt. Nina');
      await eventually(async () => (await mailCount()) - before).toBeGreaterThanOrEqual(COUNT);

      // The applicant reads it on the application's page and replies.
      const applicant = await openBrowser({ locale: 'fr-FR' });
      await signInFromLogin(applicant.page, email);
      await applicant.page.goto(appUrl(`/fr/applications/${slug}/apply?responseId=${firstId}`));
      const thread = applicant.page.getByTestId('message-thread');
      await thread.waitFor();
      await thread.getByTestId('thread-message').first().waitFor();
      expect(await thread.getByTestId('thread-message').first().textContent()).toContain(
        `Votre dossier ${applicationReference(firstId)}`,
      );
      await applicant.page.getByTestId('message-reply').click();
      await applicant.page.keyboard.type('Merci, voici mon complément.');
      await applicant.page.getByTestId('message-reply-send').click();
      await eventually(() => thread.getByTestId('thread-message').count()).toBe(2);
      await auditAtBothWidths(applicant, applicant.page, 'message-thread');

      // The organizer sees the reply in the application's view.
      await page.goto(appUrl(`/fr/admin/programs/${slug}/responses/${firstId}`));
      const organizerThread = page.getByTestId('message-thread');
      await eventually(() => organizerThread.getByTestId('thread-message').count()).toBe(2);
      expect(await organizerThread.locator('[data-side="applicant"]').textContent()).toContain(
        'Merci, voici mon complément.',
      );
    },
    JOURNEY,
  );
});

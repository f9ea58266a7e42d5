import { describe, expect, it } from 'vitest';
import { publishedProgram, registeredApplicant, saved, signIn, signInFromLogin } from './applicant';
import { appUrl, useBrowser } from './browser';
import { text } from './locales';
import { firstLink, mailCount, waitForMail } from './mailbox';

// Issue 11 §1 and §4 in the browser: an unconfirmed account fills its application but confirms before
// submitting; an account of one platform joins another only by accepting its terms of use.

const errors = (key: string) => text('fr', key, {}, 'errors');
const auth = (locale: string, key: string, values: Record<string, string> = {}) => text(locale, key, values, 'auth');

describe('an account at the edge of its platform', () => {
  const openBrowser = useBrowser();

  it('an unconfirmed applicant fills the application, sees the dialog when submitting, resends the mail, confirms, then submits', async () => {
    const { page, context } = await openBrowser({ locale: 'fr-FR' });
    const { slug } = await publishedProgram(`Prix ${Date.now()}`);
    const email = await registeredApplicant(page, undefined, { confirm: false });

    await signInFromLogin(page, email);
    await page.goto(appUrl(`/fr/applications/${slug}/apply`));
    await page.getByTestId('application-start').click();
    await page.getByTestId('application-editor').waitFor();
    await page.getByTestId('preview-input-name').fill('Jardins partagés');
    await saved(page);
    await page.getByTestId('step-next').click();
    await page.getByTestId('step-text').waitFor();

    // SPEC §8: 403 account_not_confirmed opens the dialog, with the way to get a new mail.
    await page.getByTestId('application-submit').click();
    const dialog = page.getByRole('dialog', { name: errors('dialogs.account_not_confirmed.title') });
    await dialog.waitFor();
    await dialog.getByTestId('account-not-confirmed-dialog').waitFor();
    const before = await mailCount();
    await dialog.getByRole('button', { name: auth('fr', 'confirm.resend') }).click();
    await dialog.getByText(auth('fr', 'confirm.resent')).waitFor();

    // The new mail's link confirms the account (in another tab); back on the application, it submits.
    const confirmTab = await context.newPage();
    await confirmTab.goto(firstLink(await waitForMail(email, before)));
    await confirmTab.getByTestId('account-validated').waitFor();
    await confirmTab.close();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await page.getByTestId('application-submit').click();
    await page.getByTestId('application-submitted').waitFor();
  });

  it('an applicant of the demo platform signing in on another platform joins it only by accepting its terms of use', async () => {
    const { page } = await openBrowser({ locale: 'en-GB' });
    const email = await registeredApplicant(page);

    await page.goto(appUrl('/en/login', 'other.localhost'));
    await signIn(page, email, 'en');
    const step = page.getByTestId('join-platform-step');
    await step.waitFor();
    const join = step.getByRole('button', { name: new RegExp(`^${auth('en', 'join.submit', { platform: '.+' })}$`) });
    expect(await join.isDisabled()).toBe(true);
    await step.getByRole('checkbox').check();
    await join.click();
    await page.waitForURL((url) => url.pathname === '/en');
  });
});

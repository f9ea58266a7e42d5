import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { appUrl, eventually, useBrowser } from './browser';
import { text } from './locales';
import { firstLink, mailCount, waitForMail } from './mailbox';

const auth = (key: string, values: Record<string, string> = {}) => text('fr', key, values, 'auth');
const PASSWORD = 'une phrase de passe assez longue';
// Required fields' accessible names end with Mantine's asterisk.
const field = (page: Page, key: string) =>
  page.getByRole('textbox', { name: new RegExp(`^${auth(key).replace(/[()]/g, '\\$&')}( \\*)?$`) });

async function signIn(page: Page, email: string, password: string) {
  await field(page, 'fields.email').fill(email);
  await page.getByRole('textbox', { name: auth('fields.password'), exact: true }).fill(password);
  await page.getByRole('button', { name: auth('login.submit') }).click();
}

describe('an applicant’s account', () => {
  const openBrowser = useBrowser();

  it('registers, confirms the address from the email link, signs in and signs out', async () => {
    const { page, context } = await openBrowser({ locale: 'fr-FR' });
    const email = `applicant-${Date.now()}@example.org`;
    const before = await mailCount();

    await page.goto(appUrl('/fr/register'));
    await field(page, 'fields.firstname').fill('Camille');
    await field(page, 'fields.lastname').fill('Martin');
    await field(page, 'fields.email').fill(email);
    await page.getByRole('textbox', { name: auth('fields.password'), exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: auth('register.submit') }).click();
    await page.getByTestId('check-your-email').waitFor();

    const mail = await waitForMail(email, before);
    const link = firstLink(mail);
    expect(link).toContain('/fr/account-validation?token=');
    await page.goto(link);
    await page.getByTestId('account-validated').waitFor();

    await page.goto(appUrl('/fr/login'));
    await signIn(page, email, PASSWORD);
    await page.waitForURL(appUrl('/fr'));
    await page.getByTestId('user-menu').waitFor();
    const cookies = await context.cookies();
    expect(cookies.find((c) => c.name === '__Host-oc_refresh')).toMatchObject({ httpOnly: true, secure: true });

    // The session survives a reload (the refresh cookie restores it).
    await page.reload();
    await page.getByTestId('user-menu').click();
    await page.getByTestId('sign-out').click();
    await page.getByTestId('sign-in-link').waitFor();
    expect((await context.cookies()).find((c) => c.name === '__Host-oc_refresh')).toBeUndefined();
  });

  it('resets a forgotten password from the emailed link and signs in with the new one', async () => {
    const { page } = await openBrowser({ locale: 'fr-FR' });
    const email = `reset-${Date.now()}@example.org`;
    // An account to reset: registered through the page, then confirmed.
    let before = await mailCount();
    await page.goto(appUrl('/fr/register'));
    await field(page, 'fields.firstname').fill('Noé');
    await field(page, 'fields.lastname').fill('Durand');
    await field(page, 'fields.email').fill(email);
    await page.getByRole('textbox', { name: auth('fields.password'), exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: auth('register.submit') }).click();
    await page.goto(firstLink(await waitForMail(email, before)));
    await page.getByTestId('account-validated').waitFor();

    before = await mailCount();
    await page.goto(appUrl('/fr/reset-password'));
    await field(page, 'fields.email').fill(email);
    await page.getByRole('button', { name: auth('resetPassword.sendLink') }).click();
    const resetLink = firstLink(await waitForMail(email, before));
    expect(resetLink).toContain('/fr/reset-password?token=');

    await page.goto(resetLink);
    const newPassword = 'un tout nouveau mot de passe';
    await page.getByRole('textbox', { name: auth('fields.newPassword'), exact: true }).fill(newPassword);
    await page.getByRole('button', { name: auth('resetPassword.save') }).click();
    await page.getByTestId('password-changed').waitFor();

    await page.goto(appUrl('/fr/login'));
    await signIn(page, email, PASSWORD);
    await eventually(() => page.getByTestId('form-error').textContent()).toBe(
      text('fr', 'invalid_credentials', {}, 'errors'),
    );
    await page.getByRole('textbox', { name: auth('fields.password'), exact: true }).fill(newPassword);
    await page.getByRole('button', { name: auth('login.submit') }).click();
    await page.waitForURL(appUrl('/fr'));
    await page.getByTestId('user-menu').waitFor();

    // The link was single-use.
    await page.goto(resetLink);
    await page
      .getByRole('textbox', { name: auth('fields.newPassword'), exact: true })
      .fill('encore un autre mot de passe');
    await page.getByRole('button', { name: auth('resetPassword.save') }).click();
    await page.getByTestId('invalid-link').waitFor();
  });
});

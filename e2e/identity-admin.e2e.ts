import { generate } from 'otplib';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { finalizeInvitation } from './admin';
import { appUrl, useBrowser } from './browser';
import { text } from './locales';
import { firstLink, mailCount, waitForMail } from './mailbox';

const auth = (key: string, values: Record<string, string> = {}) => text('fr', key, values, 'auth');
const users = (key: string, values: Record<string, string> = {}) => text('fr', key, values, 'users');
const DEMO_ADMIN = { email: 'admin@demo.localhost', password: 'OpenCall-demo-2026' };
const escapeRegExp = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
// Required fields' accessible names end with Mantine's asterisk.
const field = (page: Page, label: string) =>
  page.getByRole('textbox', { name: new RegExp(`^${escapeRegExp(label)}( \\*)?$`) });

async function signIn(page: Page, email: string, password: string) {
  await field(page, auth('fields.email')).fill(email);
  await page.getByRole('textbox', { name: auth('fields.password'), exact: true }).fill(password);
  await page.getByRole('button', { name: auth('login.submit') }).click();
}

describe('the back office sign-in', () => {
  const openBrowser = useBrowser();

  it('sends an anonymous visitor to the admin login with backTo, and back there after sign-in', async () => {
    const { page } = await openBrowser({ locale: 'fr-FR' });
    await page.goto(appUrl('/fr/admin/admins?sort=oldest'));
    await page.waitForURL(appUrl(`/fr/admin/login?backTo=${encodeURIComponent('/fr/admin/admins?sort=oldest')}`));
    await signIn(page, DEMO_ADMIN.email, DEMO_ADMIN.password);
    await page.waitForURL(appUrl('/fr/admin/admins?sort=oldest'));
    await page.getByTestId('admins-page').waitFor();
  });

  it('strips a backTo that points to another site and reloads the page without it', async () => {
    const { page } = await openBrowser({ locale: 'fr-FR' });
    await page.goto(appUrl(`/fr/admin/login?backTo=${encodeURIComponent('https://evil.example/steal')}`));
    await page.waitForURL(appUrl('/fr/admin/login'));
    await signIn(page, DEMO_ADMIN.email, DEMO_ADMIN.password);
    await page.waitForURL(appUrl('/fr/admin/home/dashboard'));
  });
});

describe('an invited administrator with two-step verification', () => {
  const openBrowser = useBrowser();

  it('is invited, sets a password, enrols in MFA, then signs in with a code', async () => {
    const email = `invited-${Date.now()}@example.org`;
    const inviter = await openBrowser({ locale: 'fr-FR' });
    await inviter.page.goto(appUrl('/fr/admin/login'));
    await signIn(inviter.page, DEMO_ADMIN.email, DEMO_ADMIN.password);
    await inviter.page.waitForURL(appUrl('/fr/admin/home/dashboard'));
    await inviter.page.goto(appUrl('/fr/admin/admins'));
    const before = await mailCount();
    await inviter.page.getByTestId('invite-admin').click();
    const form = inviter.page.getByTestId('invite-admin-form');
    await field(inviter.page, users('admins.email')).fill(email);
    await form.getByRole('checkbox', { name: new RegExp(escapeRegExp(users('roles.program_manager'))) }).check();
    await form.getByRole('button', { name: users('admins.sendInvitation') }).click();
    await inviter.page.locator(`[data-testid=member-row][data-email="${email}"]`).waitFor();

    const link = firstLink(await waitForMail(email, before));
    expect(link).toContain('/admin/finalize-registration?token=');
    const { page } = await openBrowser({ locale: 'fr-FR' });
    const password = 'ma phrase de passe d’administration';
    await finalizeInvitation(page, link, password);

    await page.goto(appUrl('/fr/admin/login'));
    await signIn(page, email, password);
    await page.waitForURL(appUrl('/fr/admin/home/dashboard'));
    await page.goto(appUrl('/fr/admin/home/settings/security'));
    await page.getByTestId('enable-mfa').click();
    const secret = await page.getByTestId('mfa-secret').getAttribute('data-secret');
    expect(secret).toMatch(/^[A-Z2-7]+=*$/);
    expect(await page.getByTestId('mfa-qr-code').getAttribute('src')).toMatch(/^data:image\/png;base64,/);
    await page
      .getByRole('textbox', { name: new RegExp(`^${escapeRegExp(auth('enableMfa.codeLabel'))}`) })
      .fill(await generate({ secret: secret ?? '' }));
    await page.getByRole('button', { name: auth('enableMfa.submit'), exact: true }).click();
    await page.getByTestId('recovery-codes').waitFor();
    expect(await page.getByTestId('recovery-codes').locator('li').count()).toBe(10);
    await page.getByTestId('recovery-codes-continue').click();

    await page.getByTestId('user-menu').click();
    await page.getByTestId('sign-out').click();
    await page.goto(appUrl('/fr/admin/login'));
    await signIn(page, email, password);
    await page.getByTestId('mfa-code-form').waitFor();
    // The enrolment used the current step: the next one (within the allowed drift) is a fresh code.
    const nextCode = await generate({ secret: secret ?? '', epoch: Math.floor(Date.now() / 1000) + 30 });
    await page.getByRole('textbox', { name: new RegExp(`^${escapeRegExp(auth('mfa.codeLabel'))}`) }).fill(nextCode);
    await page.getByRole('button', { name: auth('mfa.verify') }).click();
    await page.waitForURL(appUrl('/fr/admin/home/dashboard'));
  });
});

import { describe, expect, it } from 'vitest';
import { signInAsAdmin } from './admin';
import { PASSWORD, registeredApplicant, signIn } from './applicant';
import { appUrl, eventually, useBrowser } from './browser';
import { text } from './locales';
import { firstLink, mailCount, waitForMail } from './mailbox';

const users = (key: string, values: Record<string, string> = {}) => text('fr', key, values, 'users');
const label = (key: string) => new RegExp(`^${users(key)}( \\*)?$`);
const NEW_PASSWORD = 'un tout nouveau mot de passe';

describe('the profile', () => {
  const openBrowser = useBrowser();

  it('changes the name, the e-mail (through the link), the password, and files a deletion request an admin processes', async () => {
    const { page } = await openBrowser({ locale: 'fr-FR' });
    const email = await registeredApplicant(page);
    await page.goto(appUrl('/fr/login'));
    await signIn(page, email);
    await page.waitForURL(appUrl('/fr'));

    // Reachable from the user menu.
    await page.getByTestId('user-menu').click();
    await page.getByTestId('profile-link').click();
    await page.waitForURL(appUrl('/fr/profile'));
    await eventually(() => page.title()).toBe(`${users('profile.title')} · OpenCall Démo`);

    await page.getByLabel(label('profile.names.firstname')).fill('Dominique');
    await page.getByLabel(label('profile.names.lastname')).fill('Lefèvre');
    await page.getByTestId('profile-names-save').click();
    await eventually(() => page.getByTestId('user-menu').textContent()).toBe('Dominique Lefèvre');

    const newEmail = `nouvelle-${Date.now()}@example.org`;
    const before = await mailCount();
    await page.getByTestId('profile-new-email').fill(newEmail);
    await page.getByTestId('profile-email-password').fill(PASSWORD);
    await page.getByTestId('profile-email-submit').click();
    await page.getByTestId('profile-email-sent').waitFor();
    expect(await page.getByTestId('profile-current-email').textContent()).toBe(email);
    const notice = await waitForMail(email, before);
    expect(notice.text).toContain(newEmail);
    const link = firstLink(await waitForMail(newEmail, before));
    expect(link).toContain('/fr/email-change?token=');
    await page.goto(link);
    await page.getByTestId('email-changed').waitFor();
    await page.goto(appUrl('/fr/profile'));
    await eventually(() => page.getByTestId('profile-current-email').textContent()).toBe(newEmail);

    await page.getByTestId('profile-current-password').fill(PASSWORD);
    await page.getByLabel(label('profile.password.new')).fill(NEW_PASSWORD);
    await page.getByTestId('profile-password-submit').click();
    await page.getByText(users('profile.password.changed')).waitFor();
    // This browser keeps its (new) session across a reload.
    await page.reload();
    await page.getByTestId('profile-deletion').waitFor();

    await page.getByTestId('profile-deletion-reason').fill('Je quitte le programme');
    await page.getByTestId('profile-deletion-open').click();
    await page.getByRole('button', { name: users('profile.deletion.confirm') }).click();
    await page.getByTestId('profile-deletion-pending').waitFor();

    const admin = await openBrowser({ locale: 'fr-FR' });
    await signInAsAdmin(admin.page);
    await admin.page.goto(appUrl('/fr/admin/home/account-deletion'));
    await admin.page.waitForURL(appUrl('/fr/admin/home/account-deletion/unprocessed'));
    await admin.page.getByTestId('deletion-search').fill(newEmail);
    const row = admin.page.getByTestId('deletion-request').filter({ hasText: newEmail });
    await row.waitFor();
    expect(await row.textContent()).toContain('Je quitte le programme');
    await row.getByTestId('mark-processed').click();
    await admin.page
      .getByRole('dialog')
      .getByRole('button', { name: users('accountDeletion.mark') })
      .click();
    await admin.page.getByTestId('deletion-empty').waitFor();
    await admin.page.getByRole('tab', { name: users('accountDeletion.tabs.processed') }).click();
    await admin.page.waitForURL(appUrl('/fr/admin/home/account-deletion/processed'));
    await admin.page.getByTestId('deletion-search').fill(newEmail);
    await admin.page.getByTestId('deletion-request').filter({ hasText: newEmail }).waitFor();

    // The old password no longer signs in; the new one, with the new address, does.
    const fresh = await openBrowser({ locale: 'fr-FR' });
    const login = async (address: string, password: string) =>
      fresh.page.evaluate(
        async ([a, p]) => {
          const info = await (await fetch('/api/portal/domain-info')).json();
          const res = await fetch('/api/auth/login', {
            method: 'POST',
            headers: { 'content-type': 'application/json', 'x-csrf-token': info.data.csrfToken },
            body: JSON.stringify({ email: a, password: p }),
          });
          return res.status;
        },
        [address, password],
      );
    await fresh.page.goto(appUrl('/fr'));
    expect(await login(newEmail, PASSWORD)).toBe(401);
    expect(await login(newEmail, NEW_PASSWORD)).toBe(200);
  });

  it('fits a 390 px screen, from the user menu', async () => {
    const { page } = await openBrowser({ locale: 'fr-FR', viewport: { width: 390, height: 844 } });
    await signInAsAdmin(page);
    await page.goto(appUrl('/fr'));
    await page.getByTestId('user-menu').click();
    await page.getByTestId('profile-link').click();
    await page.waitForURL(appUrl('/fr/profile'));
    await page.getByTestId('account-settings').waitFor();
    // Nothing of the settings reaches past the screen's right edge.
    const widest = await page.evaluate(() =>
      Math.max(
        ...[...document.querySelectorAll('[data-testid=account-settings] *')].map(
          (el) => el.getBoundingClientRect().right,
        ),
      ),
    );
    expect(widest).toBeLessThanOrEqual(390);
  });
});

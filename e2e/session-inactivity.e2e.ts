import { describe, it } from 'vitest';
import { appUrl, useBrowser } from './browser';
import { text } from './locales';

describe('a signed-in session left alone', () => {
  const openBrowser = useBrowser();

  it('is signed out after 15 minutes without activity and sent to sign in again', async () => {
    const { page } = await openBrowser({ locale: 'fr-FR' });
    await page.clock.install();
    await page.goto(appUrl('/fr/admin/login'));
    await page.getByLabel(new RegExp(`^${text('fr', 'fields.email', {}, 'auth')}`)).fill('admin@demo.localhost');
    await page
      .getByRole('textbox', { name: text('fr', 'fields.password', {}, 'auth'), exact: true })
      .fill('OpenCall-demo-2026');
    await page.getByRole('button', { name: text('fr', 'login.submit', {}, 'auth') }).click();
    await page.waitForURL(appUrl('/fr/admin/home/dashboard'));

    await page.clock.fastForward('14:00');
    await page.getByTestId('user-menu').waitFor();
    await page.clock.fastForward('01:30');
    await page.waitForURL((url) => url.pathname === '/fr/admin/login');
  });
});

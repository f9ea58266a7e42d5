import { describe, expect, it } from 'vitest';
import { appUrl, eventually, useBrowser } from './browser';
import { text } from './locales';

describe('an anonymous visit', () => {
  const openBrowser = useBrowser();

  it('logs no console error and meets no 4xx or 5xx answer on the home, the programs and the login page', async () => {
    const { page } = await openBrowser({ locale: 'fr-FR' });
    const consoleErrors: string[] = [];
    const failures: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') consoleErrors.push(message.text());
    });
    page.on('response', (response) => {
      if (response.status() >= 400) failures.push(`${response.status()} ${response.url()}`);
    });

    for (const path of ['/fr', '/fr/programs', '/fr/login']) {
      await page.goto(appUrl(path));
      await eventually(() => page.locator('main h1').count()).toBeGreaterThan(0);
      await page.waitForLoadState('networkidle');
    }
    expect(failures).toEqual([]);
    expect(consoleErrors).toEqual([]);
  });

  it('gets an HTTP 404 for an unknown page, with the app’s own 404 page', async () => {
    const { page } = await openBrowser({ locale: 'fr-FR' });
    const response = await page.goto(appUrl('/fr/nope'));
    expect(response?.status()).toBe(404);
    await eventually(() => page.locator('main h1').textContent()).toBe(text('fr', 'notFound.title'));
    expect((await page.goto(appUrl('/fr/programs')))?.status()).toBe(200);
  });
});

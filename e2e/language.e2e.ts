import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { appUrl, eventually, useBrowser } from './browser';
import { text } from './locales';

const DEMO = 'OpenCall Démo';
const DEMO_LANGUAGES = [
  'Français',
  'English',
  'Español',
  'Deutsch',
  'Nederlands',
  'Italiano',
  'Polski',
  'Português',
  'Català',
  'Русский',
];

function heading(page: Page) {
  return page.getByRole('heading', { level: 1 });
}

async function localeCookie(context: BrowserContext): Promise<string | undefined> {
  return (await context.cookies()).find((cookie) => cookie.name === 'locale')?.value;
}

async function menuLanguages(page: Page): Promise<string[]> {
  await page.getByTestId('language-switcher').click();
  const items = page.getByRole('menuitem');
  await items.first().waitFor();
  return (await items.allTextContents()).map((name) => name.trim());
}

describe('language switcher', () => {
  const openBrowser = useBrowser();

  it('lists the platform languages by their own names and switches the whole page to the chosen one', async () => {
    const { page, context } = await openBrowser({ locale: 'fr-FR' });
    await page.goto(appUrl('/fr'));
    await eventually(() => heading(page).textContent()).toBe(`Bienvenue sur ${DEMO}`);
    // The first visit remembers its language; waiting for it keeps the two cookie writes in order.
    await eventually(() => localeCookie(context)).toBe('fr');

    expect((await page.getByTestId('language-switcher').textContent())?.trim()).toBe('FR');
    expect(await menuLanguages(page)).toEqual(DEMO_LANGUAGES);
    await page.getByRole('menuitem', { name: 'English' }).click();

    await page.waitForURL(appUrl('/en'));
    await eventually(() => heading(page).textContent()).toBe(`Welcome to ${DEMO}`);
    expect(await page.locator('html').getAttribute('lang')).toBe('en');
    expect((await page.getByTestId('language-switcher').textContent())?.trim()).toBe('EN');
    await eventually(() => localeCookie(context)).toBe('en');
  });

  it('remembers the chosen language on the next visit, over the browser language', async () => {
    const { page, context } = await openBrowser({ locale: 'fr-FR' });
    await page.goto(appUrl('/fr'));
    await eventually(() => localeCookie(context)).toBe('fr');
    await page.getByTestId('language-switcher').click();
    await page.getByRole('menuitem', { name: 'English' }).click();
    await page.waitForURL(appUrl('/en'));
    await eventually(() => localeCookie(context)).toBe('en');

    await page.goto(appUrl('/'));
    await page.waitForURL(appUrl('/en'));
    await eventually(() => heading(page).textContent()).toBe(`Welcome to ${DEMO}`);
  });

  it('offers only English, Nederlands and Italiano on the second platform', async () => {
    const { page } = await openBrowser({ locale: 'fr-FR' });
    await page.goto(appUrl('/en', 'other.localhost'));
    await eventually(() => heading(page).textContent()).toBe('Welcome to Other Foundation');

    expect(await menuLanguages(page)).toEqual(['English', 'Nederlands', 'Italiano']);
  });
});

describe('language in the address', () => {
  const openBrowser = useBrowser();

  it('replaces an unknown language by the platform first one, keeping the rest of the address', async () => {
    const { page } = await openBrowser({ locale: 'fr-FR' });
    await page.goto(appUrl('/xx/some/page?a=1'));

    await page.waitForURL(appUrl('/fr/some/page?a=1'));
    await eventually(() => heading(page).textContent()).toBe(text('fr', 'notFound.title'));
  });

  it('replaces a language the platform does not offer by its first one', async () => {
    const { page } = await openBrowser({ locale: 'fr-FR' });
    await page.goto(appUrl('/fr', 'other.localhost'));

    await page.waitForURL(appUrl('/en', 'other.localhost'));
    await eventually(() => heading(page).textContent()).toBe('Welcome to Other Foundation');
  });

  it('makes an offered language in the address the current one, whatever the browser language', async () => {
    const { page } = await openBrowser({ locale: 'fr-FR' });
    await page.goto(appUrl('/es'));

    await eventually(() => heading(page).textContent()).toBe(text('es', 'home.welcome', { platform: DEMO }));
    expect(page.url()).toBe(appUrl('/es'));
    expect(await page.locator('html').getAttribute('lang')).toBe('es');
  });
});

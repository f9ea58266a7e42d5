import { describe, expect, it } from 'vitest';
import { appUrl, cssOf, eventually, useBrowser } from './browser';
import { text } from './locales';

const DEMO = 'OpenCall Démo';
const OTHER = 'Other Foundation';
const WHITE = 'rgb(255, 255, 255)';

describe('public home of a platform', () => {
  const openBrowser = useBrowser();

  it('greets a French visitor of the demo platform in French, in the platform colours', async () => {
    const { page } = await openBrowser({ locale: 'fr-FR' });
    await page.goto(appUrl('/'));

    await page.waitForURL(appUrl('/fr'));
    await eventually(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(`Bienvenue sur ${DEMO}`);
    const brand = page.getByTestId('platform-name');
    expect(await brand.textContent()).toBe(DEMO);
    expect(await cssOf(page, 'header:has([data-testid=platform-name])', 'background-color')).toBe('rgb(24, 52, 126)');
    expect(await cssOf(page, '[data-testid=platform-name]', 'color')).toBe(WHITE);
    expect(await page.title()).toBe(`${text('fr', 'titles.home')} · ${DEMO}`);
    expect(await page.locator('html').getAttribute('lang')).toBe('fr');
  });

  it('serves the second platform on its own host, in a language it offers and its own colours', async () => {
    const { page } = await openBrowser({ locale: 'fr-FR' });
    await page.goto(appUrl('/', 'other.localhost'));

    // French is not among Other Foundation's languages (en, nl, it): its first one is used.
    await page.waitForURL(appUrl('/en', 'other.localhost'));
    await eventually(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(`Welcome to ${OTHER}`);
    expect(await page.getByTestId('platform-name').textContent()).toBe(OTHER);
    expect(await cssOf(page, 'header:has([data-testid=platform-name])', 'background-color')).toBe('rgb(122, 31, 92)');
    expect(await page.title()).toBe(`${text('en', 'titles.home')} · ${OTHER}`);
    expect(await page.locator('html').getAttribute('lang')).toBe('en');
    expect(await page.content()).not.toContain(DEMO);
  });

  it('shows nothing of the second platform on the demo platform', async () => {
    const { page } = await openBrowser({ locale: 'fr-FR' });
    await page.goto(appUrl('/fr'));

    await eventually(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(`Bienvenue sur ${DEMO}`);
    expect(await page.content()).not.toContain(OTHER);
  });

  it('lands a German visitor on the German home, since the demo platform offers all ten languages', async () => {
    const { page } = await openBrowser({ locale: 'de-DE' });
    await page.goto(appUrl('/'));

    await page.waitForURL(appUrl('/de'));
    const welcome = text('de', 'home.welcome', { platform: DEMO });
    await eventually(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(welcome);
    expect(await page.locator('html').getAttribute('lang')).toBe('de');
  });
});

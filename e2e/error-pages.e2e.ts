import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { appUrl, eventually, useBrowser } from './browser';
import { text } from './locales';

function heading(page: Page) {
  return page.getByRole('heading', { level: 1 });
}

describe('page not found', () => {
  const openBrowser = useBrowser();

  it('tells an English visitor the page could not be found and offers the way home', async () => {
    const { page } = await openBrowser({ locale: 'en-US' });
    await page.goto(appUrl('/en/does-not-exist'));

    await eventually(() => heading(page).textContent()).toBe('This page could not be found');
    expect(page.url()).toBe(appUrl('/en/does-not-exist'));
    const home = page.getByRole('link', { name: 'Home', exact: true });
    expect(await home.getAttribute('href')).toBe('/en');

    await home.click();
    await page.waitForURL(appUrl('/en'));
    await eventually(() => heading(page).textContent()).toBe('Welcome to OpenCall Démo');
  });

  it('shows the same page for an address without a language', async () => {
    const { page } = await openBrowser({ locale: 'en-US' });
    await page.goto(appUrl('/nothing-here/at-all'));

    await eventually(() => heading(page).textContent()).toBe('This page could not be found');
    expect(page.url()).toBe(appUrl('/nothing-here/at-all'));
    expect(await page.getByRole('link', { name: 'Home', exact: true }).getAttribute('href')).toBe('/en');
  });

  it('answers an unknown API address with a JSON 404, not with the app', async () => {
    const { page } = await openBrowser({ locale: 'en-US' });
    await page.goto(appUrl('/en'));
    await eventually(() => heading(page).textContent()).toBe('Welcome to OpenCall Démo');

    const answer = await page.evaluate(async () => {
      const response = await fetch('/api/nope');
      return { status: response.status, type: response.headers.get('content-type'), body: await response.json() };
    });
    expect(answer.status).toBe(404);
    expect(answer.type).toMatch(/^application\/json/);
    expect(answer.body).toMatchObject({ error: { code: 'route_not_found', message: expect.any(String) } });
  });
});

describe('deleted platform', () => {
  const openBrowser = useBrowser();

  it('sends every page of a deleted platform to the notice that it was deleted', async () => {
    const { page } = await openBrowser({ locale: 'fr-FR' });
    await page.goto(appUrl('/fr', 'gone.localhost'));

    await page.waitForURL(appUrl('/fr/platform-deleted', 'gone.localhost'));
    await eventually(() => heading(page).textContent()).toBe(text('fr', 'platformDeleted.title'));
    expect(await page.getByText(text('fr', 'platformDeleted.message')).isVisible()).toBe(true);
  });

  it('keeps the notice of deletion away from a live platform: it goes home instead', async () => {
    const { page } = await openBrowser({ locale: 'fr-FR' });
    await page.goto(appUrl('/fr/platform-deleted'));

    await page.waitForURL(appUrl('/fr'));
    await eventually(() => heading(page).textContent()).toBe('Bienvenue sur OpenCall Démo');
  });
});

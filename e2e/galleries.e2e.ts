import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { adminApi, signInAsAdmin } from './admin';
import { appUrl, eventually, useBrowser } from './browser';
import { programWithSubmittedApplications } from './evaluation-fixtures';
import { text } from './locales';
import { auditAtBothWidths } from './page-checks';

const gl = (key: string, values: Record<string, string> = {}) => text('fr', key, values, 'galleries');
const portal = (key: string) => text('fr', key, {}, 'portal');
/** Three applications, two pages audited at two widths, a second browser: a minute or two on two cores. */
const JOURNEY = 240_000;

/** Picks an option of a Mantine Select by its label. */
async function pick(page: Page, testId: string, label: string) {
  await page.getByTestId(testId).click();
  await page.getByRole('option', { name: label, exact: true }).click();
  await eventually(() => page.getByTestId(testId).inputValue()).toBe(label);
}

describe('galleries', () => {
  const openBrowser = useBrowser();

  it(
    'the organizer creates a gallery, chooses and orders its entries, sets its fields, publishes it; once unpublished the public gets the SPEC page',
    async () => {
      const api = await adminApi();
      const { slug, applicationIds } = await programWithSubmittedApplications(api, 3);
      const browser = await openBrowser({ locale: 'fr-FR' });
      const { page } = browser;
      await signInAsAdmin(page);

      // The program's galleries: none yet; the tab names the page.
      await page.goto(appUrl(`/fr/admin/programs/${slug}/galleries`));
      await page.getByTestId('galleries-empty').waitFor();
      expect(await page.title()).toContain(text('fr', 'shell.tabs.galleries', {}, 'programs'));
      await auditAtBothWidths(browser, page, 'galleries-page');

      // Created from its name, then its entries page opens.
      await page.getByTestId('gallery-create').click();
      await page.getByTestId('gallery-name').fill('Lauréats du prix');
      expect(await page.getByTestId('gallery-slug').inputValue()).toBe('laureats-du-prix');
      await page.getByTestId('gallery-create-submit').click();
      await page.waitForURL((url) => url.pathname.endsWith('/galleries/laureats-du-prix/responses'));
      await page.getByTestId('gallery-entries-empty').waitFor();

      // Two applications from the search, the second moved up by keyboard, then saved.
      await eventually(() => page.getByTestId('gallery-picker-row').count()).toBe(3);
      await page.getByTestId('gallery-picker-add').nth(0).click();
      await page.getByTestId('gallery-picker-add').nth(1).click();
      await eventually(() => page.getByTestId('gallery-entry').count()).toBe(2);
      const second = await page.getByTestId('gallery-entry').nth(1).getAttribute('data-application-id');
      await page.getByTestId('gallery-entry').nth(1).locator('[data-entry-move$=":up"]').focus();
      await page.keyboard.press('Enter');
      await eventually(() => page.getByTestId('gallery-entry').first().getAttribute('data-application-id')).toBe(
        second,
      );
      await eventually(() => page.getByTestId('gallery-entries-moved').textContent()).toContain('1');
      await page.getByTestId('gallery-entries-save').click();
      await page.getByText(gl('entries.saved')).first().waitFor();
      await auditAtBothWidths(browser, page, 'gallery-responses-page');

      // Its fields: the project answer titles each card; then published.
      await page
        .getByTestId('gallery-shell')
        .getByRole('tab', { name: gl('tabs.config') })
        .click();
      await page.getByTestId('gallery-config-page').waitFor();
      await pick(page, 'gallery-title-question', 'Projet');
      await page.getByTestId('gallery-title-fr').fill('Nos lauréats');
      await page.getByRole('switch', { name: gl('config.published') }).check();
      await page.getByTestId('gallery-config-save').click();
      await page.getByText(gl('config.saved')).first().waitFor();
      await page.getByTestId('gallery-status').getByText(gl('status.published')).waitFor();
      const publicPath = await page.getByTestId('gallery-config-public-link').getAttribute('href');
      expect(publicPath).toMatch(new RegExp(`^/fr/applications/${slug}\\?type=gallery&id=[0-9a-f-]{36}$`));
      await auditAtBothWidths(browser, page, 'gallery-config-page');

      // The public page, for anyone: its title, the two projects in the chosen order.
      const visitor = await openBrowser({ locale: 'fr-FR' });
      await visitor.page.goto(appUrl(publicPath as string));
      await visitor.page.getByTestId('public-gallery-title').getByText('Nos lauréats').waitFor();
      await eventually(() => visitor.page.getByTestId('showcase-card').count()).toBe(2);
      const shown = await visitor.page
        .getByTestId('showcase-card')
        .evaluateAll((cards) => cards.map((card) => card.getAttribute('data-entry-id')));
      expect(shown[0]).toBe(second);
      expect(applicationIds).toEqual(expect.arrayContaining(shown));
      expect(await visitor.page.title()).toContain('Nos lauréats');
      await auditAtBothWidths(visitor, visitor.page, 'public-gallery');
      // The search keeps what matches.
      const firstTitle = (await visitor.page.getByTestId('showcase-card-title').first().textContent()) ?? '';
      await visitor.page.getByTestId('showcase-search').fill(firstTitle);
      await eventually(() => visitor.page.getByTestId('showcase-card').count()).toBe(1);
      // The detail opens in a dialog and closes with Escape.
      await visitor.page.getByTestId('showcase-card-details').first().click();
      await visitor.page.getByRole('dialog').waitFor();
      await visitor.page.keyboard.press('Escape');
      await visitor.page.getByRole('dialog').waitFor({ state: 'hidden' });

      // Unpublished: the organizer switches it off; the visitor gets SPEC §8's page and the way home.
      await page.getByRole('switch', { name: gl('config.published') }).uncheck();
      await page.getByTestId('gallery-config-save').click();
      await page.getByTestId('gallery-status').getByText(gl('status.unpublished')).waitFor();
      await visitor.page.reload();
      await visitor.page.getByText(portal('showcaseNotFound.gallery')).waitFor();
      expect(portal('showcaseNotFound.gallery')).toBe("La galerie à laquelle vous éssayez d'accéder a été dépubliée.");
      await visitor.page.getByRole('heading', { name: portal('showcaseNotFound.title') }).waitFor();
      const home = visitor.page.getByRole('link', { name: portal('showcaseNotFound.home') });
      expect(await home.getAttribute('href')).toMatch(/^\/fr\/?$/);
    },
    JOURNEY,
  );

  it('answers the SPEC page for a gallery that does not exist', async () => {
    const { page } = await openBrowser({ locale: 'fr-FR' });
    await page.goto(
      appUrl('/fr/applications/bourses-jeunes-talents-2026?type=gallery&id=00000000-0000-4000-8000-000000000000'),
    );
    await page.getByText(portal('showcaseNotFound.gallery')).waitFor();
    await page.getByRole('link', { name: portal('showcaseNotFound.home') }).click();
    await page.waitForURL((url) => url.pathname === '/fr' || url.pathname === '/fr/');
  });
});

import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { adminApi, createProgramInUi, signInAsAdmin } from './admin';
import { appUrl, eventually, useBrowser } from './browser';
import { text } from './locales';

const programs = (key: string, values: Record<string, string> = {}) => text('fr', key, values, 'programs');
const portal = (key: string, values: Record<string, string> = {}) => text('fr', key, values, 'portal');
const programUrl = (slug: string, tab: string) => appUrl(`/fr/admin/programs/${slug}/${tab}`);
/** Headings of the main content that come more than one level below the one before them. */
const headingLevelsSkipped = (page: Page) =>
  page.evaluate(() => {
    const levels = [...document.querySelectorAll('main :is(h1, h2, h3, h4, h5, h6)')].map((h) => Number(h.tagName[1]));
    return levels.flatMap((level, i) =>
      i > 0 && level > (levels[i - 1] ?? 0) + 1 ? [`h${levels[i - 1]} → h${level}`] : [],
    );
  });
const numberIn = async (read: Promise<string | null>) => Number((await read)?.replace(/\D/g, '') ?? Number.NaN);

describe('program dashboard, features and public page', () => {
  const openBrowser = useBrowser();

  it('counts a new program on the home dashboard and shows its empty dashboard as chart or table', async () => {
    const { page } = await openBrowser({ locale: 'fr-FR' });
    await signInAsAdmin(page);
    const tile = page.getByTestId('stat-active-programs').locator('dd');
    await tile.waitFor();
    const before = await numberIn(tile.textContent());
    await page.getByTestId('platform-by-day').waitFor();

    const slug = await createProgramInUi(page, `Tableau ${Date.now()}`);
    await page.goto(appUrl('/fr/admin/home/dashboard'));
    await eventually(() => numberIn(tile.textContent())).toBe(before + 1);

    // The program's address opens its dashboard.
    await page.goto(appUrl(`/fr/admin/programs/${slug}`));
    await page.waitForURL((url) => url.pathname === `/fr/admin/programs/${slug}/dashboard`);
    await page.getByTestId('dashboard-empty').waitFor();
    expect(await numberIn(page.getByTestId('stat-total').locator('dd').textContent())).toBe(0);

    const byDay = page.getByTestId('dashboard-by-day');
    await byDay.getByText(programs('dashboard.asTable'), { exact: true }).click();
    const rows = byDay.locator('tbody tr');
    await eventually(() => rows.count()).toBe(30);
    await page.getByTestId('dashboard-period').getByText('7 jours', { exact: true }).click();
    await eventually(() => rows.count()).toBe(7);
    expect(await byDay.locator('thead').textContent()).toContain(programs('dashboard.submitted'));
  });

  it('switches a feature off and its tab goes away, and back on', async () => {
    const { page } = await openBrowser({ locale: 'fr-FR' });
    await signInAsAdmin(page);
    const slug = await createProgramInUi(page, `Options ${Date.now()}`);
    await page.goto(programUrl(slug, 'program-features'));
    const tabs = page.getByRole('tablist');
    await tabs.getByRole('tab', { name: programs('shell.tabs.tags') }).waitFor();

    const tagsSwitch = page.getByRole('switch', { name: programs('features.items.tags.label') });
    await tagsSwitch.click();
    const off = programs('features.disabled', { name: programs('features.items.tags.label') });
    await page.getByText(off).waitFor();
    await eventually(() => tabs.getByRole('tab', { name: programs('shell.tabs.tags') }).count()).toBe(0);

    await page.reload();
    await page.getByTestId('program-features').waitFor();
    expect(await page.getByRole('switch', { name: programs('features.items.tags.label') }).isChecked()).toBe(false);
    expect(await tabs.getByRole('tab', { name: programs('shell.tabs.tags') }).count()).toBe(0);

    await page.getByRole('switch', { name: programs('features.items.tags.label') }).click();
    await tabs.getByRole('tab', { name: programs('shell.tabs.tags') }).waitFor();
  });

  it('sets up the public page with a live preview; the portal shows it once published and the 404 screen before', async () => {
    const { page } = await openBrowser({ locale: 'fr-FR' });
    await signInAsAdmin(page);
    const title = `Page publique ${Date.now()}`;
    const slug = await createProgramInUi(page, title);

    // Not published yet: the portal answers the SPEC §8 screen with its way home.
    await page.goto(appUrl(`/fr/applications/${slug}`));
    await page.getByRole('heading', { name: portal('programNotFound.title') }).waitFor();
    await page.getByText(portal('programNotFound.message')).waitFor();
    expect(await page.getByRole('link', { name: portal('programNotFound.home') }).getAttribute('href')).toBe('/fr/');

    await page.goto(programUrl(slug, 'public-interface-config'));
    const preview = page.getByTestId('public-preview');
    await preview.getByRole('heading', { name: title }).waitFor();
    await page.getByTestId('public-apply-label').fill('Je dépose mon dossier');
    await preview.getByRole('link', { name: 'Je dépose mon dossier' }).waitFor();
    await page.getByTestId('public-show-categories').click();
    await page.getByTestId('public-contact').fill('pas-une-adresse');
    await page.getByTestId('public-save').click();
    await page.getByText(programs('publicInterface.invalid.contactEmail')).waitFor();
    await page.getByTestId('public-contact').fill('contact@example.org');
    await page.getByTestId('public-save').click();
    await page.getByText(programs('publicInterface.saved')).waitFor();
    await eventually(() => page.getByTestId('public-save').isDisabled()).toBe(true);

    // Publish through the API (the publish journey itself is covered in programs.e2e.ts).
    const api = await adminApi();
    const program = await api.send<{ data: { id: string } }>('GET', `/api/user.programs/${slug}`);
    await api.send('POST', `/api/user.programs/${program.data.id}/categories`, {
      titles: { fr: 'Étudiants' },
      steps: [{ type: 'textarea', titles: { fr: 'Présentation' }, config: { content: '<p>Bienvenue</p>' } }],
    });
    await api.send('POST', `/api/user.programs/${program.data.id}/publish`, {});

    await page.goto(appUrl(`/fr/applications/${slug}`));
    const view = page.getByTestId('program-public-view');
    await view.getByRole('heading', { name: title, level: 1 }).waitFor();
    expect(await view.getByTestId('program-phase').textContent()).toBe(portal('program.phase.open'));
    expect(await view.getByRole('link', { name: 'Je dépose mon dossier' }).count()).toBe(1);
    expect(await view.getByTestId('program-contact').getAttribute('href')).toBe('mailto:contact@example.org');
    // Categories were switched off on the page.
    expect(await view.getByTestId('program-categories').count()).toBe(0);

    // A published program is a card under the page's title on the list, under the section's on the home:
    // headings never skip a level (screen-reader users navigate by them).
    for (const [path, cardLevel] of [
      ['/fr/programs', 2],
      ['/fr', 3],
    ] as const) {
      await page.goto(appUrl(path));
      const card = page.getByTestId('program-card').filter({ hasText: title });
      await card.getByRole('heading', { name: title, level: cardLevel }).waitFor();
      expect(await headingLevelsSkipped(page)).toEqual([]);
    }
  });
});

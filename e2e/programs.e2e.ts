import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { appUrl, eventually, useBrowser } from './browser';
import { text } from './locales';

const programs = (key: string, values: Record<string, string> = {}) => text('fr', key, values, 'programs');
const DEMO_ADMIN = { email: 'admin@demo.localhost', password: 'OpenCall-demo-2026' };

async function signInAsAdmin(page: Page) {
  await page.goto(appUrl('/fr/admin/login'));
  await page
    .getByRole('textbox', { name: new RegExp(`^${text('fr', 'fields.email', {}, 'auth')}`) })
    .fill(DEMO_ADMIN.email);
  await page
    .getByRole('textbox', { name: text('fr', 'fields.password', {}, 'auth'), exact: true })
    .fill(DEMO_ADMIN.password);
  await page.getByRole('button', { name: text('fr', 'login.submit', {}, 'auth') }).click();
  await page.waitForURL(appUrl('/fr/admin/home/dashboard'));
}

async function createProgram(page: Page, title: string): Promise<string> {
  await page.goto(appUrl('/fr/admin/home/programs/create'));
  await page.getByTestId('program-title').fill(title);
  const slug = await page.getByTestId('program-slug').inputValue();
  await page.getByTestId('program-create-submit').click();
  await page.waitForURL((url) => url.pathname === `/fr/admin/programs/${slug}/configure`);
  return slug;
}

describe('programs in the back office', () => {
  const openBrowser = useBrowser();

  it('creates a program, archives it, moves it to the trash and restores it', async () => {
    const { page } = await openBrowser({ locale: 'fr-FR' });
    await signInAsAdmin(page);
    const title = `Prix de l'innovation ${Date.now()}`;
    const slug = await createProgram(page, title);
    expect(slug).toMatch(/^prix-de-l-?innovation-\d+$/);

    await page.goto(appUrl('/fr/admin/home/programs'));
    const row = page.locator(`[data-testid=program-row][data-slug="${slug}"]`);
    await row.getByRole('button', { name: programs('actions.archiveNamed', { title }) }).click();
    await page.getByTestId('bucket-archived').click();
    await page.locator(`[data-testid=program-row][data-slug="${slug}"]`).waitFor();

    await page
      .locator(`[data-testid=program-row][data-slug="${slug}"]`)
      .getByRole('button', { name: programs('actions.trashNamed', { title }) })
      .click();
    await page
      .getByRole('dialog')
      .getByRole('button', { name: programs('confirm.trash.confirm') })
      .click();
    await page.goto(appUrl('/fr/admin/home/trash/programs'));
    const trashed = page.locator(`[data-testid=program-row][data-slug="${slug}"]`);
    await trashed.getByRole('button', { name: programs('actions.restoreNamed', { title }) }).click();
    await eventually(() => trashed.count()).toBe(0);
  });

  it('publishes after the check dialog’s Fix button led to each problem in turn', async () => {
    const { page } = await openBrowser({ locale: 'fr-FR' });
    await signInAsAdmin(page);
    const slug = await createProgram(page, `Bourse ${Date.now()}`);
    await page.goto(appUrl(`/fr/admin/programs/${slug}/sections`));
    await page.getByTestId('sections-empty').waitFor();
    await page.getByTestId('publish-toggle').click();
    const problems = page.getByTestId('program-check-problems');
    await problems.waitFor();
    expect(await problems.textContent()).toContain(text('fr', 'programCategoriesMustNotBeEmpty', {}, 'validation'));
    await page.getByTestId('program-check-fix').click();
    // Fix opens what solves the first problem: a new category.
    await page.getByTestId('category-title-fr').fill('Catégorie unique');
    await page.getByTestId('category-title-save').click();
    const category = page.locator('[data-testid^=step-add-]');
    await category.waitFor();

    // The next check points at the empty category; Fix opens its step editor.
    await page.getByTestId('publish-toggle').click();
    await eventually(() => problems.textContent()).toContain(text('fr', 'stepsMustNotBeEmpty', {}, 'validation'));
    await page.getByTestId('program-check-fix').click();
    await page.getByTestId('step-type').click();
    await page.getByRole('option', { name: programs('sections.step.types.textarea') }).click();
    await page.getByTestId('step-content').fill('Présentez votre projet en quelques lignes.');
    await page.getByTestId('step-save').click();

    await page.getByTestId('publish-toggle').click();
    await eventually(() => page.getByTestId('publish-state').textContent()).toBe(programs('table.published'));
  });
});

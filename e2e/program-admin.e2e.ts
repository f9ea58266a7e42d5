import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { createProgramInUi, signInAsAdmin } from './admin';
import { appUrl, eventually, useBrowser } from './browser';
import { text } from './locales';
import { firstLink, mailCount, waitForMail } from './mailbox';

const programs = (key: string, values: Record<string, string> = {}) => text('fr', key, values, 'programs');
const common = (key: string) => text('fr', key);
const escapeRegExp = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const startsWith = (value: string) => new RegExp(`^${escapeRegExp(value)}`);
const programUrl = (slug: string, tab: string) => appUrl(`/fr/admin/programs/${slug}/${tab}`);

/** Confirms the open confirmation dialog with its button. */
async function confirm(page: Page, label: string) {
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: label, exact: true }).click();
  await dialog.waitFor({ state: 'detached' });
}

describe('program administration: tags, collaborators, history', () => {
  const openBrowser = useBrowser();

  it('creates, refuses a duplicate of, renames and deletes a tag', async () => {
    const { page } = await openBrowser({ locale: 'fr-FR' });
    await signInAsAdmin(page);
    const slug = await createProgramInUi(page, `Étiquettes ${Date.now()}`);
    await page.goto(programUrl(slug, 'tags'));
    await page.getByTestId('tags-page').waitFor();
    await page.getByTestId('tags-empty').waitFor();

    const dialog = page.getByRole('dialog');
    await page.getByTestId('tag-create').click();
    await page.getByTestId('tag-name').fill('Prioritaire');
    await page.getByTestId('tag-color').fill('#12b886');
    await page.getByTestId('tag-name').click();
    await page.getByTestId('tag-save').click();
    await dialog.waitFor({ state: 'detached' });
    const row = page.locator('[data-testid=tag-row][data-tag-name="Prioritaire"]');
    await row.waitFor();
    expect(await row.textContent()).toContain('#12b886');

    await page.getByTestId('tag-create').click();
    await page.getByTestId('tag-name').fill('Prioritaire');
    await page.getByTestId('tag-save').click();
    await dialog.getByText(programs('tags.nameTaken')).waitFor();
    expect(await page.getByTestId('tag-name').getAttribute('aria-invalid')).toBe('true');
    await dialog.getByRole('button', { name: programs('actions.cancel') }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(await page.getByTestId('tag-row').count()).toBe(1);

    await row.getByTestId('tag-edit').click();
    await page.getByTestId('tag-name').fill('Urgent');
    await page.getByTestId('tag-save').click();
    await dialog.waitFor({ state: 'detached' });
    const renamed = page.locator('[data-testid=tag-row][data-tag-name="Urgent"]');
    await renamed.waitFor();
    expect(await row.count()).toBe(0);

    await renamed.getByRole('button', { name: programs('tags.deleteNamed', { name: 'Urgent' }) }).click();
    await dialog.getByText(programs('tags.deleteTitle', { name: 'Urgent' })).waitFor();
    await confirm(page, programs('tags.delete'));
    await page.getByTestId('tags-empty').waitFor();
    expect(await page.getByTestId('tag-table').count()).toBe(0);
  });

  it('invites a jury member by mail, makes them a collaborator, then removes them', async () => {
    const { page } = await openBrowser({ locale: 'fr-FR' });
    await signInAsAdmin(page);
    const slug = await createProgramInUi(page, `Équipe ${Date.now()}`);
    await page.goto(programUrl(slug, 'collaborators'));
    await page.getByTestId('collaborators-page').waitFor();

    const email = `jury-${Date.now()}@example.org`;
    const before = await mailCount();
    await page.getByTestId('collaborator-invite').click();
    const form = page.getByTestId('invite-collaborator-form');
    await form.getByRole('textbox', { name: startsWith(programs('collaborators.email')) }).fill(email);
    await form.getByRole('checkbox', { name: startsWith(programs('collaborators.roles.jury')) }).check();
    await page.getByTestId('invite-collaborator-submit').click();
    const row = page.locator(`[data-testid=collaborator-row][data-email="${email}"]`);
    await row.waitFor();
    expect(await row.locator('[data-role]').evaluateAll((badges) => badges.map((b) => b.dataset.role))).toEqual([
      'jury',
    ]);
    expect(await row.locator('[data-role=jury]').textContent()).toBe(programs('collaborators.roles.jury'));
    expect(firstLink(await waitForMail(email, before))).toContain('/finalize-registration?token=');

    await row.getByTestId('collaborator-edit').click();
    const rolesForm = page.getByTestId('collaborator-roles-form');
    await rolesForm.getByRole('checkbox', { name: startsWith(programs('collaborators.roles.jury')) }).uncheck();
    await rolesForm.getByRole('checkbox', { name: startsWith(programs('collaborators.roles.collaborator')) }).check();
    await page.getByTestId('collaborator-roles-save').click();
    await rolesForm.waitFor({ state: 'detached' });
    await eventually(() =>
      row.locator('[data-role]').evaluateAll((badges) => badges.map((b) => b.dataset.role)),
    ).toEqual(['collaborator']);

    await row.getByTestId('collaborator-remove').click();
    await page
      .getByRole('dialog')
      .getByText(programs('collaborators.removeTitle', { name: email }))
      .waitFor();
    await confirm(page, programs('collaborators.remove'));
    await eventually(() => row.count()).toBe(0);
  });

  it('keeps a description’s formatting after a reload, and reads the dates in the program’s time zone', async () => {
    const { page } = await openBrowser({ locale: 'fr-FR' });
    await signInAsAdmin(page);
    const slug = await createProgramInUi(page, `Mise en forme ${Date.now()}`);

    const toolbar = (label: string) => page.getByRole('button', { name: common(label), exact: true });
    await page.getByTestId('program-description-fr').click();
    await toolbar('richText.bold').click();
    await page.keyboard.type('Important');
    await toolbar('richText.bold').click();
    await page.keyboard.type(' : lisez le règlement.');
    await page.keyboard.press('Enter');
    await toolbar('richText.bulletList').click();
    await page.keyboard.type('Premier point');
    await page.keyboard.press('Enter');
    await page.keyboard.type('Second point');
    await page.getByTestId('configure-save').click();
    await page.getByText(programs('configure.saved')).waitFor();

    await page.reload();
    const description = page.getByTestId('program-description-fr');
    await description.locator('strong', { hasText: 'Important' }).waitFor();
    expect(await description.locator('p').first().textContent()).toBe('Important : lisez le règlement.');
    expect(await description.locator('ul > li').allTextContents()).toEqual(['Premier point', 'Second point']);

    // Dates are typed in the program's zone (New York), whatever the browser's.
    await page.goto(programUrl(slug, 'params'));
    await page.getByTestId('program-params-form').waitFor();
    await page.getByTestId('program-timezone').fill('New York');
    await page.getByRole('option', { name: /^America\/New York/ }).click();
    await page.getByTestId('program-opening').fill('2030-01-15T09:00');
    await page.getByTestId('program-closing').fill('2030-07-15T18:30');
    await page.getByTestId('visibility-private').check();
    const saved = page.waitForResponse(
      (r) => r.request().method() === 'PUT' && r.url().includes('/api/user.programs/'),
    );
    await page.getByTestId('params-save').click();
    expect((await (await saved).json()).data).toMatchObject({
      timezone: 'America/New_York',
      openingAt: '2030-01-15T14:00:00.000Z',
      closingAt: '2030-07-15T22:30:00.000Z',
      visibility: 'private',
    });
    await page.getByText(programs('configure.saved')).waitFor();

    await page.reload();
    await page.getByTestId('program-params-form').waitFor();
    expect(await page.getByTestId('program-timezone').inputValue()).toMatch(/^America\/New York/);
    expect(await page.getByTestId('program-opening').inputValue()).toBe('2030-01-15T09:00');
    expect(await page.getByTestId('program-closing').inputValue()).toBe('2030-07-15T18:30');
    expect(await page.getByTestId('visibility-private').isChecked()).toBe(true);
  });

  it('lists the program’s changes newest first and shows a rename’s before and after', async () => {
    const { page } = await openBrowser({ locale: 'fr-FR' });
    await signInAsAdmin(page);
    const oldTitle = `Historique ${Date.now()}`;
    const newTitle = `${oldTitle} renommé`;
    const slug = await createProgramInUi(page, oldTitle);
    await page.getByTestId('program-title-fr').fill(newTitle);
    await page.getByTestId('configure-save').click();
    await page.getByText(programs('configure.saved')).waitFor();

    await page.goto(programUrl(slug, 'logs'));
    await page.getByTestId('logs-page').waitFor();
    const rows = page.getByTestId('log-row');
    await eventually(() =>
      rows.evaluateAll((found) => found.map((row) => `${row.dataset.action}/${row.dataset.entity}`)),
    ).toEqual(['update/program', 'create/program']);
    expect(await page.getByTestId('logs-count').textContent()).toBe(programs('logs.shown', { shown: '2', total: '2' }));

    const rename = rows.first();
    await rename.getByTestId('log-toggle').click();
    const change = page.locator('[data-testid=log-details] [data-testid=log-change][data-field=titles]');
    await change.waitFor();
    const cells = await change.locator('td').allTextContents();
    expect(cells[0]).toBe('titles');
    expect(cells[1]).toContain(oldTitle);
    expect(cells[1]).not.toContain(newTitle);
    expect(cells[2]).toContain(newTitle);
    expect(await rename.getByTestId('log-toggle').getAttribute('aria-expanded')).toBe('true');
  });
});

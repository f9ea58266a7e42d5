import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { type AdminApi, adminApi, signInAsAdmin } from './admin';
import { appUrl, eventually, useBrowser } from './browser';
import { text } from './locales';

const responses = (key: string, values: Record<string, string> = {}) => text('fr', key, values, 'responses');

/** A published program taking several applications per person, with `count` applications (every third submitted). */
async function programWithApplications(api: AdminApi, count: number) {
  const slug = `reponses-${Date.now()}`;
  const program = await api.send<{ data: { id: string } }>('POST', '/api/user.programs', {
    slug,
    titles: { fr: 'Prix des réponses' },
    defaultLang: 'fr',
    supportedLangs: ['fr'],
    features: { multipleApplications: true },
  });
  const programId = program.data.id;
  const form = await api.send<{ data: { id: string } }>('POST', `/api/user.programs/${programId}/forms`, {
    title: 'Dossier',
    fields: [{ reference: 'project', type: 'text', title: 'Projet' }],
  });
  const category = await api.send<{ data: { id: string; steps: { id: string }[] } }>(
    'POST',
    `/api/user.programs/${programId}/categories`,
    {
      titles: { fr: 'Général' },
      steps: [{ type: 'form', titles: { fr: 'Projet' }, config: { form_id: form.data.id } }],
    },
  );
  await api.send('POST', `/api/user.programs/${programId}/publish`, {});
  await api.send('POST', `/api/user.programs/${programId}/tags`, { name: 'Présélection' });
  const stepId = category.data.steps[0]?.id as string;
  for (let index = 0; index < count; index++) {
    const id = randomUUID();
    await api.send('POST', `/api/portal/programs/${programId}/applications`, { id, categoryId: category.data.id });
    await api.send('PUT', `/api/portal/me/responses/${id}/answers`, {
      version: 1,
      stepId,
      answers: { project: `Projet numéro ${index + 1}` },
    });
    if (index % 3 === 0) await api.send('POST', `/api/portal/me/responses/${id}/submit`, { version: 2 });
  }
  return { slug, programId };
}

describe("the organizers' responses workspace", () => {
  const openBrowser = useBrowser();

  it('filters, selects every matching application across pages, tags them, and works on one', async () => {
    const api = await adminApi();
    const { slug } = await programWithApplications(api, 25);
    const { page } = await openBrowser({ locale: 'fr-FR' });
    await signInAsAdmin(page);
    await page.goto(appUrl(`/fr/admin/programs/${slug}/responses`));
    await page.getByTestId('response-table').waitFor();
    expect(await page.getByTestId('response-row').count()).toBe(20);
    expect(await page.getByTestId('responses-count').textContent()).toBe(
      responses('count', { filtered: '25', total: '25' }),
    );

    // Newest first, page after page by keyset.
    await page.getByTestId('page-next').click();
    await eventually(() => page.getByTestId('response-row').count()).toBe(5);
    expect(await page.getByTestId('page-position').textContent()).toBe(
      responses('pager.position', { page: '2', pages: '2' }),
    );
    await page.getByTestId('page-previous').click();
    await eventually(() => page.getByTestId('response-row').count()).toBe(20);

    // Sorted by submission date, the next page continues that sort (by keyset too): the 9 submitted
    // come first, so the second page holds drafts only.
    await page.getByTestId('sort-submittedAt').click();
    await eventually(() => page.getByTestId('page-position').textContent()).toBe(
      responses('pager.position', { page: '1', pages: '2' }),
    );
    await page.getByTestId('page-next').click();
    await eventually(() => page.getByTestId('response-row').count()).toBe(5);
    for (const row of await page.getByTestId('response-row').all()) {
      expect(await row.textContent()).toContain(responses('status.draft'));
    }
    await page.getByTestId('sort-createdAt').click();
    await eventually(() => page.getByTestId('response-row').count()).toBe(20);

    // Search through the answers, then clear.
    await page.getByTestId('filter-search').fill('numéro 7');
    await eventually(() => page.getByTestId('response-row').count()).toBe(1);
    await page.getByTestId('filter-search').fill('');
    await eventually(() => page.getByTestId('response-row').count()).toBe(20);

    // Every application across both pages: tick the page, then take all 25.
    await page.getByTestId('select-page').click();
    await page.getByTestId('select-all-matching').click();
    expect(await page.getByTestId('selected-count').textContent()).toBe(responses('bulk.selected', { count: '25' }));
    // One unticked afterwards stays out.
    await page.getByTestId('select-row').first().click();
    expect(await page.getByTestId('selected-count').textContent()).toBe(responses('bulk.selected', { count: '24' }));
    await page.getByTestId('bulk-tag').click();
    await page.getByTestId('bulk-tag-item').filter({ hasText: 'Présélection' }).click();
    await page.getByText(responses('bulk.tagged', { count: '24' })).waitFor();

    await page.getByTestId('filter-tag').click();
    await page.getByRole('option', { name: 'Présélection' }).click();
    await eventually(() => page.getByTestId('responses-count').textContent()).toBe(
      responses('count', { filtered: '24', total: '25' }),
    );

    // The filtered set exported as CSV and XLSX, opened and read back.
    const [csvDownload] = await Promise.all([
      page.waitForEvent('download'),
      (async () => {
        await page.getByTestId('export-menu').click();
        await page.getByTestId('export-csv').click();
      })(),
    ]);
    const csv = (await readFile((await csvDownload.path()) as string)).toString('utf8');
    expect(csv.charCodeAt(0)).toBe(0xfeff);
    const lines = csv.slice(1).trim().split(/\r?\n/);
    expect(lines).toHaveLength(25);
    expect(lines[0]).toContain(';');
    expect(csv).toContain('Projet numéro');
    expect(csv).toContain('Présélection');
    const [xlsxDownload] = await Promise.all([
      page.waitForEvent('download'),
      (async () => {
        await page.getByTestId('export-menu').click();
        await page.getByTestId('export-xlsx').click();
      })(),
    ]);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile((await xlsxDownload.path()) as string);
    const sheet = workbook.worksheets[0];
    expect(sheet?.actualRowCount).toBe(25);
    const cells = JSON.stringify(sheet?.getSheetValues());
    expect(cells).toContain('Projet numéro');

    // A slow export (its answer held back here) shows its progress and can be stopped.
    let release = () => {};
    await page.route(
      '**/responses/export?**',
      (route) =>
        new Promise<void>((resolve) => {
          release = () => void route.abort().finally(resolve);
        }),
    );
    // The CSV and XLSX notices leave with an animation: this export's notice must be the only one.
    await eventually(() => page.getByTestId('export-progress').count()).toBe(0);
    await page.getByTestId('export-menu').click();
    await page.getByTestId('export-csv').click();
    await page.getByTestId('export-progress').waitFor();
    expect(await page.getByTestId('export-received').textContent()).toBe(
      text('fr', 'download.preparing', {}, 'exports'),
    );
    await page.getByTestId('export-cancel').click();
    const filename = csvDownload.suggestedFilename();
    await page.getByText(text('fr', 'download.cancelled', { filename }, 'exports')).waitFor();
    await page.getByTestId('export-progress').waitFor({ state: 'detached' });
    expect(await page.getByTestId('export-menu').isEnabled()).toBe(true);
    release();
    await page.unroute('**/responses/export?**');

    // One application: accept it, leave a comment, and see both in its history.
    await page.getByTestId('response-row').first().getByRole('link').click();
    await page.getByTestId('response-detail').waitFor();
    await eventually(() => page.getByTestId('answers-summary').textContent()).toContain('Projet numéro');
    await page.getByTestId('detail-accept').click();
    // A decision is confirmed first, and stays internal until the decisions are released.
    await page
      .getByRole('dialog')
      .getByRole('button', { name: responses('detail.accept') })
      .click();
    await page.getByTestId('detail-unreleased').waitFor();
    await eventually(() => page.getByTestId('detail-status').textContent()).toBe(responses('status.accepted'));
    await page.getByTestId('comment-body').fill('Très bon dossier');
    await page.getByTestId('comment-send').click();
    await page.getByTestId('comment').filter({ hasText: 'Très bon dossier' }).waitFor();
    expect(await page.getByTestId('detail-history').textContent()).toContain(responses('events.status'));
  });

  it('orders the export columns from the keyboard, says each move aloud, and keeps the order once saved', async () => {
    const api = await adminApi();
    const { slug, programId } = await programWithApplications(api, 1);
    const configOf = async () =>
      (
        await api.send<{ data: { columns: { id: string }[] } }>('GET', `/api/user.programs/${programId}/export-config`)
      ).data.columns.map((column) => column.id);
    const before = await configOf();
    const { page } = await openBrowser({ locale: 'fr-FR' });
    await signInAsAdmin(page);
    await page.goto(appUrl(`/fr/admin/programs/${slug}/export-config`));
    const rows = page.getByTestId('export-column');
    await rows.first().waitFor();

    // The first column's handle: space lifts it, the arrow moves it one place down, space drops it.
    const label = (await rows.first().locator('label').textContent()) ?? '';
    await rows.first().getByRole('button').focus();
    // dnd-kit measures between key presses: each waits a frame or two, as a person would.
    await page.keyboard.press('Space');
    await page.waitForTimeout(250);
    await page.keyboard.press('ArrowDown');
    await page.waitForTimeout(250);
    await page.keyboard.press('Space');
    await eventually(() => rows.first().getAttribute('data-column-id')).toBe(before[1]);
    expect(await rows.nth(1).getAttribute('data-column-id')).toBe(before[0]);
    // Screen readers hear the move in the reader's language.
    const item = text('fr', 'dnd.item', { name: label }, 'exports');
    const said = text('fr', 'dnd.dropped', { item, position: '2', total: String(before.length) }, 'common');
    await eventually(async () => (await page.locator('[id^="DndLiveRegion"]').textContent()) ?? '').toContain(said);

    await page.getByTestId('export-config-save').click();
    await page.getByText(text('fr', 'config.saved', {}, 'exports')).waitFor();
    expect(await configOf()).toEqual([before[1], before[0], ...before.slice(2)]);
  });

  it('exports a filter from a page of its own, reached from the export menu', async () => {
    const api = await adminApi();
    const { slug, programId } = await programWithApplications(api, 4);
    const { page } = await openBrowser({ locale: 'fr-FR' });
    await signInAsAdmin(page);
    await page.goto(appUrl(`/fr/admin/programs/${slug}/responses`));
    await page.getByTestId('response-table').waitFor();
    await page.getByTestId('export-menu').click();
    await page.getByTestId('export-view-link').click();
    await page.getByTestId('export-view-page').waitFor();
    await eventually(() => page.getByTestId('export-view-count').textContent()).toBe(
      text('fr', 'view.count', { count: '4' }, 'exports'),
    );

    // The same page for the submitted ones only (the first and the fourth), kept as an address.
    await page.goto(appUrl(`/fr/admin/responses/export-view?programId=${programId}&format=csv&status=submitted`));
    await eventually(() => page.getByTestId('export-view-count').textContent()).toBe(
      text('fr', 'view.count', { count: '2' }, 'exports'),
    );
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByTestId('export-view-download').click(),
    ]);
    const csv = (await readFile((await download.path()) as string)).toString('utf8');
    expect(csv.slice(1).trim().split(/\r?\n/)).toHaveLength(3);

    await page.goto(appUrl('/fr/admin/responses/export-view?format=csv'));
    await page.getByText(text('fr', 'view.invalid', {}, 'exports')).waitFor();
  });
});

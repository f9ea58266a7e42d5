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

    // One application: accept it, leave a comment, and see both in its history.
    await page.getByTestId('response-row').first().getByRole('link').click();
    await page.getByTestId('response-detail').waitFor();
    await eventually(() => page.getByTestId('answers-summary').textContent()).toContain('Projet numéro');
    await page.getByTestId('detail-accept').click();
    await eventually(() => page.getByTestId('detail-status').textContent()).toBe(responses('status.accepted'));
    await page.getByTestId('comment-body').fill('Très bon dossier');
    await page.getByTestId('comment-send').click();
    await page.getByTestId('comment').filter({ hasText: 'Très bon dossier' }).waitFor();
    expect(await page.getByTestId('detail-history').textContent()).toContain(responses('events.status'));
  });
});

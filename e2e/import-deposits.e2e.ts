import { describe, expect, it } from 'vitest';
import { auditPage, describeViolations } from './a11y';
import { type AdminApi, adminApi, signInAsAdmin } from './admin';
import { appUrl, eventually, useBrowser } from './browser';
import { text } from './locales';

const imports = (key: string, values: Record<string, string> = {}) => text('fr', key, values, 'imports');

/** A program taking one application per person, one category whose step asks the project form. */
async function programToImportInto(api: AdminApi) {
  const slug = `import-${Date.now()}`;
  const program = await api.send<{ data: { id: string } }>('POST', '/api/user.programs', {
    slug,
    titles: { fr: 'Prix des imports' },
    defaultLang: 'fr',
    supportedLangs: ['fr'],
  });
  const programId = program.data.id;
  const form = await api.send<{ data: { id: string } }>('POST', `/api/user.programs/${programId}/forms`, {
    title: 'Dossier',
    fields: [
      { reference: 'projet', type: 'text', title: 'Projet', required: true },
      { reference: 'budget', type: 'number', title: 'Budget' },
    ],
  });
  await api.send('POST', `/api/user.programs/${programId}/categories`, {
    titles: { fr: 'Général' },
    steps: [{ type: 'form', titles: { fr: 'Projet' }, config: { form_id: form.data.id } }],
  });
  return { slug, programId };
}

describe('importing applications from a file', () => {
  const openBrowser = useBrowser();

  it('previews a CSV, shows its bad row in the dry run, leaves it out, imports the rest', async () => {
    const api = await adminApi();
    const { slug } = await programToImportInto(api);
    const stamp = Date.now();
    const csv = [
      'E-mail;Prénom;Nom;Projet;Budget',
      `lina.${stamp}@example.org;Lina;Importée;Ruches urbaines;1200`,
      'pas-un-email;Max;Erreur;Compost;300',
      `noe.${stamp}@example.org;Noé;Importé;Jardins partagés;`,
    ].join('\n');

    const session = await openBrowser({ locale: 'fr-FR' });
    const { page } = session;
    await signInAsAdmin(page);
    await page.goto(appUrl(`/fr/admin/programs/${slug}/import-deposits`));
    await page.getByTestId('import-file-step').waitFor();
    await page.getByRole('tab', { name: text('fr', 'shell.tabs.import-deposits', {}, 'programs') }).waitFor();

    // The file, generated here: the server answers its columns and first rows.
    await page
      .getByTestId('import-file-step')
      .locator('input[type="file"]')
      .setInputFiles({ name: 'candidats.csv', mimeType: 'text/csv', buffer: Buffer.from(csv, 'utf8') });
    await page.getByTestId('import-mapping-step').waitFor();
    expect(await page.getByTestId('import-mapping-row').count()).toBe(5);
    expect(await page.getByTestId('import-preview-table').locator('tbody tr').count()).toBe(3);
    // The titles guessed the mapping: e-mail, names, and the two fields.
    const targets = page.getByTestId('import-target');
    expect(await targets.nth(0).inputValue()).toBe(imports('mapping.targets.email'));
    expect(await targets.nth(1).inputValue()).toBe(imports('mapping.targets.firstname'));
    expect(await targets.nth(3).inputValue()).toBe('Projet (projet)');

    // A mapping list open, with the targets other columns already fill (disabled): still readable,
    // and no scrolled region the keyboard cannot reach.
    await targets.nth(2).click();
    await page.getByRole('option', { name: imports('mapping.targets.email') }).waitFor();
    await session.a11y.idle();
    expect(describeViolations(await auditPage(page))).toEqual([]);
    await page.keyboard.press('Escape');

    // Without an e-mail column the dry run cannot start.
    await targets.nth(0).click();
    await page.getByRole('option', { name: imports('mapping.targets.ignore') }).click();
    await page.getByTestId('import-email-required').waitFor();
    expect(await page.getByTestId('import-run-dry').isDisabled()).toBe(true);
    await targets.nth(0).click();
    await page.getByRole('option', { name: imports('mapping.targets.email') }).click();

    // The dry run: one row in error, named with its column and reason; nothing imported yet.
    await page.getByTestId('import-run-dry').click();
    await page.getByTestId('import-report-step').waitFor();
    expect(await page.getByTestId('import-total-errors').textContent()).toContain('1');
    const errorRow = page.locator('[data-testid="import-report-row"][data-outcome="error"]');
    await errorRow.waitFor();
    expect(await errorRow.textContent()).toContain(imports('report.errors.email_invalid', { column: 'E-mail' }));
    expect(await page.getByTestId('import-commit').isDisabled()).toBe(true);

    // Leave the bad row out, then import the two others.
    await page.getByTestId('import-exclude').click();
    await eventually(() => page.getByTestId('import-total-skipped').textContent()).toContain('1');
    expect(await page.getByTestId('import-total-created').textContent()).toContain('2');
    await page.getByTestId('import-commit').click();
    await page.getByTestId('import-result').waitFor();
    expect(await page.getByTestId('import-result-summary').textContent()).toBe(
      imports('done.summary', { count: '2', newApplicants: '2' }),
    );

    // The responses list shows them.
    await page.getByTestId('import-see-responses').click();
    await page.waitForURL((url) => url.pathname === `/fr/admin/programs/${slug}/responses`);
    await page.getByTestId('response-table').waitFor();
    await eventually(() => page.getByTestId('response-row').count()).toBe(2);
    const table = await page.getByTestId('response-table').textContent();
    expect(table).toContain('Lina Importée');
    expect(table).toContain('Noé Importé');
  });
});

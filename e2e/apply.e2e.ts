import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openApplication, publishedProgram, registeredApplicant, saved, signIn, startApplication } from './applicant';
import { appUrl, eventually, useBrowser } from './browser';
import { text } from './locales';

const portal = (key: string, values: Record<string, string> = {}) => text('fr', key, values, 'portal');

/** Uploads a small PDF into the CV field and waits until it is saved with the answers. */
async function uploadPdf(page: Page) {
  await page.getByTestId('preview-input-cv-input').setInputFiles({
    name: 'dossier.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n'),
  });
  await page.getByTestId('preview-input-cv-file').filter({ hasText: 'dossier.pdf' }).waitFor();
  await saved(page);
}

describe('applying: loss-proof drafts, then a checked submission', () => {
  const openBrowser = useBrowser();

  it('signs in on the way, autosaves, survives a closed tab and a network drop, submits once', async () => {
    const { page, context } = await openBrowser({ locale: 'fr-FR' });
    const { slug } = await publishedProgram(`Prix ${Date.now()}`);
    const email = await registeredApplicant(page);

    // Not signed in: the apply page sends to the login page and back.
    await page.goto(appUrl(`/fr/applications/${slug}/apply`));
    await page.waitForURL((url) => url.pathname === '/fr/login');
    await signIn(page, email);
    await page.waitForURL((url) => url.pathname === `/fr/applications/${slug}/apply`);

    await page.getByTestId('category-chooser').waitFor();
    await page.getByTestId('application-start').click();
    await page.getByTestId('application-editor').waitFor();
    const url = page.url();
    expect(url).toContain('responseId=');
    await page.getByTestId('preview-input-name').fill('Jardins partagés');
    await saved(page);

    // The tab is closed; the profile lists the draft and opens it with the answer in place.
    await page.close();
    const second = await context.newPage();
    await second.goto(appUrl('/fr/profile'));
    const row = second.getByTestId('profile-application');
    await row.waitFor();
    expect(await row.textContent()).toContain(portal('status.draft'));
    await row.getByRole('link').click();
    await second.getByTestId('application-editor').waitFor();
    expect(await second.getByTestId('preview-input-name').inputValue()).toBe('Jardins partagés');

    // The network drops: the answer stays on the device, and reaches the server once back.
    await context.setOffline(true);
    await second.getByTestId('preview-input-city').fill('Lyon');
    await eventually(() => second.getByTestId('save-state').getAttribute('data-state')).toBe('offline');
    await second.close();
    await context.setOffline(false);
    let third = await openApplication(context, url);
    expect(await third.getByTestId('preview-input-city').inputValue()).toBe('Lyon');
    await saved(third);
    await third.reload();
    await third.getByTestId('application-editor').waitFor();
    expect(await third.getByTestId('preview-input-city').inputValue()).toBe('Lyon');

    // A file: uploaded, kept with the answers (a PDF by its bytes; a text file named .pdf is refused).
    await third.getByTestId('preview-input-cv-input').setInputFiles({
      name: 'faux.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('juste du texte'),
    });
    const refused = text('fr', 'errors.typeNotAllowed', { name: 'faux.pdf', types: '' }, 'files').split(':')[0] ?? '';
    await third.getByText(refused, { exact: false }).waitFor();
    await uploadPdf(third);

    // A file the applicant never uploaded (a key typed into the device's copy): the server refuses the
    // save, the message shows on that field, nothing is lost; removing the file lets the step go.
    await context.setOffline(true);
    await third.getByTestId('preview-input-city').fill('Lyon 7e');
    await eventually(() => third.getByTestId('save-state').getAttribute('data-state')).toBe('offline');
    await third.close();
    await context.setOffline(false);
    third = await context.newPage();
    await third.goto(appUrl('/fr/profile'));
    await third.evaluate(() => {
      const key = Object.keys(localStorage).find((name) => name.startsWith('opencall:draft:')) as string;
      const draft = JSON.parse(localStorage.getItem(key) as string);
      for (const step of Object.values(draft.steps) as { cv: { key: string } }[])
        step.cv.key = `x/${crypto.randomUUID()}.pdf`;
      localStorage.setItem(key, JSON.stringify(draft));
    });
    await third.goto(url);
    const foreignFile = text('fr', 'invalid_file_reference', {}, 'errors');
    await third.getByTestId('preview-field-cv').getByText(foreignFile).waitFor();
    expect(await third.getByTestId('preview-input-city').inputValue()).toBe('Lyon 7e');
    await third.getByTestId('preview-input-cv-remove').click();
    await saved(third);
    await uploadPdf(third);

    // A required answer emptied blocks the way on; filled again, the text step and the submit follow.
    await third.getByTestId('preview-input-name').fill('');
    await third.getByTestId('step-next').click();
    await third.getByTestId('step-refused').waitFor();
    expect(await third.getByTestId('preview-input-name').getAttribute('aria-invalid')).toBe('true');
    expect(await third.getByTestId('step-progress').textContent()).toBe(
      portal('apply.progress', { current: '1', total: '2' }),
    );
    await third.getByTestId('preview-input-name').fill('Jardins partagés');
    await saved(third);
    await third.getByTestId('step-next').click();
    await third.getByTestId('step-text').waitFor();
    await third.getByTestId('application-submit').click();
    await third.getByTestId('application-submitted').waitFor();
    expect(await third.getByTestId('application-status').textContent()).toBe(portal('status.submitted'));
    expect(await third.getByTestId('answers-summary').textContent()).toContain('Jardins partagés');
    expect(await third.getByTestId('answers-summary').textContent()).toContain('dossier.pdf');
    // The applicant downloads the application as a PDF.
    const [pdf] = await Promise.all([third.waitForEvent('download'), third.getByTestId('application-pdf').click()]);
    const pdfBytes = await readFile((await pdf.path()) as string);
    expect(pdfBytes.subarray(0, 5).toString()).toBe('%PDF-');

    await third.goto(appUrl('/fr/profile'));
    await eventually(() => third.getByTestId('profile-application').textContent()).toContain(
      portal('status.submitted'),
    );
  });

  it('shows what changed when another tab saved first, and keeps the chosen answers', async () => {
    const { page, context } = await openBrowser({ locale: 'fr-FR' });
    const { slug } = await publishedProgram(`Bourse ${Date.now()}`);
    const url = await startApplication(page, slug, await registeredApplicant(page));

    const other = await openApplication(context, url);
    await other.getByTestId('preview-input-name').fill('Version de l’autre onglet');
    await saved(other);

    await page.getByTestId('preview-input-name').fill('Ma version');
    const dialog = page.getByTestId('conflict-modal');
    await page.getByTestId('conflict-row').waitFor();
    const rowText = await page.getByTestId('conflict-row').textContent();
    expect(rowText).toContain('Version de l’autre onglet');
    expect(rowText).toContain('Ma version');
    await page.getByTestId('conflict-mine').click();
    await dialog.getByRole('dialog').waitFor({ state: 'detached' });
    await saved(page);

    await other.reload();
    await other.getByTestId('application-editor').waitFor();
    expect(await other.getByTestId('preview-input-name').inputValue()).toBe('Ma version');
  });

  it('shows the SPEC §8 screen for an application that is not there, with the way back to the program', async () => {
    const { page } = await openBrowser({ locale: 'fr-FR' });
    const { slug } = await publishedProgram(`Appel ${Date.now()}`);
    const email = await registeredApplicant(page);
    await page.goto(appUrl('/fr/login'));
    await signIn(page, email);
    await page.waitForURL((url) => url.pathname === '/fr');
    await page.goto(appUrl(`/fr/applications/${slug}/apply?responseId=00000000-0000-4000-8000-000000000000`));
    await page.getByRole('heading', { name: portal('applicationNotFound.title') }).waitFor();
    await page.getByText(portal('applicationNotFound.message')).waitFor();
    const back = page.getByRole('link', { name: portal('applicationNotFound.back') });
    expect(await back.getAttribute('href')).toBe(`/fr/applications/${slug}`);
  });
});

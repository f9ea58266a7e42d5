import { readFile } from 'node:fs/promises';
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { adminApi } from './admin';
import { appUrl, eventually, useBrowser } from './browser';
import { text } from './locales';
import { firstLink, mailCount, waitForMail } from './mailbox';

const portal = (key: string, values: Record<string, string> = {}) => text('fr', key, values, 'portal');
const auth = (key: string) => text('fr', key, {}, 'auth');
const PASSWORD = 'une phrase de passe assez longue';

/** A published program: a form step (name required, city) then a text step. */
async function publishedProgram(title: string) {
  const api = await adminApi();
  const slug = `candidature-${Date.now()}`;
  const program = await api.send<{ data: { id: string } }>('POST', '/api/user.programs', {
    slug,
    titles: { fr: title },
    defaultLang: 'fr',
    supportedLangs: ['fr'],
  });
  const id = program.data.id;
  const form = await api.send<{ data: { id: string } }>('POST', `/api/user.programs/${id}/forms`, {
    title: 'Dossier',
    fields: [
      { reference: 'name', type: 'text', title: 'Nom du projet', required: true },
      { reference: 'city', type: 'text', title: 'Ville' },
      { reference: 'cv', type: 'file', title: 'Dossier PDF' },
    ],
  });
  await api.send('POST', `/api/user.programs/${id}/categories`, {
    titles: { fr: 'Jeunes pousses' },
    steps: [
      { type: 'form', titles: { fr: 'Votre projet' }, config: { form_id: form.data.id } },
      { type: 'textarea', titles: { fr: 'Règlement' }, config: { content: '<p>Merci de votre candidature.</p>' } },
    ],
  });
  await api.send('POST', `/api/user.programs/${id}/publish`, {});
  return { slug, id };
}

/** Registers and confirms a new applicant through the pages and the e-mail, then signs them in. */
async function registeredApplicant(page: Page): Promise<string> {
  const email = `candidat-${Date.now()}@example.org`;
  const before = await mailCount();
  await page.goto(appUrl('/fr/register'));
  const field = (key: string) => page.getByRole('textbox', { name: new RegExp(`^${auth(key)}( \\*)?$`) });
  await field('fields.firstname').fill('Camille');
  await field('fields.lastname').fill('Martin');
  await field('fields.email').fill(email);
  await page.getByRole('textbox', { name: auth('fields.password'), exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: auth('register.submit') }).click();
  await page.getByTestId('check-your-email').waitFor();
  await page.goto(firstLink(await waitForMail(email, before)));
  await page.getByTestId('account-validated').waitFor();
  return email;
}

async function signIn(page: Page, email: string) {
  await page.getByRole('textbox', { name: new RegExp(`^${auth('fields.email')}( \\*)?$`) }).fill(email);
  await page.getByRole('textbox', { name: auth('fields.password'), exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: auth('login.submit') }).click();
}

const saved = (page: Page) => eventually(() => page.getByTestId('save-state').getAttribute('data-state')).toBe('saved');

async function openApplication(context: BrowserContext, url: string) {
  const page = await context.newPage();
  await page.goto(url);
  await page.getByTestId('application-editor').waitFor();
  return page;
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
    const third = await openApplication(context, url);
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
    await third.getByTestId('preview-input-cv-input').setInputFiles({
      name: 'dossier.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n'),
    });
    await third.getByTestId('preview-input-cv-file').filter({ hasText: 'dossier.pdf' }).waitFor();
    await saved(third);

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
    const email = await registeredApplicant(page);
    await page.goto(appUrl('/fr/login'));
    await signIn(page, email);
    await page.waitForURL((url) => url.pathname === '/fr');
    await page.goto(appUrl(`/fr/applications/${slug}/apply`));
    await page.getByTestId('application-start').click();
    await page.getByTestId('application-editor').waitFor();
    const url = page.url();

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

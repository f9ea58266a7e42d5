import { randomBytes } from 'node:crypto';
import type { BrowserContext, Page } from 'playwright-core';
import { adminApi, programWithForm } from './admin';
import { appUrl, eventually } from './browser';
import { text } from './locales';
import { firstLink, mailCount, waitForMail } from './mailbox';

/** What applicant journeys share: a program to apply to, an applicant, the login form, the saved state. */

const auth = (key: string) => text('fr', key, {}, 'auth');
export const PASSWORD = 'une phrase de passe assez longue';

/** A published program: a form step (name required, city) then a text step. */
export async function publishedProgram(title: string) {
  const api = await adminApi();
  const { slug, programId, formId } = await programWithForm(api, {
    title,
    fields: [
      { reference: 'name', type: 'text', title: 'Nom du projet', required: true },
      { reference: 'city', type: 'text', title: 'Ville' },
      { reference: 'cv', type: 'file', title: 'Dossier PDF' },
    ],
  });
  await api.send('POST', `/api/user.programs/${programId}/categories`, {
    titles: { fr: 'Jeunes pousses' },
    steps: [
      { type: 'form', titles: { fr: 'Votre projet' }, config: { form_id: formId } },
      { type: 'textarea', titles: { fr: 'Règlement' }, config: { content: '<p>Merci de votre candidature.</p>' } },
    ],
  });
  await api.send('POST', `/api/user.programs/${programId}/publish`, {});
  return { slug, programId };
}

/**
 * Registers and confirms a new applicant through the pages and the e-mail (`confirm: false` leaves the
 * account unconfirmed); signing in is left to the caller.
 */
export async function registeredApplicant(
  page: Page,
  name = { firstname: 'Camille', lastname: 'Martin' },
  { confirm = true }: { confirm?: boolean } = {},
): Promise<string> {
  // Two people registered in the same millisecond still get two addresses.
  const email = `candidat-${Date.now()}-${randomBytes(2).toString('hex')}@example.org`;
  const before = await mailCount();
  await page.goto(appUrl('/fr/register'));
  const field = (key: string) => page.getByRole('textbox', { name: new RegExp(`^${auth(key)}( \\*)?$`) });
  await field('fields.firstname').fill(name.firstname);
  await field('fields.lastname').fill(name.lastname);
  await field('fields.email').fill(email);
  await page.getByRole('textbox', { name: auth('fields.password'), exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: auth('register.submit') }).click();
  await page.getByTestId('check-your-email').waitFor();
  if (!confirm) return email;
  await page.goto(firstLink(await waitForMail(email, before)));
  await page.getByTestId('account-validated').waitFor();
  return email;
}

/** Fills and sends the login form on screen (in French unless told). */
export async function signIn(page: Page, email: string, locale = 'fr') {
  const label = (key: string) => text(locale, key, {}, 'auth');
  await page.getByRole('textbox', { name: new RegExp(`^${label('fields.email')}( \\*)?$`) }).fill(email);
  await page.getByRole('textbox', { name: label('fields.password'), exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: label('login.submit') }).click();
}

/** The page says every answer reached the server. */
export const saved = (page: Page) =>
  eventually(() => page.getByTestId('save-state').getAttribute('data-state')).toBe('saved');

export async function openApplication(context: BrowserContext, url: string) {
  const page = await context.newPage();
  await page.goto(url);
  await page.getByTestId('application-editor').waitFor();
  return page;
}

/** Signs in from the login page and waits for the home page. */
export async function signInFromLogin(page: Page, email: string) {
  await page.goto(appUrl('/fr/login'));
  await signIn(page, email);
  await page.waitForURL((url) => url.pathname === '/fr');
}

/** Signs in on the login page, starts an application to the program and returns the editor's address. */
export async function startApplication(page: Page, slug: string, email: string): Promise<string> {
  await signInFromLogin(page, email);
  await page.goto(appUrl(`/fr/applications/${slug}/apply`));
  await page.getByTestId('application-start').click();
  await page.getByTestId('application-editor').waitFor();
  return page.url();
}

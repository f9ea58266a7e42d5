import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { adminApi, signInAsAdmin } from './admin';
import { publishedProgram, registeredApplicant, saved, signIn } from './applicant';
import { appUrl, type BrowserSession, eventually, useBrowser } from './browser';
import { text } from './locales';

const PHONE = { width: 390, height: 844 };
const common = (key: string) => text('fr', key);

/** Nothing on the page is wider than the phone: no page-wide horizontal scroll. */
async function expectNoPageScroll(page: Page) {
  const widths = await page.evaluate(() => ({
    page: document.documentElement.scrollWidth,
    body: document.body.scrollWidth,
    viewport: window.innerWidth,
    // The outermost elements that stick out on the right, to say what to fix.
    overflowing: [...document.querySelectorAll('body *')]
      .filter((element) => element.getBoundingClientRect().right > window.innerWidth + 1)
      .filter(
        (element) =>
          !(element.parentElement && element.parentElement.getBoundingClientRect().right > window.innerWidth + 1),
      )
      .slice(0, 5)
      .map(
        (element) =>
          `${element.tagName.toLowerCase()}.${[...element.classList].join('.')}[${element.getAttribute('data-testid') ?? ''}]`,
      ),
  }));
  expect(widths.viewport, page.url()).toBe(PHONE.width);
  expect(
    Math.max(widths.page, widths.body),
    `page width at ${page.url()}: ${widths.overflowing.join(', ')}`,
  ).toBeLessThanOrEqual(PHONE.width);
}

/** The side menu is off screen: no part of it is in the viewport. */
async function menuRightEdge(page: Page): Promise<number> {
  const box = await page.locator('#admin-menu').boundingBox();
  return box ? box.x + box.width : 0;
}

/** A published program with one submitted application, made through the API. */
async function programWithAnApplication() {
  const api = await adminApi();
  const slug = `telephone-${Date.now()}`;
  const program = await api.send<{ data: { id: string } }>('POST', '/api/user.programs', {
    slug,
    titles: { fr: 'Prix sur téléphone' },
    defaultLang: 'fr',
    supportedLangs: ['fr'],
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
  const responseId = randomUUID();
  await api.send('POST', `/api/portal/programs/${programId}/applications`, {
    id: responseId,
    categoryId: category.data.id,
  });
  await api.send('PUT', `/api/portal/me/responses/${responseId}/answers`, {
    version: 1,
    stepId: category.data.steps[0]?.id,
    answers: { project: 'Un projet assez long pour remplir une ligne entière sur un petit écran de téléphone' },
  });
  await api.send('POST', `/api/portal/me/responses/${responseId}/submit`, { version: 2 });
  return { slug, formId: form.data.id, responseId };
}

describe('on a phone (390 × 844)', () => {
  const openBrowser = useBrowser();

  it('the back office fits the screen: the menu waits behind the burger, tables scroll in their card', async () => {
    const { slug, formId, responseId } = await programWithAnApplication();
    const session: BrowserSession = await openBrowser({ locale: 'fr-FR', viewport: PHONE });
    const { page } = session;
    await signInAsAdmin(page);
    await page.getByTestId('admin-dashboard').waitFor();
    await expectNoPageScroll(page);

    // Closed by default: out of view, and the burger says so.
    const burger = page.getByRole('button', { name: common('layout.openMenu') });
    expect(await burger.getAttribute('aria-expanded')).toBe('false');
    expect(await menuRightEdge(page)).toBeLessThanOrEqual(0);

    // Opened, it covers the page; following a link goes there and closes it.
    await burger.click();
    const close = page.getByRole('button', { name: common('layout.closeMenu') });
    expect(await close.getAttribute('aria-expanded')).toBe('true');
    await eventually(() =>
      page
        .locator('#admin-menu')
        .boundingBox()
        .then((box) => box?.x),
    ).toBe(0);
    await session.a11y.check(page, 'menu-open');
    await page.locator('#admin-menu').getByRole('link').nth(1).click();
    await eventually(() => menuRightEdge(page)).toBeLessThanOrEqual(0);
    expect(await burger.getAttribute('aria-expanded')).toBe('false');

    const pages: [string, string][] = [
      ['/fr/admin/home/programs', 'program-table'],
      [`/fr/admin/programs/${slug}/sections`, 'program-shell'],
      [`/fr/admin/programs/${slug}/forms`, 'forms-table'],
      [`/fr/admin/programs/${slug}/forms/${formId}`, 'canvas'],
      [`/fr/admin/programs/${slug}/responses`, 'response-table'],
      [`/fr/admin/programs/${slug}/responses/${responseId}`, 'response-detail'],
    ];
    for (const [path, testId] of pages) {
      await page.goto(appUrl(path));
      await page.getByTestId(testId).first().waitFor();
      await page.waitForLoadState('networkidle');
      await expectNoPageScroll(page);
      expect(await menuRightEdge(page), path).toBeLessThanOrEqual(0);
    }

    // A wide table scrolls inside its own container, not the page.
    await page.goto(appUrl(`/fr/admin/programs/${slug}/responses`));
    const table = page.getByTestId('response-table');
    await table.waitFor();
    const scroller = await table.evaluate((element) => {
      let parent = element.parentElement;
      while (parent && parent.scrollWidth <= parent.clientWidth) parent = parent.parentElement;
      return parent ? { tag: parent.tagName, width: parent.clientWidth } : null;
    });
    expect(scroller?.tag).not.toBe('HTML');
    expect(scroller?.width).toBeLessThanOrEqual(PHONE.width);
  });

  it('the apply flow fits the screen, from the program page to the form', async () => {
    const session = await openBrowser({ locale: 'fr-FR', viewport: PHONE });
    const { page } = session;
    const { slug } = await publishedProgram(`Bourse mobile ${Date.now()}`);
    const email = await registeredApplicant(page);

    await page.goto(appUrl(`/fr/applications/${slug}`));
    await page.getByRole('heading', { level: 1 }).waitFor();
    await expectNoPageScroll(page);

    await page.goto(appUrl(`/fr/applications/${slug}/apply`));
    await page.waitForURL((url) => url.pathname === '/fr/login');
    await expectNoPageScroll(page);
    await signIn(page, email);
    await page.waitForURL((url) => url.pathname === `/fr/applications/${slug}/apply`);
    await page.getByTestId('category-chooser').waitFor();
    await expectNoPageScroll(page);

    await page.getByTestId('application-start').click();
    await page.getByTestId('application-editor').waitFor();
    await page.getByTestId('preview-input-name').fill('Jardins partagés de la rue des Lilas');
    await saved(page);
    await expectNoPageScroll(page);

    await page.goto(appUrl('/fr/profile'));
    await page.getByTestId('profile-application').waitFor();
    await expectNoPageScroll(page);
  });
});

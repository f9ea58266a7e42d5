import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { adminApi, DEMO_ADMIN } from './admin';
import { appUrl, useBrowser } from './browser';
import { text } from './locales';

interface Focused {
  name: string;
  testId: string | null;
  href: string | null;
  /** Outline or box-shadow drawn around the element: the focus is visible. */
  ring: string;
}

/** What has the focus now, and how the focus shows on it. */
function focused(page: Page): Promise<Focused> {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body) return { name: '', testId: null, href: null, ring: 'none' };
    const style = getComputedStyle(element);
    const outline = style.outlineStyle !== 'none' && Number.parseFloat(style.outlineWidth) > 0;
    // Text fields show the focus by their border taking the platform colour (Mantine's default grey otherwise).
    const isField = element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement;
    const border = isField && style.borderColor !== 'rgb(206, 212, 218)' ? `border ${style.borderColor}` : 'none';
    const ring = outline
      ? `outline ${style.outlineWidth} ${style.outlineStyle}`
      : style.boxShadow !== 'none'
        ? style.boxShadow
        : border;
    const label = element instanceof HTMLInputElement ? element.labels?.[0]?.textContent : null;
    const name = element.getAttribute('aria-label') ?? label ?? element.textContent ?? '';
    return {
      name: name.replace(/\s*\*$/, '').trim() || `<${element.tagName.toLowerCase()} class="${element.className}">`,
      testId: element.getAttribute('data-testid'),
      href: element.getAttribute('href'),
      ring,
    };
  });
}

/**
 * Presses Tab until the focus is on what `wanted` accepts, checking on the way that every stop shows
 * where the focus is; fails after `limit` stops.
 */
async function tabTo(page: Page, wanted: (focus: Focused) => boolean, limit = 40): Promise<Focused[]> {
  const visited: Focused[] = [];
  for (let step = 0; step < limit; step++) {
    await page.keyboard.press('Tab');
    let focus = await focused(page);
    // A border or shadow may still be in its short transition: look again once it is over.
    if (focus.ring === 'none') focus = await page.waitForTimeout(300).then(() => focused(page));
    visited.push(focus);
    expect(focus.ring, `no visible focus on "${focus.name}" (${focus.testId})`).not.toBe('none');
    if (wanted(focus)) return visited;
  }
  throw new Error(`not reached in ${limit} Tab presses; visited: ${visited.map((focus) => focus.name).join(' | ')}`);
}

const byName = (name: string) => (focus: Focused) => focus.name === name;
const byTestId = (testId: string) => (focus: Focused) => focus.testId === testId;
const auth = (key: string) => text('fr', key, {}, 'auth');

describe('by keyboard alone', () => {
  const openBrowser = useBrowser();

  it('goes from the portal home through the login form to the programs list, every stop visibly focused', async () => {
    const api = await adminApi();
    await api.send('POST', '/api/user.programs', {
      slug: `clavier-${Date.now()}`,
      titles: { fr: 'Prix du clavier' },
      defaultLang: 'fr',
      supportedLangs: ['fr'],
    });
    const { page } = await openBrowser({ locale: 'fr-FR' });
    await page.goto(appUrl('/fr'));
    await page.getByRole('heading', { level: 1 }).waitFor();

    // The portal home: skip link first, then the platform's name, the languages, the sign-in link.
    const first = await tabTo(page, () => true, 1);
    expect(first[0]?.name).toBe(text('fr', 'layout.skipToContent'));
    await tabTo(page, byTestId('platform-name'));
    await tabTo(page, byTestId('language-switcher'));
    await tabTo(page, byTestId('sign-in-link'));
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === '/fr/login');
    // The form's code loads with the page: a person tabs once they see it.
    await page.getByTestId('login-form').waitFor();

    // The login form, filled and sent from the keyboard.
    await tabTo(page, byName(auth('fields.email')));
    await page.keyboard.type(DEMO_ADMIN.email);
    await tabTo(page, byName(auth('fields.password')));
    await page.keyboard.type(DEMO_ADMIN.password);
    await tabTo(page, byName(auth('login.submit')));
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => !url.pathname.endsWith('/login'));

    // The programs list: the menu, creating a program, searching, opening one.
    await page.goto(appUrl('/fr/admin/home/programs'));
    await page.getByTestId('program-table').waitFor();
    await tabTo(page, byName(text('fr', 'layout.collapseMenu')));
    await tabTo(page, (focus) => focus.href === '/fr/admin/home/programs');
    await tabTo(page, byTestId('create-program'));
    await tabTo(page, (focus) => focus.name.startsWith(text('fr', 'actions.openNamed', { title: '' }, 'programs')));
    await page.getByTestId('create-program').focus();
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === '/fr/admin/home/programs/create');
  });
});

import { describe, it } from 'vitest';
import { signInAsAdmin } from './admin';
import { publishedProgram } from './applicant';
import { appUrl, eventually, useBrowser } from './browser';
import { text } from './locales';

const DEMO = 'OpenCall Démo';
const title = (...parts: string[]) => [...parts, DEMO].join(' · ');

describe('the browser tab names the page, the program and the platform', () => {
  const openBrowser = useBrowser();

  it('on the portal and the sign-in page', async () => {
    const program = 'Prix des titres';
    const { slug } = await publishedProgram(program);
    const { page } = await openBrowser({ locale: 'fr-FR' });
    const cases: [string, string][] = [
      ['/fr', title(text('fr', 'titles.home'))],
      ['/fr/programs', title(text('fr', 'list.title', {}, 'portal'))],
      [`/fr/applications/${slug}`, title(program)],
      ['/fr/login', title(text('fr', 'login.title', {}, 'auth'))],
      ['/fr/nope', title(text('fr', 'notFound.title'))],
    ];
    for (const [path, expected] of cases) {
      await page.goto(appUrl(path));
      await eventually(() => page.title()).toBe(expected);
    }
  });

  it('in the back office, a program’s pages included', async () => {
    const program = 'Prix des onglets';
    const { slug } = await publishedProgram(program);
    const { page } = await openBrowser({ locale: 'fr-FR' });
    await signInAsAdmin(page);
    await eventually(() => page.title()).toBe(title(text('fr', 'nav.dashboard', {}, 'users')));
    await page.goto(appUrl('/fr/admin/home/programs'));
    await eventually(() => page.title()).toBe(title(text('fr', 'list.title', {}, 'programs')));
    await page.goto(appUrl(`/fr/admin/programs/${slug}/responses`));
    await eventually(() => page.title()).toBe(title(text('fr', 'shell.tabs.responses', {}, 'programs'), program));
  });
});

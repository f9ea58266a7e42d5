import { describe, expect, it } from 'vitest';
import { signInAsAdmin } from './admin';
import { appUrl, eventually, useBrowser } from './browser';
import { text } from './locales';

const legal = (key: string, values: Record<string, string> = {}) => text('fr', key, values, 'legal');
const common = (key: string) => text('fr', key);

describe('legal pages and the cookie banner', () => {
  const openBrowser = useBrowser();

  it('publishes a legal notice written in the back office on the portal', async () => {
    const admin = await openBrowser({ locale: 'fr-FR' });
    await signInAsAdmin(admin.page);
    const { page } = admin;
    await page
      .getByRole('navigation', { name: common('layout.adminMenu') })
      .getByRole('link', { name: text('fr', 'nav.interfaces', {}, 'users') })
      .click();
    await page.waitForURL(appUrl('/fr/admin/home/interfaces/legal-notice'));
    await page.getByTestId('platform-page-editor-legal-notices').waitFor();
    expect(await page.getByTestId('platform-page-save').isDisabled()).toBe(true);

    const publisher = `Société Exemple ${Date.now()}`;
    const toolbar = (label: string) => page.getByRole('button', { name: common(label), exact: true });
    // A page never saved opens on its default text: the administrator replaces it whole.
    await page.getByText(legal('admin.neverWritten')).waitFor();
    await page.getByTestId('platform-page-legal-notices-fr').click();
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.press('Delete');
    await page.keyboard.type('Éditeur du site : ');
    await toolbar('richText.bold').click();
    await page.keyboard.type(publisher);
    await toolbar('richText.bold').click();
    await page.keyboard.type(', Paris.');
    await page.getByText(legal('admin.unsaved')).first().waitFor();
    await page.getByTestId('platform-page-save').click();
    await page.getByText(legal('admin.saved')).waitFor();
    await eventually(() => page.getByTestId('platform-page-save').isDisabled()).toBe(true);

    // A visitor who never came: fresh browser, no cookies.
    const visitor = await openBrowser({ locale: 'fr-FR' });
    await visitor.page.goto(appUrl('/fr/legal-notices'));
    await visitor.page.getByRole('heading', { level: 1, name: legal('kinds.legal-notices') }).waitFor();
    const content = visitor.page.getByTestId('legal-page-content');
    await content.locator('strong', { hasText: publisher }).waitFor();
    expect(await content.textContent()).toBe(`Éditeur du site : ${publisher}, Paris.`);
    expect(await visitor.page.getByTestId('legal-page-updated').textContent()).toContain(
      legal('page.updatedAt', { date: '' }).trim(),
    );

    // The footer leads to every legal page; one never written shows its default text, named after the platform.
    await visitor.page
      .getByRole('navigation', { name: legal('footer.label') })
      .getByRole('link', { name: legal('kinds.accessibilities') })
      .click();
    await visitor.page.waitForURL(appUrl('/fr/accessibilities'));
    await visitor.page
      .getByTestId('legal-page-content')
      .getByText("OpenCall Démo s'engage", { exact: false })
      .waitFor();
    expect(await visitor.page.getByTestId('legal-page-updated').count()).toBe(0);
  });

  it('asks once for cookies: refusing stores analyze false, a reload keeps quiet, the footer asks again', async () => {
    const { context, page } = await openBrowser({ locale: 'fr-FR' });
    await page.goto(appUrl('/fr/legal-notices'));
    const banner = page.getByRole('region', { name: legal('banner.title') });
    await banner.waitFor();
    expect(await banner.getByRole('link', { name: legal('banner.policy') }).getAttribute('href')).toBe(
      '/fr/privacy/policies/cookies',
    );
    // The banner never hides the end of the page: the page is padded by its height. Measured once the
    // page's text is in (it arrives after the banner; scrolled down before, the footer would move on).
    await page.getByTestId('legal-page-content').waitFor();
    const footerEndAboveBanner = async () => {
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      const footerBox = await page.getByRole('navigation', { name: legal('footer.label') }).boundingBox();
      const bannerBox = await banner.boundingBox();
      return (footerBox?.y ?? 0) + (footerBox?.height ?? 0) - (bannerBox?.y ?? 0);
    };
    await eventually(footerEndAboveBanner).toBeLessThanOrEqual(0);

    await banner.getByRole('button', { name: legal('banner.refuse') }).click();
    await eventually(() => banner.count()).toBe(0);
    const consent = (await context.cookies()).find((cookie) => cookie.name === 'wiin_cookie_consent');
    expect(decodeURIComponent(consent?.value ?? '')).toBe('{"analyze":false}');
    expect(consent).toMatchObject({ path: '/', sameSite: 'Lax' });
    const monthsKept = ((consent?.expires ?? 0) * 1000 - Date.now()) / (30.44 * 24 * 3600 * 1000);
    expect(Math.round(monthsKept)).toBe(13);

    await page.reload();
    await page.getByRole('heading', { level: 1, name: legal('kinds.legal-notices') }).waitFor();
    expect(await banner.count()).toBe(0);

    await page.getByRole('button', { name: legal('footer.cookieSettings') }).click();
    await banner.waitFor();
    // Reopened from the footer, it takes the focus so keyboard users land on it.
    await eventually(() => page.evaluate(() => document.activeElement?.textContent ?? '')).toBe(legal('banner.title'));
    await banner.getByRole('button', { name: legal('banner.accept') }).click();
    await eventually(() => banner.count()).toBe(0);
    const accepted = (await context.cookies()).find((cookie) => cookie.name === 'wiin_cookie_consent');
    expect(decodeURIComponent(accepted?.value ?? '')).toBe('{"analyze":true}');
  });
});

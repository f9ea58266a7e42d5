import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { appUrl, eventually, useBrowser } from './browser';
import { text } from './locales';

const fr = (key: string, values?: Record<string, string>) => text('fr', key, values);
const REM = 16;
// Mantine's orange and teal, darkened to 4.6:1 on white and on their light shade (ui/readable-colors.ts):
// the warning and success colours of the toasts.
const ORANGE = '#b03b0d';
const TEAL = '#077252';

async function openTestPage(page: Page): Promise<void> {
  await page.goto(appUrl('/test'));
  await page.getByRole('heading', { level: 1, name: fr('test.title') }).waitFor();
}

async function showToast(page: Page, type: 'success' | 'info' | 'warning' | 'error') {
  await page.getByRole('button', { name: fr(`test.toastButton.${type}`), exact: true }).click();
  const toast = page.locator('.mantine-Notification-root', { hasText: fr(`test.toast.${type}`) });
  await toast.waitFor();
  return {
    style: await toast.getAttribute('data-toast-style'),
    color: (
      await toast.evaluate((element) => getComputedStyle(element).getPropertyValue('--notification-color'))
    ).trim(),
    role: await toast.getAttribute('role'),
  };
}

describe('toasts', () => {
  const openBrowser = useBrowser();

  it('shows errors and warnings in the warning style, the rest in the success style', async () => {
    const { page } = await openBrowser({ locale: 'fr-FR' });
    await openTestPage(page);

    expect(await showToast(page, 'error')).toEqual({ style: 'warning', color: ORANGE, role: 'alert' });
    expect(await showToast(page, 'warning')).toEqual({ style: 'warning', color: ORANGE, role: 'status' });
    expect(await showToast(page, 'success')).toEqual({ style: 'success', color: TEAL, role: 'status' });
    expect(await showToast(page, 'info')).toEqual({ style: 'success', color: TEAL, role: 'status' });
  });

  it('places toasts at the bottom centre of the screen', async () => {
    const viewport = { width: 1280, height: 800 };
    const { page } = await openBrowser({ locale: 'fr-FR', viewport });
    await openTestPage(page);

    await showToast(page, 'error');
    const container = page.locator('.mantine-Notifications-root', { hasText: fr('test.toast.error') });
    expect(await container.getAttribute('data-position')).toBe('bottom-center');
    const toast = page.locator('.mantine-Notification-root', { hasText: fr('test.toast.error') });
    await eventually(async () => {
      const found = await toast.boundingBox();
      if (!found) return 'no box';
      const isLow = found.y + found.height / 2 > viewport.height * 0.75 && found.y + found.height <= viewport.height;
      const isCentred = Math.abs(found.x + found.width / 2 - viewport.width / 2) <= 2;
      return isLow && isCentred ? 'bottom centre' : JSON.stringify(found);
    }).toBe('bottom centre');
  });
});

describe('admin layout', () => {
  const openBrowser = useBrowser();

  it('has a 60px header and a 250px side menu that collapses to 65px icons and opens again', async () => {
    const { page } = await openBrowser({ locale: 'fr-FR' });
    await openTestPage(page);
    const menu = page.locator('#admin-menu');
    const width = async () => (await menu.boundingBox())?.width;

    expect((await page.getByRole('banner').boundingBox())?.height).toBe(3.75 * REM);
    await eventually(width).toBe(15.625 * REM);
    expect(await page.getByRole('link', { name: fr('test.sections.toasts') }).textContent()).toContain(
      fr('test.sections.toasts'),
    );

    const burger = page.getByRole('button', { name: fr('layout.collapseMenu') });
    expect(await burger.getAttribute('aria-expanded')).toBe('true');
    await burger.click();
    await eventually(width).toBe(4.0625 * REM);
    const expand = page.getByRole('button', { name: fr('layout.expandMenu') });
    expect(await expand.getAttribute('aria-expanded')).toBe('false');
    // Collapsed, the links keep their names for assistive technology but show only icons.
    const link = page.getByRole('link', { name: fr('test.sections.toasts') });
    expect(await link.textContent()).not.toContain(fr('test.sections.toasts'));

    await expand.click();
    await eventually(width).toBe(15.625 * REM);
  });

  it('scrolls to the section a side-menu link names', async () => {
    const viewport = { width: 800, height: 400 };
    const { page } = await openBrowser({ locale: 'fr-FR', viewport });
    await openTestPage(page);
    expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBeGreaterThan(viewport.height * 2);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);

    await page.getByRole('link', { name: fr('test.sections.toasts') }).click();
    await page.waitForURL(appUrl('/test?page-section=toasts'));

    await eventually(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    const top = await page.locator('#toasts').evaluate((element) => element.getBoundingClientRect().top);
    // Below the 60 px fixed header, not hidden under it.
    expect(top).toBeGreaterThanOrEqual(60);
    expect(top).toBeLessThan(viewport.height / 2);
    expect(await page.getByRole('link', { name: fr('test.sections.toasts') }).getAttribute('data-active')).toBe('true');
  });

  it('opens a shared link at the section it names', async () => {
    const viewport = { width: 800, height: 400 };
    const { page } = await openBrowser({ locale: 'fr-FR', viewport });
    await page.goto(appUrl('/test?page-section=toasts'));
    await page.getByRole('heading', { level: 1, name: fr('test.title') }).waitFor({ state: 'attached' });

    await eventually(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    const top = await page.locator('#toasts').evaluate((element) => element.getBoundingClientRect().top);
    expect(top).toBeGreaterThanOrEqual(0);
    expect(top).toBeLessThan(viewport.height / 2);
  });
});

import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { appUrl, eventually, useBrowser } from './browser';
import { text } from './locales';

const fr = (key: string, values?: Record<string, string>) => text('fr', key, values);
const REM = 16;

async function openTestPage(page: Page): Promise<void> {
  await page.goto(appUrl('/test'));
  await page.getByRole('heading', { level: 1, name: fr('test.title') }).waitFor();
}

function confirmDialog(page: Page): Locator {
  return page.getByRole('dialog', { name: fr('test.confirmTitle') });
}

async function openConfirmDialog(page: Page): Promise<Locator> {
  await page.getByRole('button', { name: fr('test.deleteSample') }).click();
  const dialog = confirmDialog(page);
  await dialog.waitFor();
  return dialog;
}

async function box(locator: Locator) {
  const found = await locator.boundingBox();
  if (!found) throw new Error('element has no box');
  return found;
}

/** The dialog's box once its opening transition has settled (two reads in a row agree). */
async function settledBox(locator: Locator) {
  let previous = '';
  await eventually(async () => {
    const current = JSON.stringify(await box(locator));
    const isStable = current === previous;
    previous = current;
    return isStable;
  }).toBe(true);
  return JSON.parse(previous) as { x: number; y: number; width: number; height: number };
}

/** Notes whether the delete button ever showed its spinner and cancel was ever disabled. */
function watchWork(dialog: Locator, cancelLabel: string) {
  return dialog.evaluateHandle((element, cancel) => {
    const seen = { isSubmitLoading: false, isCancelDisabled: false };
    new MutationObserver(() => {
      const buttons = [...element.querySelectorAll('button')];
      const submit = buttons.find((button) => button.type === 'submit');
      const cancelButton = buttons.find((button) => button.textContent?.trim() === cancel);
      if (submit?.hasAttribute('data-loading')) seen.isSubmitLoading = true;
      if (cancelButton?.disabled) seen.isCancelDisabled = true;
    }).observe(element, { subtree: true, attributes: true, childList: true });
    return seen;
  }, cancelLabel);
}

describe('confirmation dialog', () => {
  const openBrowser = useBrowser();

  it('asks for the confirmation text and refuses a wrong one, staying open', async () => {
    const { page } = await openBrowser({ locale: 'fr-FR' });
    await openTestPage(page);
    const dialog = await openConfirmDialog(page);

    expect(await dialog.getByText(fr('test.confirmMessage')).isVisible()).toBe(true);
    const input = dialog.getByRole('textbox', { name: fr('confirm.typeToConfirm', { text: 'DLT' }) });
    await input.fill('abc');
    await dialog.getByRole('button', { name: fr('actions.delete'), exact: true }).click();

    await dialog.getByText(fr('confirm.mismatch', { text: 'DLT' })).waitFor();
    expect(await dialog.isVisible()).toBe(true);
    expect(await input.getAttribute('aria-invalid')).toBe('true');
  });

  it('accepts the text in any case, shows the work in progress, closes and confirms with a toast at the bottom centre', async () => {
    const { page } = await openBrowser({ locale: 'fr-FR' });
    await openTestPage(page);
    const dialog = await openConfirmDialog(page);

    await dialog.getByRole('textbox', { name: fr('confirm.typeToConfirm', { text: 'DLT' }) }).fill('dlt');
    // The simulated deletion takes 600 ms: record what the dialog shows meanwhile, however busy the machine.
    const seen = await watchWork(dialog, fr('actions.cancel'));
    await dialog.getByRole('button', { name: fr('actions.delete'), exact: true }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(await seen.jsonValue()).toEqual({ isSubmitLoading: true, isCancelDisabled: true });

    const toast = page.locator('.mantine-Notification-root', { hasText: fr('test.deleted') });
    await toast.waitFor();
    expect(await toast.getAttribute('data-toast-style')).toBe('success');
    const viewport = page.viewportSize();
    if (!viewport) throw new Error('no viewport');
    const { x, y, width, height } = await settledBox(toast);
    expect(y + height / 2).toBeGreaterThan(viewport.height * 0.75);
    expect(y + height).toBeLessThanOrEqual(viewport.height);
    expect(Math.abs(x + width / 2 - viewport.width / 2)).toBeLessThanOrEqual(2);
  });

  it('closes on cancel without deleting anything', async () => {
    const { page } = await openBrowser({ locale: 'fr-FR' });
    await openTestPage(page);
    const dialog = await openConfirmDialog(page);

    await dialog.getByRole('textbox', { name: fr('confirm.typeToConfirm', { text: 'DLT' }) }).fill('DLT');
    await dialog.getByRole('button', { name: fr('actions.cancel') }).click();
    await dialog.waitFor({ state: 'hidden' });

    // Longer than the simulated deletion: a confirmation toast would have shown by now.
    await page.waitForTimeout(900);
    expect(await page.locator('.mantine-Notification-root').count()).toBe(0);
  });

  it('clears what was typed when it opens again', async () => {
    const { page } = await openBrowser({ locale: 'fr-FR' });
    await openTestPage(page);
    let dialog = await openConfirmDialog(page);
    const input = () => dialog.getByRole('textbox', { name: fr('confirm.typeToConfirm', { text: 'DLT' }) });
    await input().fill('abc');
    await dialog.getByRole('button', { name: fr('actions.delete'), exact: true }).click();
    await dialog.getByText(fr('confirm.mismatch', { text: 'DLT' })).waitFor();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });

    dialog = await openConfirmDialog(page);
    expect(await input().inputValue()).toBe('');
    expect(await dialog.getByText(fr('confirm.mismatch', { text: 'DLT' })).count()).toBe(0);
  });

  it('is a centred small dialog by default, and a wide panel against the right edge in size lg, position right', async () => {
    const viewport = { width: 1600, height: 900 };
    const { page } = await openBrowser({ locale: 'fr-FR', viewport });
    await openTestPage(page);

    let dialog = await openConfirmDialog(page);
    const small = await settledBox(dialog);
    expect(small.width).toBeCloseTo(31.25 * REM, 0);
    expect(Math.abs(small.x + small.width / 2 - viewport.width / 2)).toBeLessThanOrEqual(2);
    await dialog.getByRole('button', { name: fr('actions.cancel') }).click();
    await dialog.waitFor({ state: 'hidden' });

    await page
      .getByRole('radiogroup', { name: fr('test.size') })
      .getByText('lg', { exact: true })
      .click();
    await page
      .getByRole('radiogroup', { name: fr('test.position') })
      .getByText('right', { exact: true })
      .click();
    dialog = await openConfirmDialog(page);
    expect(await page.getByTestId('confirm-modal').getAttribute('data-size')).toBe('lg');
    const wide = await settledBox(dialog);
    expect(wide.width).toBeGreaterThan(small.width);
    expect(wide.width).toBeCloseTo(84.375 * REM, 0);
    expect(wide.x + wide.width).toBeCloseTo(viewport.width, 0);
    expect(wide.height).toBeCloseTo(viewport.height, 0);
  });
});

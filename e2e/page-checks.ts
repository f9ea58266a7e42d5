import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { auditPage, describeViolations, settleTransitions } from './a11y';
import { type BrowserSession, eventually } from './browser';

// What the journeys check of a page as a person sees it: axe, and a phone's width without sideways scroll.

export const DESKTOP = { width: 1280, height: 800 };
export const PHONE = { width: 390, height: 844 };

/** axe finds nothing serious or critical on the page. */
export async function expectNoSeriousViolation(browser: BrowserSession, page: Page) {
  // The watcher's audits first: axe running twice at once on two cores times out.
  await browser.a11y.idle();
  expect(describeViolations(await auditPage(page)), page.url()).toEqual([]);
}

/** Nothing on the page is wider than the phone: no page-wide horizontal scroll (and what sticks out if so). */
export async function expectNoPageScroll(page: Page) {
  const widths = await page.evaluate(() => ({
    page: document.documentElement.scrollWidth,
    viewport: window.innerWidth,
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
  expect(widths.page, `page width at ${page.url()}: ${widths.overflowing.join(', ')}`).toBeLessThanOrEqual(
    PHONE.width + 1,
  );
}

/** The page passes axe at desktop width, then at a phone's, where it does not scroll sideways; back to desktop. */
export async function auditAtBothWidths(browser: BrowserSession, page: Page, ready: string) {
  await page.getByTestId(ready).waitFor();
  await expectNoSeriousViolation(browser, page);
  await page.setViewportSize(PHONE);
  await page.getByTestId(ready).waitFor();
  await eventually(() => page.evaluate(() => window.innerWidth)).toBe(PHONE.width);
  // The layout slides its side menu away (a CSS transition): measured once it has.
  await settleTransitions(page, 5_000);
  await expectNoPageScroll(page);
  await expectNoSeriousViolation(browser, page);
  await page.setViewportSize(DESKTOP);
  await eventually(() => page.evaluate(() => window.innerWidth)).toBe(DESKTOP.width);
}

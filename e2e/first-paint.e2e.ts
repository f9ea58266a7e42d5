import { describe, expect, it } from 'vitest';
import { appUrl, useBrowser } from './browser';

// Issue 12 (Lighthouse on a phone): the first screen (header, cookie banner, the page's loader) is drawn
// before the page's own code, the menus' code and the languages' list are fetched, and nothing drawn
// moves afterwards. lib/after-first-paint.ts holds the rule.

const PHONE = { width: 390, height: 844 };

interface LoadOrder {
  firstContentfulPaint: number;
  /** Start times of the requests that must wait for the first paint. */
  deferred: Array<{ name: string; startTime: number }>;
  layoutShift: number;
}

describe('the first screen on a phone', () => {
  const openBrowser = useBrowser();

  it('is drawn before the page list’s code, the menus’ code and the languages are fetched, and does not move', async () => {
    const { page } = await openBrowser({ locale: 'fr-FR', viewport: PHONE });
    await page.addInitScript(() => {
      const shifts: number[] = [];
      (window as unknown as { __shifts: number[] }).__shifts = shifts;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean }>)
          if (!entry.hadRecentInput) shifts.push(entry.value);
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.goto(appUrl('/fr'));
    await page.getByTestId('program-list').waitFor();
    await page.getByTestId('cookie-banner').waitFor();
    // The menus' code and the languages' list come when the browser is idle, after the list's code.
    await page.waitForFunction(() =>
      performance.getEntriesByType('resource').some((entry) => entry.name.includes('/api/portal/locales')),
    );

    const order = await page.evaluate((): LoadOrder => {
      const waits = {
        'program list code': /\/assets\/program-list-[\w-]+\.js$/,
        'menus code': /\/assets\/after-paint-[\w-]+\.js$/,
        'languages list': /\/api\/portal\/locales/,
      };
      return {
        firstContentfulPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
        deferred: performance.getEntriesByType('resource').flatMap((entry) =>
          Object.entries(waits)
            .filter(([, pattern]) => pattern.test(entry.name))
            .map(([name]) => ({ name, startTime: entry.startTime })),
        ),
        layoutShift: (window as unknown as { __shifts: number[] }).__shifts.reduce((sum, value) => sum + value, 0),
      };
    });

    expect(order.firstContentfulPaint).toBeGreaterThan(0);
    expect(order.deferred.map((entry) => entry.name).sort()).toEqual([
      'languages list',
      'menus code',
      'program list code',
    ]);
    for (const entry of order.deferred) {
      expect(entry.startTime, `${entry.name} starts after the first paint`).toBeGreaterThanOrEqual(
        order.firstContentfulPaint,
      );
    }
    // The footer starts below the first screen: the list arriving or the banner's padding moves nothing seen.
    expect(order.layoutShift).toBeLessThan(0.01);
  });
});

import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { appUrl, eventually, useBrowser } from './browser';
import { text } from './locales';

/** The built file of the /test page's chunk (chunks are named by their hash: the manifest says which). */
function testPageChunk(): string {
  const manifest = JSON.parse(
    readFileSync(resolve(import.meta.dirname, '../apps/web/dist/.vite/manifest.json'), 'utf8'),
  ) as Record<string, { file: string }>;
  const chunk = manifest['src/features/system/pages/test-page.tsx'];
  if (!chunk) throw new Error('the build has no chunk for the /test page');
  return chunk.file;
}

describe('a code chunk that fails to load (e.g. after a deploy)', () => {
  const openBrowser = useBrowser();

  it('reloads the page once, then shows the error screen instead of looping', async () => {
    const { page } = await openBrowser({ locale: 'fr-FR' });
    // The lazy /test route's chunk is gone, as when an open tab outlives a deploy.
    await page.route(`**/${testPageChunk()}`, (route) => route.abort());
    let documentLoads = 0;
    page.on('request', (request) => {
      if (request.resourceType() === 'document') documentLoads += 1;
    });

    await page.goto(appUrl('/test'));

    await eventually(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(text('fr', 'errorScreen.title'));
    // Give a second reload (which must not come) the time to start.
    await page.waitForTimeout(1000);
    expect(documentLoads).toBe(2);
    expect(await page.evaluate(() => localStorage.getItem('oc:chunk-reload-at'))).toMatch(/^\d+$/);
  });
});

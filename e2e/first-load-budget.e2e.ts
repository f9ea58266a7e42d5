import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { measureBundles } from '../bench/lib/bundle';

// PERFORMANCE.md: the built app's first load is checked on every run, not only when someone runs the
// bench. The journeys' setup has just built the app.
const manifest = resolve(import.meta.dirname, '../apps/web/dist/.vite/manifest.json');

describe('the first load of the built app', () => {
  it.each(measureBundles(manifest))('keeps the $name within its budget', ({ name, gzipBytes, budgetBytes, files }) => {
    expect(name).not.toContain('not found');
    expect(files.length, `${name}: files`).toBeGreaterThan(0);
    expect(
      gzipBytes,
      `${name}: ${(gzipBytes / 1024).toFixed(1)} KiB gzipped in ${files.join(', ')}`,
    ).toBeLessThanOrEqual(budgetBytes);
  });
});

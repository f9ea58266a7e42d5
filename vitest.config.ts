import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const locales = fileURLToPath(new URL('./packages/shared/locales', import.meta.url));

export default defineConfig({
  test: {
    projects: [
      { test: { name: 'shared', include: ['packages/shared/src/**/*.test.ts'] } },
      {
        test: {
          name: 'server',
          include: ['apps/server/src/**/*.test.ts', 'apps/server/test/**/*.test.ts'],
          globalSetup: ['apps/server/test/global-setup.ts'],
          // PGlite start-up is CPU-bound WASM; a loaded 2-core machine needs room.
          testTimeout: 30_000,
          hookTimeout: 120_000,
        },
      },
      {
        resolve: { alias: { '@locales': locales } },
        test: {
          name: 'web',
          include: ['apps/web/src/**/*.test.ts', 'apps/web/src/**/*.test.tsx', 'apps/web/build-plugins/**/*.test.ts'],
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['e2e/**/*.e2e.ts'],
          globalSetup: ['e2e/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 180_000,
          // One browser and one server for the whole run: files share them, one at a time.
          fileParallelism: false,
        },
      },
    ],
  },
});

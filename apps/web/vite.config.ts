import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { catalogueBundles } from './build-plugins/catalogue-bundles';
import { chunkGroups } from './build-plugins/chunks';
import { contractStubs } from './build-plugins/contract-stubs';
import { firstLoadHints } from './build-plugins/first-load';
import { mantineStyles } from './build-plugins/mantine-styles';
import { precompress } from './build-plugins/precompress';
import { LATE_NAMESPACES, NAMESPACES } from './src/lib/catalogue-namespaces';

const locales = fileURLToPath(new URL('../../packages/shared/locales', import.meta.url));
const entry = fileURLToPath(new URL('./src/main.tsx', import.meta.url));

/**
 * Pages that share a chunk (see `chunkGroups`): what every page loads right after the first paint
 * (notifications, dialogs, the language and account menus), then the public pages a visitor lands
 * on, then the applicant's pages.
 */
const pageGroups = [
  {
    name: 'after-paint',
    roots:
      /\/src\/(app\/feedback-layers|features\/(platforms\/components\/language-menu|auth\/components\/account-menu))\.tsx$/,
  },
  {
    // The home's and the programs page's list apart: the sign-in and application pages' validation
    // (zod) is no part of what a visitor browsing calls evaluates.
    name: 'program-list',
    roots: /\/src\/features\/portal\/(components\/program-list|pages\/programs-page)\.tsx$/,
  },
  {
    name: 'public-pages',
    roots:
      /\/src\/features\/(portal\/pages\/program-page|platforms\/pages\/legal-page|auth\/(pages\/register-page|components\/[\w-]+))\.tsx$/,
  },
  {
    name: 'applicant-pages',
    roots: /\/src\/features\/portal\/pages\/(apply|profile)-page\.tsx$/,
    leaves: /\/src\/features\/(users\/components\/admin-shell|programs\/components\/program-shell)\.tsx$/,
  },
];

/** The back office's frames: every admin page loads inside them, so they keep their names and preloads. */
const FRAMES = ['admin-shell', 'program-shell'];
const NAMED_CHUNKS = new Set([...pageGroups.map((group) => group.name), ...FRAMES]);
const NAMED_CHUNK_FILE = new RegExp(`(^|/)(${[...NAMED_CHUNKS].join('|')})-[\\w-]+\\.js$`);

export default defineConfig({
  plugins: [
    catalogueBundles(locales, NAMESPACES, LATE_NAMESPACES),
    contractStubs(),
    mantineStyles(),
    react(),
    firstLoadHints(),
    precompress(),
  ],
  resolve: { alias: { '@locales': locales } },
  server: {
    port: 5173,
    host: '127.0.0.1',
    // <slug>.localhost reaches each platform in dev as in production.
    allowedHosts: ['.localhost'],
    // The API server serves the same origin in production; in dev, Vite forwards /api to it.
    proxy: { '/api': { target: 'http://127.0.0.1:3000', changeOrigin: false } },
  },
  build: {
    // The entry holds, for each lazy page, the list of chunks to fetch beside it (and every one of their
    // names): the back-office pages skip it and fetch what they import once they arrive, so each new
    // admin page costs the public first load nothing. The named page groups (what visitors and
    // applicants open) and the back-office frames keep their preloads.
    modulePreload: {
      resolveDependencies: (filename, deps, { hostType }) =>
        hostType === 'html' || NAMED_CHUNK_FILE.test(filename) ? deps : [],
    },
    manifest: true,
    sourcemap: false,
    chunkSizeWarningLimit: 600,
    rolldownOptions: {
      output: {
        codeSplitting: chunkGroups(entry, pageGroups),
        // The entry lists every chunk's file name (the lazy pages' preload map): one page more is one
        // name more on every first load. The page groups keep their names (tests and hints read them);
        // the other chunks are named by their hash alone.
        chunkFileNames: (chunk) =>
          NAMED_CHUNKS.has(chunk.name) || chunk.name.startsWith('i18n-')
            ? 'assets/[name]-[hash].js'
            : 'assets/[hash].js',
      },
    },
  },
});

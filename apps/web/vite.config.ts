import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { chunkGroups } from './build-plugins/chunks';
import { firstLoadHints } from './build-plugins/first-load';
import { precompress } from './build-plugins/precompress';

const locales = fileURLToPath(new URL('../../packages/shared/locales', import.meta.url));
const entry = fileURLToPath(new URL('./src/main.tsx', import.meta.url));

export default defineConfig({
  plugins: [react(), firstLoadHints(), precompress()],
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
    manifest: true,
    sourcemap: false,
    chunkSizeWarningLimit: 600,
    rolldownOptions: { output: { codeSplitting: chunkGroups(entry) } },
  },
});

// `npm run dev`: the API with reload on change (port 3000) and Vite's dev server (port 5173, proxies /api).
import { spawn } from 'node:child_process';

const children = [
  spawn('npx', ['tsx', 'watch', 'apps/server/src/main.ts'], {
    stdio: 'inherit',
    env: { ...process.env, SEED_DEMO: 'true' },
  }),
  spawn('npx', ['vite'], { stdio: 'inherit', cwd: 'apps/web' }),
];
console.log('OpenCall dev: http://localhost:5173/ and http://other.localhost:5173/ (API on :3000)');

const stop = () => {
  for (const child of children) child.kill('SIGTERM');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) child.on('exit', (code) => code && stop());

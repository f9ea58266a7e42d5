// `npm test`: lint, typecheck, locale check, web build, then every vitest project (unit, API, browser).
// Each step runs even when an earlier one failed, so one run shows every problem; checks count as tests.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, rmSync } from 'node:fs';
import { readVitestReport, sumCounts } from './vitest-summary.mjs';

const REPORT = 'reports/vitest-all.json';
const CHROMIUM = '/usr/bin/chromium';

function run(label, command, args, env = {}) {
  console.log(`\n▶ ${label}`);
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  const ok = result.status === 0;
  console.log(ok ? `✔ ${label}` : `✘ ${label} (exit ${result.status})`);
  return ok;
}

function ensureChromium() {
  if (existsSync(CHROMIUM)) return true;
  if (process.getuid?.() !== 0) {
    console.error(`${CHROMIUM} is missing: install Debian's chromium package to run the browser journeys.`);
    return false;
  }
  // The browser comes from Debian, never from a test tool's own download.
  return (
    run('apt-get update', 'apt-get', ['update', '-qq']) &&
    run('install chromium', 'apt-get', ['install', '-y', '-qq', 'chromium'], { DEBIAN_FRONTEND: 'noninteractive' })
  );
}

const steps = [
  run('lint', 'npm', ['run', '--silent', 'lint']),
  run('typecheck', 'npm', ['run', '--silent', 'typecheck']),
  run('locale check', 'npm', ['run', '--silent', 'i18n:check']),
  run('build web app', 'npm', ['run', '--silent', 'build']),
  ensureChromium(),
];

mkdirSync('reports', { recursive: true });
rmSync(REPORT, { force: true });
run('vitest: shared, server, web, e2e', 'npx', [
  'vitest',
  'run',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${REPORT}`,
]);

const checks = { passed: steps.filter(Boolean).length, failed: steps.filter((ok) => !ok).length };
const total = sumCounts([checks, readVitestReport(REPORT)]);
console.log(`\n${total.passed} passed, ${total.failed} failed`);
process.exit(total.failed === 0 ? 0 : 1);

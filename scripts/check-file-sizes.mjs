// ARCHITECTURE §3: source files stop at 600 lines, tests at 800 (catalogues and migrations exempt).
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

const files = execFileSync(
  'git',
  ['ls-files', '--cached', '--others', '--exclude-standard', '*.ts', '*.tsx', '*.mjs'],
  {
    encoding: 'utf8',
  },
)
  .split('\n')
  .filter((f) => f && !/(^|\/)(locales|migrations|node_modules)\//.test(f) && !f.endsWith('.d.ts'));

const offenders = files.flatMap((file) => {
  let lines;
  try {
    lines = readFileSync(file, 'utf8').split('\n').length;
  } catch {
    return [];
  }
  const limit = /\.(test|spec|e2e)\.tsx?$/.test(file) ? 800 : 600;
  return lines > limit ? [`${file}: ${lines} lines (limit ${limit})`] : [];
});

if (offenders.length) {
  console.error(`Files over the size limit — split them by sub-feature:\n  ${offenders.join('\n  ')}`);
  process.exit(1);
}
console.log(`File sizes: ${files.length} files within limits.`);

// Sums vitest JSON reports (and step results) into the one line CI reads: "N passed, N failed".
import { existsSync, readFileSync } from 'node:fs';

/** Passed and failed test counts of a vitest `--reporter=json` file; a missing report counts as one failure. */
export function readVitestReport(path) {
  if (!existsSync(path)) return { passed: 0, failed: 1 };
  const report = JSON.parse(readFileSync(path, 'utf8'));
  // A file that failed to load has no tests but must still count as a failure.
  const brokenFiles = (report.testResults ?? []).filter(
    (f) => f.status === 'failed' && f.assertionResults?.length === 0,
  ).length;
  return { passed: report.numPassedTests ?? 0, failed: (report.numFailedTests ?? 0) + brokenFiles };
}

export function sumCounts(counts) {
  return counts.reduce((a, b) => ({ passed: a.passed + b.passed, failed: a.failed + b.failed }), {
    passed: 0,
    failed: 0,
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const total = sumCounts(
    process.argv.slice(2).map((arg) => {
      const [kind, value] = arg.split('=');
      if (kind === 'report') return readVitestReport(value);
      const [passed, failed] = (value ?? '0/0').split('/').map(Number);
      return { passed, failed };
    }),
  );
  console.log(`${total.passed} passed, ${total.failed} failed`);
}

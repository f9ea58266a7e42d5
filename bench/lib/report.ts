import type { BundleReport } from './bundle';

export interface TargetSummary {
  name: string;
  reqPerSec: number;
  p99Ms: number;
  goal: string;
  non2xx: number;
  errors: number;
}

/** Rows as aligned columns, the first one a header over a rule. */
export function table(rows: string[][]): string {
  const widths = rows[0]?.map((_, col) => Math.max(...rows.map((row) => (row[col] ?? '').length))) ?? [];
  const line = (row: string[]) =>
    row
      .map((cell, col) => cell.padEnd(widths[col] ?? 0))
      .join(' | ')
      .trimEnd();
  const rule = widths.map((w) => '-'.repeat(w)).join('-|-');
  const [head = [], ...body] = rows;
  return [line(head), rule, ...body.map(line)].join('\n');
}

const fmtInt = (n: number) => Math.round(n).toLocaleString('en-US');

export function printLoadTable(summaries: TargetSummary[], baselineReqPerSec: number): void {
  const rows = [
    ['target', 'req/s (c=100, median)', 'p99 ms (c=10, median)', '% of bare Fastify', 'non-2xx', 'errors', 'goal'],
  ];
  for (const s of summaries) {
    const ratio = baselineReqPerSec > 0 ? `${((s.reqPerSec / baselineReqPerSec) * 100).toFixed(1)} %` : 'n/a';
    rows.push([s.name, fmtInt(s.reqPerSec), s.p99Ms.toFixed(2), ratio, String(s.non2xx), String(s.errors), s.goal]);
  }
  console.log(`\n${table(rows)}\n`);
}

/** Report only: below-target results are printed, never turned into a failing exit code. */
export function printG1Verdict(details: TargetSummary, baselineReqPerSec: number): void {
  const ratio = baselineReqPerSec > 0 ? details.reqPerSec / baselineReqPerSec : 0;
  const pct = (ratio * 100).toFixed(1);
  console.log(
    `G1 tenant-resolved details: ${pct} % of bare Fastify (goal >= 50 %): ${ratio >= 0.5 ? 'PASS' : 'BELOW TARGET'}`,
  );
  const p99 = details.p99Ms.toFixed(2);
  console.log(
    `G1 tenant-resolved details: p99 ${p99} ms at c=10 (goal <= 2 ms): ${details.p99Ms <= 2 ? 'PASS' : 'BELOW TARGET'}`,
  );
}

export function printBundles(reports: BundleReport[]): void {
  console.log('\nBundle sizes (gzip -9, static imports only):');
  for (const r of reports) {
    const kib = (r.gzipBytes / 1024).toFixed(1);
    const verdict = r.gzipBytes <= r.budgetBytes ? 'PASS' : 'OVER BUDGET';
    console.log(`  ${r.name}: ${kib} KiB / budget ${r.budgetBytes / 1024} KiB: ${verdict}`);
    console.log(`    ${r.files.join(', ')}`);
  }
}

import { table } from './report';
import type { ExportSummary, ListSummary, ResponsesReport } from './responses-bench';

const verdict = (ok: boolean) => (ok ? 'PASS' : 'BELOW TARGET');
const x = (ratio: number) => `${ratio.toFixed(2)}x`;
const pct = (ratio: number) => `${(ratio * 100).toFixed(1)} %`;
const mb = (value: number) => `${value.toFixed(0)} MB`;

function listRow(s: ListSummary, raw: ListSummary, bare: number): string[] {
  return [
    s.name,
    Math.round(s.reqPerSec).toLocaleString('en-US'),
    s.p99Ms.toFixed(2),
    pct(s.reqPerSec / bare),
    s === raw ? 'baseline' : x(s.reqPerSec / raw.reqPerSec),
    s === raw ? 'baseline' : x(s.p99Ms / raw.p99Ms),
    String(s.non2xx + s.errors),
  ];
}

function exportRow(s: ExportSummary, raw: ExportSummary): string[] {
  const base = s === raw;
  return [
    s.name,
    (s.wallMs / 1000).toFixed(2),
    String(Math.round(s.ttfbMs)),
    (s.cpuMs / 1000).toFixed(2),
    (s.bytes / 1e6).toFixed(1),
    mb(s.peakMb),
    `+${mb(s.growthMb)}`,
    base ? 'baseline' : x(s.wallMs / raw.wallMs),
    base ? 'baseline' : x(s.cpuMs / raw.cpuMs),
    base ? 'baseline' : x(s.growthMb / Math.max(raw.growthMb, 1)),
  ];
}

/** Report only: results below target are printed, never turned into a failing exit code. */
export function printResponsesReport(report: ResponsesReport, bareReqPerSec: number): void {
  const { list, exports, options } = report;
  const scale = options.quick
    ? `QUICK MODE: scaled down to ${options.applications.toLocaleString('en-US')} applications (run without --quick for 50,000)`
    : `${options.applications.toLocaleString('en-US')} applications`;
  console.log(`\nIssue 5: responses list and exports, ${scale}; ratios against the raw SQL served by the same process`);
  console.log(
    table([
      ['list target (c=10)', 'req/s', 'p99 ms', '% of bare Fastify (c=100)', 'req/s vs raw', 'p99 vs raw', 'failures'],
      listRow(list.app, list.raw, bareReqPerSec),
      listRow(list.appKeyset, list.raw, bareReqPerSec),
      listRow(list.appByName, list.raw, bareReqPerSec),
      listRow(list.appByNameKeyset, list.raw, bareReqPerSec),
      listRow(list.raw, list.raw, bareReqPerSec),
      listRow(list.rawDeep, list.raw, bareReqPerSec),
    ]),
  );
  // PERFORMANCE G4: each OpenCall page against the raw keyset query at the same depth.
  const g4 = (label: string, app: ListSummary, raw: ListSummary) => {
    const share = app.reqPerSec / raw.reqPerSec;
    const p99 = app.p99Ms / raw.p99Ms;
    console.log(
      `${label}: ${pct(share)} of the raw keyset req/s (G4 goal >= 50 %): ${verdict(share >= 0.5)}; ` +
        `p99 ${x(p99)} the raw query's (goal <= 3x): ${verdict(p99 <= 3)}`,
    );
  };
  g4('List page 1, newest first', list.app, list.raw);
  g4(`List keyset page at row ${report.deepOffset}, newest first`, list.appKeyset, list.rawDeep);
  const depth = list.appKeyset.reqPerSec / list.app.reqPerSec;
  console.log(`List deep page req/s = ${pct(depth)} of page 1 (G4 goal >= 80 %): ${verdict(depth >= 0.8)}`);
  g4('List by applicant, page 1', list.appByName, list.raw);
  g4(`List by applicant, keyset page at row ${report.deepOffset}`, list.appByNameKeyset, list.rawDeep);
  const nameDepth = list.appByNameKeyset.reqPerSec / list.appByName.reqPerSec;
  console.log(
    `List by applicant: deep page req/s = ${pct(nameDepth)} of its page 1 (G4 goal >= 80 %): ${verdict(nameDepth >= 0.8)}`,
  );

  console.log(`\nExports of ${options.applications.toLocaleString('en-US')} x 30 columns (medians of ${options.runs})`);
  console.log(
    table([
      [
        'export',
        'wall s',
        'TTFB ms',
        'server CPU s',
        'size MB',
        'peak RSS',
        'growth',
        'wall vs raw',
        'CPU vs raw',
        'growth vs raw',
      ],
      exportRow(exports.raw, exports.raw),
      exportRow(exports.csv, exports.raw),
      exportRow(exports.xlsx, exports.raw),
    ]),
  );
  const { csv, raw, xlsx } = exports;
  console.log(
    `CSV wall time ${x(csv.wallMs / raw.wallMs)} the raw stream (G9 goal <= 1.5x): ${verdict(csv.wallMs <= raw.wallMs * 1.5)}`,
  );
  console.log(`CSV TTFB ${Math.round(csv.ttfbMs)} ms (G9 goal <= 250 ms): ${verdict(csv.ttfbMs <= 250)}`);
  const growthOf = (e: ExportSummary) =>
    `+${mb(e.growthMb)}, ${x(e.growthMb / Math.max(raw.growthMb, 1))} the raw stream's +${mb(raw.growthMb)}`;
  console.log(`CSV peak RSS growth ${growthOf(csv)} (G9 goal <= +60 MB): ${verdict(csv.growthMb <= 60)}`);
  console.log(
    `XLSX peak RSS growth ${growthOf(xlsx)} (G9x: same rule): ${verdict(xlsx.growthMb <= 60)}; wall ${x(xlsx.wallMs / raw.wallMs)} the raw stream (no goal yet)`,
  );
  console.log(
    `Export peak growth < 200 MB: CSV ${verdict(csv.growthMb < 200)}, XLSX ${verdict(xlsx.growthMb < 200)}. ` +
      `Absolute server RSS ${mb(csv.beforeMb)} before the export vs bare Fastify ${mb(report.bareRssMb)}` +
      (report.options.postgres
        ? ' (PostgreSQL runs in its own processes).'
        : ': with PGlite the whole database lives in the server process (use --pg for the absolute figure).'),
  );
  if (!report.peakReset) console.log('(peak RSS sampled every 10 ms: /proc/<pid>/clear_refs was refused)');
}

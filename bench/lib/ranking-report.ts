// PERFORMANCE G8's report: the ranking against the raw SQL aggregate and the COUNT-50k ceiling of the
// same run, then the score burst's integrity. Report only: below-target numbers never fail the run.
import type { LoadSummary, RankingReport, RankingTarget } from './ranking-bench';
import { table } from './report';

/** G8: >= 80 req/s, p50 <~ 15 ms, >= 25 % of the COUNT-50k ceiling, within 3x the raw aggregate. */
const G8 = { reqPerSec: 80, p50Ms: 15, ofCount: 0.25, ofRaw: 3 };

const fmt = (n: number) => Math.round(n).toLocaleString('en-US');
const verdict = (ok: boolean) => (ok ? 'met' : 'MISSED');

export function printRankingReport(report: RankingReport): void {
  const { c10, c1, burst } = report;
  const raw = c10.raw;
  const row = (key: RankingTarget) => {
    const s: LoadSummary = c10[key];
    return [
      s.name,
      fmt(s.reqPerSec),
      s.p50Ms.toFixed(2),
      s.p99Ms.toFixed(2),
      c1[key].p50Ms.toFixed(2),
      key === 'raw' ? 'baseline' : `${(s.reqPerSec / raw.reqPerSec).toFixed(2)}x`,
      key === 'count' ? 'ceiling' : `${((s.reqPerSec / c10.count.reqPerSec) * 100).toFixed(1)} %`,
      String(s.non2xx + s.errors + c1[key].non2xx + c1[key].errors),
    ];
  };
  console.log(
    `\nG8: jury ranking, ${fmt(report.ranked)} applications, ${fmt(report.sheets)} final sheets ` +
      `(${report.options.postgres ? 'PostgreSQL' : 'PGlite'}); ratios against the raw SQL served by the same process`,
  );
  console.log(
    table([
      [
        'target',
        'req/s (c=10)',
        'p50 ms (c=10)',
        'p99 ms (c=10)',
        'p50 ms (c=1)',
        'req/s vs raw aggregate',
        '% of COUNT ceiling',
        'failures',
      ],
      row('app'),
      row('appDeep'),
      row('raw'),
      row('count'),
    ]),
  );
  const app = c10.app;
  const p50 = c1.app.p50Ms;
  const ofCount = app.reqPerSec / c10.count.reqPerSec;
  const vsRaw = app.reqPerSec / raw.reqPerSec;
  const p50VsRaw = p50 / c1.raw.p50Ms;
  console.log(
    `page 1 and the raw aggregate list the same applications with the same means, in the same order: ` +
      `${report.samePage.equal} of ${report.samePage.of} rows`,
  );
  console.log(
    `G8 ranking page 1: ${fmt(app.reqPerSec)} req/s at c=10 (goal >= ${G8.reqPerSec}): ${verdict(app.reqPerSec >= G8.reqPerSec)}; ` +
      `p50 ${p50.toFixed(2)} ms one request at a time (goal <~ ${G8.p50Ms} ms): ${verdict(p50 <= G8.p50Ms)} ` +
      `[p50 at c=10: ${app.p50Ms.toFixed(2)} ms]`,
  );
  console.log(
    `G8 ranking page 1: ${(ofCount * 100).toFixed(1)} % of the COUNT-50k ceiling measured here ` +
      `(${fmt(c10.count.reqPerSec)} req/s; goal >= ${G8.ofCount * 100} %): ${verdict(ofCount >= G8.ofCount)}`,
  );
  console.log(
    `G8 ranking page 1 vs the raw SQL aggregate: ${vsRaw.toFixed(2)}x its req/s (goal >= 1/${G8.ofRaw}), ` +
      `p50 ${p50VsRaw.toFixed(2)}x its p50 at c=1 (goal <= ${G8.ofRaw}x): ${verdict(vsRaw >= 1 / G8.ofRaw && p50VsRaw <= G8.ofRaw)}`,
  );
  const deep = c10.appDeep;
  console.log(
    `ranking keyset page at row ${fmt(report.deepOffset)}: ${fmt(deep.reqPerSec)} req/s = ` +
      `${((deep.reqPerSec / app.reqPerSec) * 100).toFixed(1)} % of page 1 (G4's rule for deep pages: >= 80 %), ` +
      `p50 ${c1.appDeep.p50Ms.toFixed(2)} ms at c=1`,
  );

  const { check } = burst;
  const statuses = Object.entries(burst.statuses)
    .map(([status, n]) => `${status === '0' ? 'no answer' : status}: ${n}`)
    .join(', ');
  console.log(
    `\nScore burst: ${burst.jurors} jurors at once, one sheet at a time each, ${fmt(burst.attempted)} final sheets on ` +
      `distinct applications in ${(burst.wallMs / 1000).toFixed(2)} s = ${fmt((check.acknowledged / burst.wallMs) * 1000)} ` +
      `sheets/s; answers ${statuses}; p50 ${burst.p50Ms.toFixed(1)} ms, p99 ${burst.p99Ms.toFixed(1)} ms`,
  );
  if (burst.firstFailure) console.log(`  first failure: ${burst.firstFailure}`);
  const intact =
    check.exactlyOnce === check.acknowledged &&
    check.lostSheets + check.lostVersions + check.duplicated + check.unacknowledged === 0;
  console.log(
    `Score burst in the database: ${fmt(check.exactlyOnce)} of ${fmt(check.acknowledged)} acknowledged submissions ` +
      `exactly once in evaluation_sheets and evaluation_sheet_versions; lost ${check.lostSheets} sheets / ` +
      `${check.lostVersions} versions, duplicated ${check.duplicated}, written without a 200 ${check.unacknowledged}: ` +
      `${intact ? 'intact' : 'NOT INTACT'}`,
  );
  console.log(
    `Standings after the burst: ${check.staleStandings} applications and ${check.staleHabits} jurors whose kept ` +
      `standing does not count their final sheets: ${check.staleStandings + check.staleHabits === 0 ? 'consistent' : 'STALE'}`,
  );
}

/** Failures that make the run fail: errors under load, and any lost, duplicated or refused submission. */
export function rankingFailures(report: RankingReport): number {
  const load = [...Object.values(report.c10), ...Object.values(report.c1)].reduce(
    (sum, s) => sum + s.non2xx + s.errors,
    0,
  );
  const { check } = report.burst;
  const refused = report.burst.attempted - check.acknowledged;
  return (
    load +
    refused +
    check.lostSheets +
    check.lostVersions +
    check.duplicated +
    check.unacknowledged +
    check.staleStandings +
    check.staleHabits
  );
}

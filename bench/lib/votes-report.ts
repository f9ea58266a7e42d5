// PERFORMANCE G7's report: the vote burst against the tenant-resolved point read of the same run, and
// the votes found in the database. Report only for the ratios and latency (below-target numbers never
// fail the run); a lost, duplicated or refused vote does.
import { table } from './report';
import type { BurstRun, VotesReport } from './votes-bench';

/** G7: >= 25 % of the point-read ceiling for the whole burst at c=100, p99 <= 100 ms, no vote lost or doubled. */
const G7 = { ofPointRead: 0.25, p99Ms: 100 };

const fmt = (n: number) => Math.round(n).toLocaleString('en-US');
const verdict = (ok: boolean) => (ok ? 'met' : 'MISSED');

/** Answers that are failures: anything but a 2xx or a 409 (a 409 is the app refusing a vote it holds). */
function refused(run: BurstRun): number {
  return Object.entries(run.statuses)
    .filter(([status]) => !status.startsWith('2') && status !== '409')
    .reduce((sum, [, n]) => sum + n, 0);
}

const statusesOf = (run: BurstRun) =>
  Object.entries(run.statuses)
    .map(([status, n]) => `${status}: ${fmt(n)}`)
    .join(', ');

export function printVotesReport(report: VotesReport): void {
  const { baseline, burst, warmUp, integrity } = report;
  const ratio = burst.votesPerSec / baseline.reqPerSec;
  const slowestRatio = burst.slowest5sPerSec / baseline.reqPerSec;
  console.log(
    `\nG7: public vote burst at close (${report.postgres ? 'PostgreSQL' : 'PGlite'}), ` +
      `${fmt(report.options.voters)} voters x ${report.options.entries} entries, c=${burst.connections}; ` +
      'ratios against the point read served by the same process',
  );
  console.log(
    table([
      ['target', 'req/s (c=100)', 'p50 ms', 'p99 ms', 'vs point read', 'failures'],
      [
        baseline.name,
        fmt(baseline.reqPerSec),
        baseline.p50Ms.toFixed(2),
        baseline.p99Ms.toFixed(2),
        'baseline',
        String(baseline.failures),
      ],
      [
        `POST votes, ${burst.durationS} s burst`,
        fmt(burst.votesPerSec),
        burst.p50Ms.toFixed(2),
        burst.p99Ms.toFixed(2),
        `${(ratio * 100).toFixed(1)} %`,
        String(refused(burst) + burst.errors),
      ],
    ]),
  );
  console.log(
    `vote burst answers: ${statusesOf(burst)}; errors ${burst.errors} (timeouts ${burst.timeouts}); ` +
      `warm-up ${warmUp.durationS} s: ${statusesOf(warmUp)}, errors ${warmUp.errors}`,
  );
  const firstFailure = burst.firstFailure || warmUp.firstFailure;
  if (firstFailure) console.log(`  first failure: ${firstFailure}`);
  console.log(
    `G7 vote burst: ${fmt(burst.votesPerSec)} votes/s over ${burst.durationS} s = ${(ratio * 100).toFixed(1)} % of the ` +
      `point read (${fmt(baseline.reqPerSec)} req/s; goal >= ${G7.ofPointRead * 100} %): ${verdict(ratio >= G7.ofPointRead)}; ` +
      `slowest 5 s: ${fmt(burst.slowest5sPerSec)} votes/s = ${(slowestRatio * 100).toFixed(1)} % ` +
      `(sustained: ${verdict(slowestRatio >= G7.ofPointRead)}); p99 ${burst.p99Ms.toFixed(1)} ms ` +
      `(goal <= ${G7.p99Ms} ms): ${verdict(burst.p99Ms <= G7.p99Ms)}`,
  );
  console.log(
    `  for scale: ${fmt(burst.votesPerSec * 60)} votes/min; PERFORMANCE.md implies >= ${report.postgres ? '2,100' : '500'} ` +
      `votes/s on its reference machine (${report.postgres ? 'pg' : 'PGlite'}), the requirement "thousands per minute"`,
  );
  const { check } = integrity;
  const intact =
    integrity.lost + integrity.unacknowledged + check.duplicatedPairs + check.strangers === 0 &&
    integrity.found === integrity.acked;
  console.log(
    `Votes in the database: ${fmt(integrity.found)} of ${fmt(integrity.acked)} votes answered 2xx are live votes ` +
      `(${fmt(check.live)} live rows, ${fmt(check.all)} rows in all); lost ${integrity.lost}, duplicated ` +
      `${check.duplicatedPairs} pairs (${check.duplicatedRows} rows), written without a 2xx ${integrity.unacknowledged}, ` +
      `unknown ${check.strangers}: ${intact ? 'intact' : 'NOT INTACT'}`,
  );
  console.log(
    `${fmt(integrity.sent)} distinct (voter, entry) pairs sent; ${integrity.unanswered} left without an answer ` +
      `(timed out, or in flight when a run ended), ${integrity.unansweredWritten} of them written: ` +
      `live rows - 2xx = ${check.live - integrity.acked}`,
  );
}

/** Failures that make the run fail: errors or refusals under load, and any lost, doubled or unanswered vote. */
export function votesFailures(report: VotesReport): number {
  const { integrity } = report;
  return (
    report.baseline.failures +
    refused(report.burst) +
    refused(report.warmUp) +
    report.burst.errors +
    report.warmUp.errors +
    integrity.lost +
    integrity.unacknowledged +
    integrity.check.duplicatedPairs +
    integrity.check.strangers
  );
}

// Issue 12: the admin programs list over 1,000 programs against the raw keyset query for the same
// page (bench/servers/raw-routes.ts), served by the same process and database, at c=10 like the
// responses lists (PERFORMANCE G4: >= 50 % of the raw keyset req/s, p99 <= 3x).
import { signInAsDemoAdmin } from './admin-session';
import { median, type RunResult, runLoad, sleep, type Target } from './load';
import { table } from './report';
import type { ListSummary } from './responses-bench';

export interface ProgramsBenchOptions {
  port: number;
  durationS: number;
  runs: number;
}

export interface ProgramsReport {
  app: ListSummary;
  raw: ListSummary;
}

export const PROGRAMS_LIST_PATH = '/api/user.programs?limit=10';

async function measureOnce(target: Target, options: ProgramsBenchOptions, run: number): Promise<RunResult> {
  const result = await runLoad(target, { connections: 10, durationS: options.durationS, exactLatency: true });
  console.log(
    `  ${target.name.padEnd(44)} c=10 run ${run}/${options.runs}: ${Math.round(result.reqPerSec)} req/s, p99 ${result.p99Ms.toFixed(2)} ms`,
  );
  await sleep(1000);
  return result;
}

function summary(name: string, runs: RunResult[]): ListSummary {
  return {
    name,
    reqPerSec: median(runs.map((r) => r.reqPerSec)),
    p99Ms: median(runs.map((r) => r.p99Ms)),
    non2xx: runs.reduce((sum, r) => sum + r.non2xx, 0),
    errors: runs.reduce((sum, r) => sum + r.errors, 0),
  };
}

export async function benchPrograms(options: ProgramsBenchOptions): Promise<ProgramsReport> {
  const { headers } = await signInAsDemoAdmin(options.port);
  const common = { port: options.port, host: 'localhost' };
  const app: Target = { ...common, headers, name: 'OpenCall GET /api/user.programs, page 1', path: PROGRAMS_LIST_PATH };
  const raw: Target = { ...common, name: 'raw SQL keyset programs page 1', path: '/bench/raw/programs' };
  console.log('\nIssue 12 bench: the admin programs list (1,000 programs), page 1 of 10, newest first.');
  // Unmeasured passes over each first, as long as a measured run: neither side pays for the JIT and
  // the caches (the app's longer path needs more than a second to settle on a busy machine).
  for (const target of [app, raw, app]) {
    await runLoad(
      { ...target, name: 'warm-up' },
      { connections: 10, durationS: Math.max(2, options.durationS), exactLatency: false },
    );
  }
  // Interleaved runs, so a busy machine slows both sides alike.
  const appRuns: RunResult[] = [];
  const rawRuns: RunResult[] = [];
  for (let run = 1; run <= options.runs; run++) {
    appRuns.push(await measureOnce(app, options, run));
    rawRuns.push(await measureOnce(raw, options, run));
  }
  return { app: summary(app.name, appRuns), raw: summary(raw.name, rawRuns) };
}

/** Report only: results below target are printed, never turned into a failing exit code. */
export function printProgramsReport(report: ProgramsReport, bareReqPerSec: number): void {
  const { app, raw } = report;
  const row = (s: ListSummary) => [
    s.name,
    Math.round(s.reqPerSec).toLocaleString('en-US'),
    s.p99Ms.toFixed(2),
    `${((s.reqPerSec / bareReqPerSec) * 100).toFixed(1)} %`,
    s === raw ? 'baseline' : `${(s.reqPerSec / raw.reqPerSec).toFixed(2)}x`,
    s === raw ? 'baseline' : `${(s.p99Ms / raw.p99Ms).toFixed(2)}x`,
    String(s.non2xx + s.errors),
  ];
  console.log('\nIssue 12: admin programs list, 1,000 programs; ratios against the raw SQL served by the same process');
  console.log(
    table([
      ['list target (c=10)', 'req/s', 'p99 ms', '% of bare Fastify (c=100)', 'req/s vs raw', 'p99 vs raw', 'failures'],
      row(app),
      row(raw),
    ]),
  );
  const share = app.reqPerSec / raw.reqPerSec;
  const p99 = app.p99Ms / raw.p99Ms;
  console.log(
    `user.programs page 1: ${Math.round(app.reqPerSec)} req/s, p99 ${app.p99Ms.toFixed(2)} ms = ` +
      `${(share * 100).toFixed(1)} % of the raw keyset req/s (G4 goal >= 50 %): ${share >= 0.5 ? 'met' : 'missed'}; ` +
      `p99 ${p99.toFixed(2)}x the raw query's (goal <= 3x): ${p99 <= 3 ? 'met' : 'missed'}`,
  );
}

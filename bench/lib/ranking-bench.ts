// PERFORMANCE G8: the jury ranking of a session over N applications (5N final sheets), page 1 of 50
// and a deep keyset page, against the raw SQL aggregate over every sheet and COUNT(*) over the N
// standings, served by the same process and database (bench/servers/raw-ranking-routes.ts); then a
// bounded burst of final score sheets from the five jurors, checked row by row in the database.
import { Agent, request } from 'node:http';
import type { BurstCheck, RankingInfo } from '../servers/raw-ranking-routes';
import { BENCH_CRITERIA, BENCH_JUROR_PASSWORD } from '../servers/seed-ranking';
import { signIn, signInAsDemoAdmin } from './admin-session';
import { assertAnswers200, httpGet, median, type RunResult, runLoad, sleep, type Target } from './load';

export interface RankingBenchOptions {
  port: number;
  durationS: number;
  runs: number;
  /** Submissions of the burst, shared by the five jurors (bounded). */
  burst: number;
  postgres: boolean;
}

export interface LoadSummary {
  name: string;
  reqPerSec: number;
  p50Ms: number;
  p99Ms: number;
  non2xx: number;
  errors: number;
}

export interface BurstResult {
  jurors: number;
  attempted: number;
  statuses: Record<string, number>;
  firstFailure: string;
  wallMs: number;
  p50Ms: number;
  p99Ms: number;
  check: BurstCheck;
}

export type RankingTarget = 'app' | 'appDeep' | 'raw' | 'count';

export interface RankingReport {
  options: RankingBenchOptions;
  ranked: number;
  sheets: number;
  deepOffset: number;
  /** c=10: throughput (and its p50/p99); c=1: one request at a time, the latency of a single reader. */
  c10: Record<RankingTarget, LoadSummary>;
  c1: Record<RankingTarget, LoadSummary>;
  /** Page 1 of the app and the raw aggregate list the same applications with the same means. */
  samePage: { equal: number; of: number };
  burst: BurstResult;
}

const PER_PAGE = 50;

function summarize(name: string, runs: RunResult[]): LoadSummary {
  return {
    name,
    reqPerSec: median(runs.map((r) => r.reqPerSec)),
    p50Ms: median(runs.map((r) => r.p50Ms)),
    p99Ms: median(runs.map((r) => r.p99Ms)),
    non2xx: runs.reduce((sum, r) => sum + r.non2xx, 0),
    errors: runs.reduce((sum, r) => sum + r.errors, 0),
  };
}

async function json<T>(target: Target): Promise<T> {
  const { status, body } = await httpGet(target);
  if (status !== 200) throw new Error(`${target.path} answered ${status}: ${body.slice(0, 300)}`);
  return JSON.parse(body) as T;
}

/** Page 1 as the app ranks it and as the raw aggregate does: same ids, same means, same order. */
async function comparePages(app: Target, raw: Target) {
  const appRows = (await json<{ data: { id: string; mean: number | null }[] }>(app)).data;
  const rawRows = (await json<{ data: { id: string; mean: string | number }[] }>(raw)).data;
  const equal = appRows.filter(
    (row, i) => rawRows[i]?.id === row.id && Number(rawRows[i]?.mean) === Number(row.mean),
  ).length;
  return { equal, of: Math.max(appRows.length, rawRows.length) };
}

async function measureTargets(targets: Record<RankingTarget, Target>, options: RankingBenchOptions) {
  const keys = Object.keys(targets) as RankingTarget[];
  const runs = { 10: new Map<RankingTarget, RunResult[]>(), 1: new Map<RankingTarget, RunResult[]>() };
  // Interleaved, so a busy machine slows every target alike.
  for (let run = 1; run <= options.runs; run++) {
    for (const connections of [10, 1] as const) {
      for (const key of keys) {
        const target = targets[key];
        const result = await runLoad(target, { connections, durationS: options.durationS, exactLatency: true });
        runs[connections].set(key, [...(runs[connections].get(key) ?? []), result]);
        const bad = result.non2xx + result.errors ? `  non-2xx ${result.non2xx}, errors ${result.errors}` : '';
        console.log(
          `  ${target.name.padEnd(44)} c=${String(connections).padEnd(2)} run ${run}/${options.runs}: ` +
            `${Math.round(result.reqPerSec)} req/s, p50 ${result.p50Ms.toFixed(2)} ms, p99 ${result.p99Ms.toFixed(2)} ms${bad}`,
        );
        await sleep(1000);
      }
    }
  }
  const of = (connections: 10 | 1) =>
    Object.fromEntries(
      keys.map((key) => [key, summarize(targets[key].name, runs[connections].get(key) ?? [])]),
    ) as Record<RankingTarget, LoadSummary>;
  return { c10: of(10), c1: of(1) };
}

/** One PUT over a kept-alive connection; never throws (an error is a status of 0). */
function put(port: number, agent: Agent, path: string, headers: Record<string, string>, body: string) {
  return new Promise<{ status: number; body: string; ms: number }>((resolve) => {
    const started = performance.now();
    const req = request(
      {
        host: '127.0.0.1',
        port,
        path,
        method: 'PUT',
        agent,
        headers: { host: 'localhost', ...headers, 'content-length': Buffer.byteLength(body) },
        timeout: 30_000,
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => {
          text += chunk;
        });
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text, ms: performance.now() - started }));
      },
    );
    req.on('timeout', () => req.destroy(new Error('timeout')));
    req.on('error', (error) => resolve({ status: 0, body: error.message, ms: performance.now() - started }));
    req.end(body);
  });
}

/** A juror's marks for an application: whole numbers 0–10, varied and deterministic. */
function marks(seed: number): Record<string, number> {
  return Object.fromEntries(BENCH_CRITERIA.map((c, i) => [c.id, (seed * 7 + i * 3 + (seed % 5)) % 11]));
}

/**
 * The five jurors at once, each submitting final sheets one after the other on applications of
 * their own (no two jurors on one application), `total` in all; then every pair is checked.
 */
async function scoreBurst(port: number, info: RankingInfo, total: number): Promise<BurstResult> {
  const jurors = info.jurors;
  const sessions = await Promise.all(
    jurors.map((juror) => signIn(port, { email: juror.email, password: BENCH_JUROR_PASSWORD }, 'public')),
  );
  const count = Math.min(total, info.pool.length);
  const attempted: { applicationId: string; userId: string; acked: boolean }[] = [];
  const statuses: Record<string, number> = {};
  const latencies: number[] = [];
  let firstFailure = '';
  const started = performance.now();
  await Promise.all(
    jurors.map(async (juror, j) => {
      const agent = new Agent({ keepAlive: true, maxSockets: 1 });
      const headers = (sessions[j] as { headers: Record<string, string> }).headers;
      for (let i = j; i < count; i += jurors.length) {
        const applicationId = info.pool[i] as string;
        const body = JSON.stringify({ values: marks(i), comment: `Bench ${i}`, final: true, version: 0 });
        const path = `/api/portal/me/evaluation-sessions/${info.sessionId}/applications/${applicationId}/score`;
        const res = await put(port, agent, path, headers, body);
        const sheet = res.status === 200 ? (JSON.parse(res.body) as { data?: { status?: string } }).data : undefined;
        const acked = res.status === 200 && sheet?.status === 'final';
        statuses[res.status] = (statuses[res.status] ?? 0) + 1;
        if (acked) latencies.push(res.ms);
        else if (!firstFailure) firstFailure = `${res.status} ${res.body.slice(0, 300)}`;
        attempted.push({ applicationId, userId: juror.userId, acked });
      }
      agent.destroy();
    }),
  );
  const wallMs = performance.now() - started;
  const sorted = [...latencies].sort((a, b) => a - b);
  const at = (fraction: number) => sorted[Math.max(0, Math.ceil(sorted.length * fraction) - 1)] ?? Number.NaN;
  const verify = await httpGet({
    name: 'verify',
    port,
    path: '/bench/raw/ranking/verify',
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ attempted }),
  });
  if (verify.status !== 200) throw new Error(`burst check answered ${verify.status}: ${verify.body.slice(0, 300)}`);
  return {
    jurors: jurors.length,
    attempted: attempted.length,
    statuses,
    firstFailure,
    wallMs,
    p50Ms: at(0.5),
    p99Ms: at(0.99),
    check: JSON.parse(verify.body) as BurstCheck,
  };
}

export async function benchRanking(options: RankingBenchOptions): Promise<RankingReport> {
  const { port } = options;
  const info = await json<RankingInfo>({ name: 'ranking info', port, path: '/bench/raw/ranking/info' });
  if (info.ranked === 0) throw new Error('the bench ranking session has no standings');
  const { headers } = await signInAsDemoAdmin(port);
  const common = { port, host: 'localhost' };
  const path = `/api/user.programs/${info.programId}/evaluation-sessions/${info.sessionId}/ranking?perPage=${PER_PAGE}`;
  // The keyset page at 60 % of the ranking: "next" from the previous page's last application.
  const deepOffset = Math.floor(info.ranked * 0.6);
  const cursor = await json<{ id: string | null }>({
    name: 'cursor',
    port,
    path: `/bench/raw/ranking/at?offset=${deepOffset - 1}`,
  });
  if (!cursor.id) throw new Error(`no ranked application at ${deepOffset - 1}`);
  const deepPage = Math.floor(deepOffset / PER_PAGE) + 1;
  console.log(
    `\nG8 bench: jury ranking of ${info.ranked.toLocaleString('en-US')} applications, ` +
      `${(info.ranked * info.jurors.length).toLocaleString('en-US')} final sheets, ${info.jurors.length} jurors, ` +
      `${PER_PAGE} per page; ${info.pool.length.toLocaleString('en-US')} more applications left for the score burst.`,
  );
  const targets: Record<RankingTarget, Target> = {
    app: { ...common, headers, name: 'OpenCall ranking, page 1', path },
    appDeep: {
      ...common,
      headers,
      name: `OpenCall ranking, keyset at row ${deepOffset}`,
      path: `${path}&page=${deepPage}&after=${cursor.id}`,
    },
    raw: { ...common, name: 'raw SQL aggregate over the sheets', path: '/bench/raw/ranking' },
    count: {
      ...common,
      name: `raw COUNT(*) over ${info.ranked.toLocaleString('en-US')} standings`,
      path: '/bench/raw/ranking/count',
    },
  };
  for (const target of Object.values(targets)) await assertAnswers200(target);
  const samePage = await comparePages(targets.app, targets.raw);
  // One unmeasured pass over each first, as long as a measured run: none pays for the JIT and caches.
  for (const target of Object.values(targets)) {
    await runLoad(
      { ...target, name: 'warm-up' },
      { connections: 10, durationS: Math.max(2, options.durationS), exactLatency: false },
    );
  }
  const { c10, c1 } = await measureTargets(targets, options);
  console.log(
    `  score burst: ${info.jurors.length} jurors at once, ${Math.min(options.burst, info.pool.length)} final sheets`,
  );
  const burst = await scoreBurst(port, info, options.burst);
  return {
    options,
    ranked: info.ranked,
    sheets: info.ranked * info.jurors.length,
    deepOffset,
    c10,
    c1,
    samePage,
    burst,
  };
}

// PERFORMANCE G7: a public vote burst at close. A server of its own (bench/servers/seed-votes.ts: the
// real OpenCall app and one open vote of N entries and M verified voters) serves, in the same run,
// the baseline (a tenant-resolved point read) and the burst: autocannon at c=100 for 60 s (a few
// seconds with --quick) where every request is the next (voter, entry) pair never cast yet, through
// the public API with its CSRF cookie and header and the voter's signed token. Then every live vote
// of the session is read back from the database and matched, pair by pair, with the 2xx answers.
import { randomBytes } from 'node:crypto';
import { resolve } from 'node:path';
import { VOTER_TOKEN_HEADER } from '@opencall/shared/public-votes';
import autocannon from 'autocannon';
import { deriveAuthKeys, hmac } from '../../apps/server/src/modules/auth/auth-keys';
import { startServer, stopServer } from './children';
import { assertAnswers200, httpGet, median, type RunResult, runLoad, sleep, type Target } from './load';

export interface VotesBenchOptions {
  root: string;
  pin: boolean;
  /** The run's own PostgreSQL database (shared with the main bench server), or PGlite in memory. */
  databaseUrl: string | undefined;
  /** Baseline: `runs` × `durationS` at c=100, medians. */
  durationS: number;
  runs: number;
  /** The burst's length (60 s; a few seconds with --quick). */
  burstS: number;
  voters: number;
  entries: number;
}

/** What the votes server tells the bench (`GET /bench/raw/votes/info`): voters and entries in order. */
export interface VotesInfo {
  platformId: string;
  programId: string;
  sessionId: string;
  entries: string[];
  voters: string[];
}

/** The session's votes after the burst (`GET /bench/raw/votes/check`). */
export interface VotesCheck {
  /** Live votes (not withdrawn), and every vote row of the session. */
  live: number;
  all: number;
  /** (voter, entry) pairs holding more than one live vote, and the rows they hold. */
  duplicatedPairs: number;
  duplicatedRows: number;
  /** Live votes of a voter or an entry the bench does not know. */
  strangers: number;
  /** The live votes' pairs, each once, as voter number × entries + entry number. */
  pairs: number[];
}

export interface BurstRun {
  connections: number;
  durationS: number;
  /** 2xx answers, and votes per second over the run. */
  acked: number;
  votesPerSec: number;
  /** The slowest 5 whole seconds of the run, in votes per second. */
  slowest5sPerSec: number;
  p50Ms: number;
  p99Ms: number;
  statuses: Record<string, number>;
  /** Connection errors and timeouts (autocannon). */
  errors: number;
  timeouts: number;
  firstFailure: string;
}

export interface VotesIntegrity {
  /** Pairs sent (warm-up and burst). */
  sent: number;
  /** Pairs answered 2xx. */
  acked: number;
  /** Requests left without an answer (timed out, or in flight when a run ended): the vote may or may not be in. */
  unanswered: number;
  /** Of those, written. */
  unansweredWritten: number;
  /** Answered 2xx, and found exactly among the live votes. */
  found: number;
  /** Answered 2xx yet not a live vote. */
  lost: number;
  /** Live, yet answered with anything but a 2xx (an error, a timeout, a refusal). */
  unacknowledged: number;
  check: Omit<VotesCheck, 'pairs'>;
}

export interface VotesReport {
  options: VotesBenchOptions;
  postgres: boolean;
  baseline: { name: string; reqPerSec: number; p50Ms: number; p99Ms: number; failures: number };
  /** A short unmeasured burst first (JIT, caches, pool); its votes are checked with the burst's. */
  warmUp: BurstRun;
  burst: BurstRun;
  integrity: VotesIntegrity;
}

const CONNECTIONS = 100;
const WARM_UP_S = 3;

function percentile(sorted: Float64Array, fraction: number): number {
  return sorted[Math.max(0, Math.ceil(sorted.length * fraction) - 1)] ?? Number.NaN;
}

/** The voter's proof, as the app signs it once they prove their address (voters.service.ts). */
function voterToken(key: Buffer, info: VotesInfo, voterId: string, expiresAt: number): string {
  const body = `${voterId}.${expiresAt}`;
  return `${body}.${hmac(key, `${info.platformId}:${info.sessionId}:${body}`)}`;
}

/** The CSRF cookie and header a page of the demo platform (`localhost`) sends with a vote. */
async function csrfHeaders(port: number): Promise<Record<string, string>> {
  const page = await httpGet({ name: 'domain-info', port, path: '/api/portal/domain-info', host: 'localhost' });
  const cookie = page.setCookie.map((c) => c.split(';')[0] ?? '').find((c) => c.startsWith('oc_csrf='));
  const token = (JSON.parse(page.body) as { data: { csrfToken: string } }).data.csrfToken;
  if (!cookie) throw new Error('domain-info did not set the CSRF cookie');
  return { cookie, 'x-csrf-token': token, 'content-type': 'application/json' };
}

/**
 * Hands out (voter, entry) pairs never sent before: voter k mod M, so a hundred requests in flight
 * belong to a hundred voters (as at a close, where each voter casts a vote or two), and the voter's
 * next entry each time round. A pair is code = voter × N + entry.
 */
class Pairs {
  private next = 0;
  readonly sent = new Set<number>();
  readonly acked = new Set<number>();
  readonly pending = new Set<number>();
  constructor(
    private readonly voters: number,
    private readonly entries: number,
  ) {}
  take(): { code: number; voter: number; entry: number } {
    const k = this.next++;
    const voter = k % this.voters;
    const round = Math.floor(k / this.voters);
    if (round >= this.entries) throw new Error('the burst ran out of (voter, entry) pairs: seed more voters');
    const entry = (voter + round) % this.entries;
    const code = voter * this.entries + entry;
    this.sent.add(code);
    this.pending.add(code);
    return { code, voter, entry };
  }
}

async function burstRun(
  port: number,
  path: string,
  headers: Record<string, string>,
  info: VotesInfo,
  tokens: string[],
  pairs: Pairs,
  durationS: number,
): Promise<BurstRun> {
  const statuses: Record<string, number> = {};
  const latencies: number[] = [];
  const ackedAt: number[] = [];
  let firstFailure = '';
  let started = 0;
  const instance = autocannon({
    url: `http://127.0.0.1:${port}${path}`,
    connections: CONNECTIONS,
    duration: durationS,
    timeout: 10,
    requests: [
      {
        method: 'POST',
        path,
        setupRequest: (request, context) => {
          const pair = pairs.take();
          (context as { code?: number }).code = pair.code;
          return {
            ...request,
            headers: {
              ...request.headers,
              ...headers,
              host: 'localhost',
              [VOTER_TOKEN_HEADER]: tokens[pair.voter] as string,
            },
            body: JSON.stringify({ applicationId: info.entries[pair.entry] }),
          };
        },
        onResponse: (status, body, context) => {
          const { code } = context as { code?: number };
          if (code !== undefined) pairs.pending.delete(code);
          statuses[status] = (statuses[status] ?? 0) + 1;
          if (status >= 200 && status < 300) {
            if (code !== undefined) pairs.acked.add(code);
            ackedAt.push(performance.now() - started);
          } else if (!firstFailure) firstFailure = `${status} ${body.slice(0, 300)}`;
        },
      },
    ],
  }) as unknown as autocannon.Instance & Promise<autocannon.Result>;
  started = performance.now();
  instance.on('response', (_client, statusCode, _bytes, responseTime) => {
    if (statusCode >= 200 && statusCode < 300) latencies.push(responseTime);
  });
  const result = await instance;
  const sorted = Float64Array.from(latencies).sort();
  // Votes per whole second, then the slowest five seconds in a row (the run's last, partial second left out).
  const perSecond = new Array<number>(Math.max(1, Math.floor(durationS))).fill(0);
  for (const at of ackedAt) {
    const second = Math.floor(at / 1000);
    if (second < perSecond.length) perSecond[second] = (perSecond[second] ?? 0) + 1;
  }
  const window = Math.min(5, perSecond.length);
  let slowest = Number.POSITIVE_INFINITY;
  for (let start = 0; start + window <= perSecond.length; start++) {
    const sum = perSecond.slice(start, start + window).reduce((a, b) => a + b, 0);
    slowest = Math.min(slowest, sum / window);
  }
  return {
    connections: CONNECTIONS,
    durationS,
    acked: latencies.length,
    votesPerSec: latencies.length / (result.duration || durationS),
    slowest5sPerSec: slowest,
    p50Ms: percentile(sorted, 0.5),
    p99Ms: percentile(sorted, 0.99),
    statuses,
    errors: result.errors,
    timeouts: result.timeouts,
    firstFailure,
  };
}

async function json<T>(target: Target): Promise<T> {
  const { status, body } = await httpGet(target);
  if (status !== 200) throw new Error(`${target.path} answered ${status}: ${body.slice(0, 300)}`);
  return JSON.parse(body) as T;
}

async function baselineOf(target: Target, options: VotesBenchOptions) {
  await runLoad(
    { ...target, name: 'warm-up' },
    { connections: CONNECTIONS, durationS: Math.min(3, options.durationS) },
  );
  const runs: RunResult[] = [];
  for (let run = 1; run <= options.runs; run++) {
    const result = await runLoad(target, {
      connections: CONNECTIONS,
      durationS: options.durationS,
      exactLatency: true,
    });
    runs.push(result);
    const bad = result.non2xx + result.errors ? `  non-2xx ${result.non2xx}, errors ${result.errors}` : '';
    console.log(
      `  ${target.name.padEnd(44)} c=${CONNECTIONS} run ${run}/${options.runs}: ` +
        `${Math.round(result.reqPerSec)} req/s, p99 ${result.p99Ms.toFixed(2)} ms${bad}`,
    );
    await sleep(1000);
  }
  return {
    name: target.name,
    reqPerSec: median(runs.map((r) => r.reqPerSec)),
    p50Ms: median(runs.map((r) => r.p50Ms)),
    p99Ms: median(runs.map((r) => r.p99Ms)),
    failures: runs.reduce((sum, r) => sum + r.non2xx + r.errors, 0),
  };
}

/**
 * The votes once the server has drained: requests still in flight when autocannon stopped are
 * still being served, so the count is read again until it holds for a second (bounded).
 */
async function drainedCheck(port: number): Promise<VotesCheck> {
  const target = { name: 'votes check', port, path: '/bench/raw/votes/check' };
  let check = await json<VotesCheck>(target);
  for (let attempt = 0; attempt < 30; attempt++) {
    await sleep(1000);
    const again = await json<VotesCheck>(target);
    if (again.all === check.all) return again;
    check = again;
  }
  throw new Error(`the votes were still changing 30 s after the burst (${check.all} rows)`);
}

function integrityOf(pairs: Pairs, check: VotesCheck): VotesIntegrity {
  const live = new Set(check.pairs);
  let found = 0;
  for (const code of pairs.acked) if (live.has(code)) found++;
  let unansweredWritten = 0;
  let unacknowledged = 0;
  for (const code of live) {
    if (pairs.acked.has(code)) continue;
    if (pairs.pending.has(code)) unansweredWritten++;
    else unacknowledged++;
  }
  const { pairs: _pairs, ...rest } = check;
  return {
    sent: pairs.sent.size,
    acked: pairs.acked.size,
    unanswered: pairs.pending.size,
    unansweredWritten,
    found,
    lost: pairs.acked.size - found,
    unacknowledged,
    check: rest,
  };
}

export async function benchVotes(options: VotesBenchOptions): Promise<VotesReport> {
  const appSecret = randomBytes(24).toString('hex');
  const server = await startServer(
    'opencall-votes',
    resolve(options.root, 'bench/servers/seed-votes.ts'),
    [
      ...(options.databaseUrl ? ['--pg', options.databaseUrl] : []),
      '--app-secret',
      appSecret,
      '--entries',
      String(options.entries),
      '--voters',
      String(options.voters),
    ],
    options.pin,
    options.root,
    300_000,
  );
  try {
    const { port } = server;
    const info = await json<VotesInfo>({ name: 'votes info', port, path: '/bench/raw/votes/info' });
    const key = deriveAuthKeys(appSecret).voter;
    const expiresAt = Date.now() + 86_400_000;
    const tokens = info.voters.map((voterId) => voterToken(key, info, voterId, expiresAt));
    const headers = await csrfHeaders(port);
    const portal = `/api/portal/platforms/${info.platformId}/programs/${info.programId}/votes-sessions/${info.sessionId}`;
    // The tokens are the app's own: a voter's page reads with one.
    await assertAnswers200({
      name: 'my votes',
      port,
      host: 'localhost',
      path: `${portal}/votes`,
      headers: { [VOTER_TOKEN_HEADER]: tokens[0] as string },
    });
    console.log(
      `\nG7 bench: public vote burst, ${info.entries.length} entries, ${info.voters.length.toLocaleString('en-US')} ` +
        `voters; baseline ${options.runs} x ${options.durationS} s, burst ${options.burstS} s, c=${CONNECTIONS}`,
    );
    const point: Target = {
      name: 'tenant-resolved point read (raw)',
      port,
      host: 'localhost',
      path: '/bench/raw/votes/point',
    };
    await assertAnswers200(point);
    const baseline = await baselineOf(point, options);

    const pairs = new Pairs(info.voters.length, info.entries.length);
    const path = `${portal}/votes`;
    const warm = await burstRun(port, path, headers, info, tokens, pairs, WARM_UP_S);
    console.log(`  vote burst warm-up ${WARM_UP_S} s: ${Math.round(warm.votesPerSec)} votes/s (not measured)`);
    await sleep(1000);
    const burst = await burstRun(port, path, headers, info, tokens, pairs, options.burstS);
    console.log(
      `  vote burst c=${CONNECTIONS} ${options.burstS} s: ${Math.round(burst.votesPerSec)} votes/s, ` +
        `p99 ${burst.p99Ms.toFixed(2)} ms`,
    );
    const check = await drainedCheck(port);
    return {
      options,
      postgres: Boolean(options.databaseUrl),
      baseline,
      warmUp: warm,
      burst,
      integrity: integrityOf(pairs, check),
    };
  } finally {
    await stopServer(server.child);
  }
}

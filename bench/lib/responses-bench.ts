// Issue 5: the responses list over N applications and the CSV/XLSX export of N × 30 columns, each
// against the raw SQL ceiling served by the same process and database (bench/servers/raw-routes.ts).
import { request } from 'node:http';
import { BENCH_LIST_STATUSES } from '../servers/raw-routes';
import { signInAsDemoAdmin } from './admin-session';
import { httpGet, median, type RunResult, runLoad, sleep, type Target } from './load';
import { cpuMs, peakMb, resetPeak, rssMb, sampleRss } from './process-stats';

export interface ResponsesBenchOptions {
  port: number;
  serverPid: number;
  barePid: number;
  applications: number;
  durationS: number;
  runs: number;
  quick: boolean;
  /** The database is PostgreSQL in its own processes (--pg), not PGlite inside the server. */
  postgres: boolean;
}

export interface ListSummary {
  name: string;
  reqPerSec: number;
  p99Ms: number;
  non2xx: number;
  errors: number;
}

export interface ExportSummary {
  name: string;
  wallMs: number;
  ttfbMs: number;
  cpuMs: number;
  bytes: number;
  beforeMb: number;
  peakMb: number;
  growthMb: number;
  status: number;
}

export interface ResponsesReport {
  options: ResponsesBenchOptions;
  deepOffset: number;
  deepPage: number;
  list: {
    app: ListSummary;
    appKeyset: ListSummary;
    appByName: ListSummary;
    appByNameKeyset: ListSummary;
    raw: ListSummary;
    rawDeep: ListSummary;
  };
  exports: { raw: ExportSummary; csv: ExportSummary; xlsx: ExportSummary };
  bareRssMb: number;
  peakReset: boolean;
}

const PER_PAGE = 20;
const DOWNLOAD_TIMEOUT_MS = 300_000;

async function measureList(target: Target, options: ResponsesBenchOptions): Promise<ListSummary> {
  const results: RunResult[] = [];
  for (let run = 1; run <= options.runs; run++) {
    const result = await runLoad(target, { connections: 10, durationS: options.durationS, exactLatency: true });
    results.push(result);
    console.log(
      `  ${target.name.padEnd(44)} c=10 run ${run}/${options.runs}: ${Math.round(result.reqPerSec)} req/s, p99 ${result.p99Ms.toFixed(2)} ms`,
    );
    await sleep(1000);
  }
  return {
    name: target.name,
    reqPerSec: median(results.map((r) => r.reqPerSec)),
    p99Ms: median(results.map((r) => r.p99Ms)),
    non2xx: results.reduce((sum, r) => sum + r.non2xx, 0),
    errors: results.reduce((sum, r) => sum + r.errors, 0),
  };
}

/** One download, read and dropped as it comes; wall time, time to first byte and size. */
function download(port: number, path: string, headers: Record<string, string>) {
  return new Promise<{ status: number; wallMs: number; ttfbMs: number; bytes: number }>((resolve, reject) => {
    const started = performance.now();
    let first = 0;
    let bytes = 0;
    const req = request(
      { host: '127.0.0.1', port, path, headers: { host: 'localhost', ...headers }, timeout: DOWNLOAD_TIMEOUT_MS },
      (res) => {
        res.on('data', (chunk: Buffer) => {
          if (!first) first = performance.now();
          bytes += chunk.length;
        });
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, wallMs: performance.now() - started, ttfbMs: first - started, bytes }),
        );
      },
    );
    req.on('timeout', () => req.destroy(new Error(`timeout on ${path}`)));
    req.on('error', reject);
    req.end();
  });
}

async function measureDownload(
  name: string,
  options: ResponsesBenchOptions,
  path: string,
  headers: Record<string, string>,
) {
  const pid = options.serverPid;
  // Settle the heap left by the previous run before the baseline is read.
  await sleep(1500);
  const reset = resetPeak(pid);
  const beforeMb = rssMb(pid);
  const cpuBefore = cpuMs(pid);
  const sampler = sampleRss(pid);
  const result = await download(options.port, path, headers);
  const sampled = sampler.stop();
  const peak = Math.max(sampled, reset ? peakMb(pid) : 0);
  const summary: ExportSummary = {
    name,
    ...result,
    cpuMs: cpuMs(pid) - cpuBefore,
    beforeMb,
    peakMb: peak,
    growthMb: peak - beforeMb,
  };
  console.log(
    `  ${name.padEnd(44)} ${(summary.wallMs / 1000).toFixed(2)} s, TTFB ${Math.round(summary.ttfbMs)} ms, ` +
      `server CPU ${(summary.cpuMs / 1000).toFixed(2)} s, ${(summary.bytes / 1e6).toFixed(1)} MB, ` +
      `peak RSS +${summary.growthMb.toFixed(0)} MB${result.status === 200 ? '' : `  status ${result.status}`}`,
  );
  return { summary, reset };
}

function medianExport(runs: ExportSummary[]): ExportSummary {
  const pick = (key: keyof ExportSummary) => median(runs.map((r) => Number(r[key])));
  const first = runs[0] as ExportSummary;
  return {
    name: first.name,
    wallMs: pick('wallMs'),
    ttfbMs: pick('ttfbMs'),
    cpuMs: pick('cpuMs'),
    bytes: first.bytes,
    beforeMb: pick('beforeMb'),
    peakMb: pick('peakMb'),
    growthMb: pick('growthMb'),
    status: Math.max(...runs.map((r) => r.status)),
  };
}

/** The id of the row at `offset` in the list's order, read once through the API itself. */
async function rowIdAt(
  port: number,
  headers: Record<string, string>,
  listPath: string,
  offset: number,
): Promise<string> {
  const { body } = await httpGet({
    name: 'row id',
    port,
    host: 'localhost',
    headers,
    path: `${listPath.replace(/perPage=\d+/, 'perPage=1')}&page=${offset + 1}`,
  });
  const id = (JSON.parse(body) as { data?: { id: string }[] }).data?.[0]?.id;
  if (!id) throw new Error(`no row at ${offset}: ${body.slice(0, 200)}`);
  return id;
}

export async function benchResponses(options: ResponsesBenchOptions): Promise<ResponsesReport> {
  const { headers } = await signInAsDemoAdmin(options.port);
  const common = { port: options.port, host: 'localhost' };
  const info = JSON.parse(
    (await httpGet({ name: 'bench info', port: options.port, path: '/bench/raw/info' })).body,
  ) as { programId: string; total: number };
  // Three statuses of four keep 75 % of the rows: a page at 62 % of the program is deep inside them.
  const deepOffset = Math.floor(options.applications * 0.62);
  const deepPage = Math.floor(deepOffset / PER_PAGE) + 1;
  const listPath = `/api/user.programs/${info.programId}/responses?status=${BENCH_LIST_STATUSES.join(',')}&sort=createdAt&order=desc&perPage=${PER_PAGE}`;
  console.log(
    `\nIssue 5 bench: ${info.total.toLocaleString('en-US')} applications seeded; list filtered to ${BENCH_LIST_STATUSES.join(', ')}, newest first.`,
  );
  const keysetAt = async (path: string) =>
    `${path}&page=${deepPage}&after=${await rowIdAt(options.port, headers, path, deepOffset - 1)}`;
  // Every page the workspace asks for after the first is a keyset page: "next" from the previous
  // page's last row, in whatever sort (there is no OFFSET jump in the UI to measure).
  const byName = listPath.replace('sort=createdAt&order=desc', 'sort=applicant&order=asc');
  // One unmeasured pass over each query first: the first target must not pay for the JIT and the caches.
  for (const path of [listPath, byName, '/bench/raw/responses']) {
    await runLoad(
      { ...common, headers, name: 'warm-up', path },
      { connections: 10, durationS: 1, exactLatency: false },
    );
  }
  const list = {
    app: await measureList({ ...common, headers, name: 'OpenCall list, page 1', path: listPath }, options),
    appKeyset: await measureList(
      { ...common, headers, name: `OpenCall list, keyset at row ${deepOffset}`, path: await keysetAt(listPath) },
      options,
    ),
    appByName: await measureList(
      { ...common, headers, name: 'OpenCall list by applicant, page 1', path: byName },
      options,
    ),
    appByNameKeyset: await measureList(
      {
        ...common,
        headers,
        name: `OpenCall list by applicant, keyset at row ${deepOffset}`,
        path: await keysetAt(byName),
      },
      options,
    ),
    raw: await measureList({ ...common, name: 'raw SQL keyset page 1', path: '/bench/raw/responses' }, options),
    rawDeep: await measureList(
      { ...common, name: `raw SQL keyset at row ${deepOffset}`, path: `/bench/raw/responses?offset=${deepOffset}` },
      options,
    ),
  };

  // Sign in again: the access token lives ten minutes and the list runs may have used most of it.
  const fresh = (await signInAsDemoAdmin(options.port)).headers;
  const exportPath = (format: string) => `/api/user.programs/${info.programId}/responses/export?format=${format}`;
  const runs: Record<'raw' | 'csv' | 'xlsx', ExportSummary[]> = { raw: [], csv: [], xlsx: [] };
  let peakReset = true;
  // Interleaved, so a busy machine slows each kind alike.
  for (let run = 0; run < options.runs; run++) {
    for (const [kind, name, path, h] of [
      ['raw', 'raw SQL cursor stream (baseline)', '/bench/raw/export', {}],
      ['csv', 'CSV export', exportPath('csv'), fresh],
      ['xlsx', 'XLSX export', exportPath('xlsx'), fresh],
    ] as const) {
      const { summary, reset } = await measureDownload(name, options, path, h);
      peakReset &&= reset;
      runs[kind].push(summary);
    }
  }
  return {
    options,
    deepOffset,
    deepPage,
    list,
    exports: { raw: medianExport(runs.raw), csv: medianExport(runs.csv), xlsx: medianExport(runs.xlsx) },
    bareRssMb: rssMb(options.barePid),
    peakReset,
  };
}

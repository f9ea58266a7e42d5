// Issue 15 (`--only communication`), three measures on the main bench server, which the runner
// starts with `--communication N` (a program of N submitted applications, each applicant with an
// address of their own, and 20,000 notifications in the demo admin's bell, 1,000 unread) and
// `--smtp-url` pointing at a paced SMTP sink in this process:
//  1. the unread count as the signed-in admin against the tenant-resolved point read (G1's
//     `GET /api/platforms/:id/details`), interleaved runs at c=10 after a warm-up;
//  2. the request queuing a message to the N applicants (the responses table's select-all filter),
//     timed end to end, against one raw INSERT … SELECT generate_series of N rows into pg-boss's job
//     table (bench/servers/raw-routes.ts), medians of interleaved runs. The timed batches are
//     scheduled a day ahead and cancelled after each run, so no fan-out or sending runs meanwhile;
//  3. one batch sent now, drained to the sink: delivered/s against the sink's pace, and the server's
//     RSS over the drain (first against last quarter).
import { type AddressInfo, createServer, type Socket } from 'node:net';
import { signInAsDemoAdmin } from './admin-session';
import { assertAnswers200, httpGet, median, type RunResult, runLoad, sleep, type Target } from './load';
import { rssMb } from './process-stats';
import { table } from './report';

/** The sink's pace (messages accepted per second, across connections). */
export const SINK_PACE = 200;

export interface PacedSink {
  url: string;
  pace: number;
  /** Acceptance times (ms, performance.now()) of every message since the last `reset`. */
  accepted: number[];
  reset(): void;
  close(): Promise<void>;
}

/**
 * An SMTP server on 127.0.0.1 that accepts at most `pace` messages a second: each message's final
 * "250" waits for its slot, as a relay with a sending limit would make the client wait. Written on
 * node:net rather than with `smtp-server`, whose greeting waits 100 ms on every connection (its
 * "early talker" check, not configurable): with one connection per e-mail, as our transport opens,
 * that delay alone would cap the drain below 10 a second whatever the app does.
 */
export async function startPacedSink(pace = SINK_PACE): Promise<PacedSink> {
  let next = 0;
  const accepted: number[] = [];
  const sockets = new Set<Socket>();
  const slot = (): number => {
    const now = performance.now();
    const at = Math.max(now, next);
    next = at + 1000 / pace;
    return at - now;
  };
  const server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => socket.destroy());
    socket.setNoDelay(true);
    let buffer = '';
    let inData = false;
    const reply = (line: string) => socket.write(`${line}\r\n`);
    reply('220 bench-sink ESMTP');
    socket.on('data', (chunk: Buffer) => {
      buffer += chunk.toString('latin1');
      for (;;) {
        if (inData) {
          const end = buffer.indexOf('\r\n.\r\n');
          if (end < 0) {
            // Keep only what may hold the start of the terminator.
            buffer = buffer.slice(-4);
            return;
          }
          buffer = buffer.slice(end + 5);
          inData = false;
          setTimeout(() => {
            accepted.push(performance.now());
            reply('250 OK: queued');
          }, slot());
          continue;
        }
        const eol = buffer.indexOf('\r\n');
        if (eol < 0) return;
        const line = buffer.slice(0, eol);
        buffer = buffer.slice(eol + 2);
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'EHLO') reply('250-bench-sink\r\n250-8BITMIME\r\n250 SMTPUTF8');
        else if (verb === 'HELO') reply('250 bench-sink');
        else if (verb === 'DATA') {
          inData = true;
          // The terminator may follow right after "DATA\r\n" in an empty message.
          buffer = `\r\n${buffer}`;
          reply('354 End data with <CR><LF>.<CR><LF>');
        } else if (verb === 'QUIT') {
          reply('221 Bye');
          socket.end();
          return;
        } else reply('250 OK');
      }
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    pace,
    accepted,
    reset() {
      accepted.length = 0;
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

export interface CommunicationBenchOptions {
  port: number;
  serverPid: number;
  durationS: number;
  runs: number;
  quick: boolean;
  recipients: number;
  sink: PacedSink;
  /** The drain's time limit (s): 150 with --quick, else 900 (BENCH_DRAIN_S). */
  drainLimitS?: number;
}

interface ReadSummary {
  name: string;
  reqPerSec: number;
  p99Ms: number;
  failures: number;
}

interface QueueSummary {
  name: string;
  /** Every timed run, ms. */
  runsMs: number[];
  medianMs: number;
}

export interface DrainReport {
  /** The request of the batch sent now (its fan-out starts once it commits). */
  requestMs: number;
  /** From the request until the fan-out job had written every thread row and queued every e-mail. */
  fanOutS: number;
  total: number;
  delivered: number;
  /** From the request to the first e-mail at the sink. */
  firstAfterS: number;
  /** From the request until the last e-mail (or the time limit). */
  elapsedS: number;
  /** Delivered per second, first to last delivery; and over its middle half (steady state). */
  perSec: number;
  steadyPerSec: number;
  timedOut: boolean;
  /** Server RSS (MB) over the drain: mean of the first and of the last quarter of the samples, peak. */
  rssFirstMb: number;
  rssLastMb: number;
  rssPeakMb: number;
  samples: number;
  /** The batch as the app reports it afterwards. */
  batch: { status: string; total: number; sent: number; failed: number };
}

export interface CommunicationReport {
  options: Omit<CommunicationBenchOptions, 'sink'> & { pace: number };
  reads: Record<ReadKey, ReadSummary>;
  unreadValue: number;
  request: QueueSummary;
  raw: QueueSummary;
  drain: DrainReport | undefined;
  /** Requests that did not answer 200 (the exit code counts them). */
  failures: number;
}

function summary(name: string, runs: RunResult[]): ReadSummary {
  return {
    name,
    reqPerSec: median(runs.map((r) => r.reqPerSec)),
    p99Ms: median(runs.map((r) => r.p99Ms)),
    failures: runs.reduce((sum, r) => sum + r.non2xx + r.errors, 0),
  };
}

type ReadKey = 'unread' | 'details' | 'point' | 'rawCount';

async function benchUnread(headers: Record<string, string>, platformId: string, options: CommunicationBenchOptions) {
  const common = { port: options.port, host: 'localhost' };
  const targets: Record<ReadKey, Target> = {
    unread: {
      ...common,
      headers,
      name: 'GET /api/notifications/unread-count',
      path: '/api/notifications/unread-count',
    },
    details: { ...common, name: 'GET /api/platforms/:id/details', path: `/api/platforms/${platformId}/details` },
    point: { ...common, name: 'raw SQL primary-key select (users)', path: '/bench/raw/point-read' },
    rawCount: { ...common, name: 'raw SQL unread count, same query', path: '/bench/raw/unread-count' },
  };
  for (const target of Object.values(targets)) await assertAnswers200(target);
  const value = (JSON.parse((await httpGet(targets.unread)).body) as { data: { nbNotifications: number } }).data
    .nbNotifications;
  console.log(`\nIssue 15 bench 1: the unread count (${value} unread of the admin's 20,000) against the point read.`);
  // Unmeasured passes first (JIT, caches), the app's route twice.
  for (const target of [targets.unread, targets.details, targets.point, targets.rawCount, targets.unread]) {
    await runLoad(
      { ...target, name: 'warm-up' },
      { connections: 10, durationS: Math.max(2, options.durationS), exactLatency: false },
    );
  }
  // Interleaved runs, so a busy machine slows every side alike.
  const runs: Record<ReadKey, RunResult[]> = { unread: [], details: [], point: [], rawCount: [] };
  for (let run = 1; run <= options.runs; run++) {
    for (const key of Object.keys(targets) as ReadKey[]) {
      const target = targets[key];
      const result = await runLoad(target, { connections: 10, durationS: options.durationS, exactLatency: true });
      runs[key].push(result);
      console.log(
        `  ${target.name.padEnd(40)} c=10 run ${run}/${options.runs}: ${Math.round(result.reqPerSec)} req/s, p99 ${result.p99Ms.toFixed(2)} ms`,
      );
      await sleep(1000);
    }
  }
  const reads = Object.fromEntries(
    (Object.keys(targets) as ReadKey[]).map((key) => [key, summary(targets[key].name, runs[key])]),
  ) as Record<ReadKey, ReadSummary>;
  return { reads, value };
}

interface Timed {
  ms: number;
  status: number;
  body: string;
}

async function timed(target: Target): Promise<Timed> {
  const started = performance.now();
  const { status, body } = await httpGet(target);
  return { ms: performance.now() - started, status, body };
}

function expect200(what: string, answer: Timed): void {
  if (answer.status !== 200) throw new Error(`${what} answered ${answer.status}: ${answer.body.slice(0, 300)}`);
}

/** The message as an organizer writes it: merge fields, the whole filter of the program, no exception. */
function messageBody(scheduledAt: Date | null): string {
  return JSON.stringify({
    subject: 'Votre candidature, {{firstname}}',
    body: '<p>Bonjour {{firstname}} {{lastname}},</p><p>Votre dossier {{reference}} est <strong>{{status}}</strong>. Suivez-le sur {{applicationLink}}.</p>',
    attachments: [],
    ...(scheduledAt && { scheduledAt: scheduledAt.toISOString() }),
    recipients: { all: true, filter: { status: 'submitted' }, except: [] },
  });
}

async function benchQueuing(headers: Record<string, string>, programId: string, options: CommunicationBenchOptions) {
  const common = { port: options.port, host: 'localhost' };
  const path = `/api/user.programs/${programId}/messages`;
  const send = (scheduledAt: Date | null): Target => ({
    ...common,
    headers,
    name: 'POST messages',
    method: 'POST',
    path,
    body: messageBody(scheduledAt),
  });
  const raw: Target = {
    ...common,
    name: 'raw insert',
    method: 'POST',
    path: `/bench/raw/queue-insert?count=${options.recipients}`,
  };
  const cleanRaw = async () =>
    expect200('raw delete', await timed({ ...raw, name: 'raw delete', path: '/bench/raw/queue-insert/delete' }));
  const cancel = async (answer: Timed) => {
    const batch = (JSON.parse(answer.body) as { data: { id: string; total: number } }).data;
    if (batch.total !== options.recipients)
      throw new Error(`the batch counts ${batch.total} recipients, expected ${options.recipients}`);
    expect200(
      'cancel',
      await timed({
        ...common,
        headers,
        name: 'cancel',
        method: 'POST',
        path: `${path}/${batch.id}/cancel`,
        body: '{}',
      }),
    );
  };
  const runs = options.quick ? 3 : 5;
  console.log(
    `\nIssue 15 bench 2: queuing a message to ${options.recipients.toLocaleString('en-US')} applicants against a raw insert of as many job rows (${runs} runs + 1 warm-up, interleaved).`,
  );
  const appMs: number[] = [];
  const rawMs: number[] = [];
  for (let run = 0; run <= runs; run++) {
    // Scheduled a day ahead, then cancelled: the same request, and nothing fans out meanwhile.
    const answer = await timed(send(new Date(Date.now() + 86_400_000)));
    expect200('POST messages', answer);
    await cancel(answer);
    await sleep(500);
    const inserted = await timed(raw);
    expect200('raw insert', inserted);
    await cleanRaw();
    await sleep(500);
    const label = run === 0 ? 'warm-up' : `run ${run}/${runs}`;
    console.log(`  ${label.padEnd(9)}: request ${answer.ms.toFixed(1)} ms, raw insert ${inserted.ms.toFixed(1)} ms`);
    if (run > 0) {
      appMs.push(answer.ms);
      rawMs.push(inserted.ms);
    }
  }
  return {
    request: { name: `POST ${path.replace(programId, ':programId')}`, runsMs: appMs, medianMs: median(appMs) },
    raw: {
      name: `raw INSERT … generate_series, ${options.recipients} pgboss.job rows`,
      runsMs: rawMs,
      medianMs: median(rawMs),
    },
    send,
  };
}

/** The batch as the app reports it, once its counts catch up with the sink (a few seconds at most). */
async function batchOutcome(target: Target): Promise<DrainReport['batch']> {
  let batch: DrainReport['batch'] = { status: 'unknown', total: 0, sent: 0, failed: 0 };
  for (let attempt = 0; attempt < 10; attempt++) {
    try {
      const answer = await httpGet(target);
      const data = (JSON.parse(answer.body) as { data?: DrainReport['batch'] }).data;
      batch = data ?? { ...batch, status: `HTTP ${answer.status}` };
      if (batch.status === 'sent') break;
    } catch (error) {
      batch = { ...batch, status: `no answer (${error instanceof Error ? error.message : String(error)})` };
    }
    await sleep(1000);
  }
  return batch;
}

const mean = (values: number[]) => values.reduce((sum, v) => sum + v, 0) / Math.max(1, values.length);

async function benchDrain(send: Target, options: CommunicationBenchOptions): Promise<DrainReport> {
  // The whole section stays within ~5 minutes with --quick: a slower drain is cut and extrapolated.
  const limitS = options.drainLimitS ?? (options.quick ? 150 : 900);
  console.log(
    `\nIssue 15 bench 3: one batch of ${options.recipients.toLocaleString('en-US')} sent now, drained to an SMTP sink accepting ${options.sink.pace}/s (limit ${limitS} s).`,
  );
  const { sink } = options;
  sink.reset();
  const rss: Array<{ at: number; mb: number }> = [];
  const sampler = setInterval(() => rss.push({ at: performance.now(), mb: rssMb(options.serverPid) }), 250);
  const started = performance.now();
  const answer = await timed(send);
  expect200('POST messages (now)', answer);
  const batchId = (JSON.parse(answer.body) as { data: { id: string } }).data.id;
  let lastCount = 0;
  let lastProgress = performance.now();
  // The fan-out's end: every thread row written, each with its e-mail queued (polled every 2 s).
  let fanOutS = Number.NaN;
  const written = { port: options.port, name: 'written', path: `/bench/raw/batch-written?batch=${batchId}` };
  let timedOut = false;
  while (sink.accepted.length < options.recipients) {
    await sleep(1000);
    const now = performance.now();
    if (sink.accepted.length !== lastCount) {
      lastCount = sink.accepted.length;
      lastProgress = now;
    }
    const seconds = Math.round((now - started) / 1000);
    if (Number.isNaN(fanOutS) && seconds % 2 === 0) {
      const count = await httpGet(written)
        .then((answer) => (JSON.parse(answer.body) as { written: number }).written)
        .catch(() => 0);
      if (count >= options.recipients) fanOutS = (performance.now() - started) / 1000;
    }
    if (seconds % 10 === 0)
      console.log(
        `  ${seconds} s: ${Number.isNaN(fanOutS) ? 'fanning out, ' : ''}${sink.accepted.length} delivered, RSS ${rssMb(options.serverPid).toFixed(0)} MB`,
      );
    // A stall counts once e-mails flow: before the first one, the fan-out may still be writing.
    if (now - started > limitS * 1000 || (lastCount > 0 && now - lastProgress > 60_000)) {
      timedOut = true;
      break;
    }
  }
  clearInterval(sampler);
  const accepted = [...sink.accepted];
  const first = accepted[0] ?? Number.NaN;
  const last = accepted.at(-1) ?? Number.NaN;
  const quarter = Math.floor(accepted.length / 4);
  const mid = accepted.slice(quarter, accepted.length - quarter);
  const midSpanS = ((mid.at(-1) ?? 0) - (mid[0] ?? 0)) / 1000;
  const end = timedOut ? performance.now() : last;
  // RSS over the drain proper, first e-mail to last: quarters of the samples by time.
  const during = rss.filter((s) => s.at >= first && s.at <= end);
  const q = Math.max(1, Math.floor(during.length / 4));
  const batch = await batchOutcome({ ...send, method: 'GET', body: undefined, path: `${send.path}/${batchId}` });
  return {
    requestMs: answer.ms,
    fanOutS,
    total: options.recipients,
    delivered: accepted.length,
    firstAfterS: (first - started) / 1000,
    elapsedS: (end - started) / 1000,
    perSec: accepted.length > 1 ? ((accepted.length - 1) * 1000) / (last - first) : 0,
    steadyPerSec: midSpanS > 0 ? (mid.length - 1) / midSpanS : 0,
    timedOut,
    rssFirstMb: mean(during.slice(0, q).map((s) => s.mb)),
    rssLastMb: mean(during.slice(-q).map((s) => s.mb)),
    rssPeakMb: Math.max(...during.map((s) => s.mb)),
    samples: during.length,
    batch: { status: batch.status, total: batch.total, sent: batch.sent, failed: batch.failed },
  };
}

export async function benchCommunication(options: CommunicationBenchOptions): Promise<CommunicationReport> {
  const { headers } = await signInAsDemoAdmin(options.port);
  const info = await httpGet({ name: 'info', port: options.port, path: '/bench/raw/communication' });
  const { platformId, programId } = JSON.parse(info.body) as { platformId: string; programId: string };
  if (info.status !== 200 || !programId) throw new Error(`bench messages program missing: ${info.body}`);
  const { reads, value } = await benchUnread(headers, platformId, options);
  const { request, raw, send } = await benchQueuing(headers, programId, options);
  const drain = await benchDrain(send(null), options);
  const { sink, ...rest } = options;
  return {
    options: { ...rest, pace: sink.pace },
    reads,
    unreadValue: value,
    request,
    raw,
    drain,
    failures: Object.values(reads).reduce((sum, read) => sum + read.failures, 0),
  };
}

export function communicationFailures(report: CommunicationReport): number {
  return report.failures;
}

/** Report only: results below target are printed, never turned into a failing exit code. */
export function printCommunicationReport(report: CommunicationReport, database: string): void {
  const { reads, request, raw, drain } = report;
  const { unread, details } = reads;
  const fmt = (n: number) => Math.round(n).toLocaleString('en-US');
  console.log(
    `\nIssue 15: communication (${database}); ratios against baselines served by the same process in the same run`,
  );
  const share = unread.reqPerSec / details.reqPerSec;
  const row = (read: ReadSummary, label = read.name) => [
    label,
    fmt(read.reqPerSec),
    read.p99Ms.toFixed(2),
    read === details ? 'baseline' : `${((unread.reqPerSec / read.reqPerSec) * 100).toFixed(1)} %`,
    String(read.failures),
  ];
  console.log(
    table([
      ['read (c=10, medians)', 'req/s', 'p99 ms', 'unread count as % of it', 'failures'],
      [
        ...row(unread, `${unread.name} (${report.unreadValue} unread of 20,000)`).slice(0, 3),
        '—',
        String(unread.failures),
      ],
      row(details, `${details.name} (in-memory tenant, no query)`),
      row(reads.point),
      row(reads.rawCount),
    ]),
  );
  console.log(
    `unread count: ${(share * 100).toFixed(1)} % of the tenant-resolved point read's req/s (goal >= 50 %): ${share >= 0.5 ? 'met' : 'missed'}; ` +
      `${((unread.reqPerSec / reads.point.reqPerSec) * 100).toFixed(1)} % of a raw primary-key select's`,
  );
  const ratio = request.medianMs / raw.medianMs;
  console.log(
    `\n${table([
      [
        `queuing to ${report.options.recipients.toLocaleString('en-US')} (end to end)`,
        'median ms',
        'runs ms',
        'vs raw insert',
      ],
      [
        request.name,
        request.medianMs.toFixed(1),
        request.runsMs.map((ms) => ms.toFixed(0)).join(', '),
        `${ratio.toFixed(2)}x`,
      ],
      [raw.name, raw.medianMs.toFixed(1), raw.runsMs.map((ms) => ms.toFixed(0)).join(', '), 'baseline'],
    ])}`,
  );
  console.log(
    `queuing request: ${ratio.toFixed(2)}x the raw bulk insert (goal <= 2x): ${ratio <= 2 ? 'met' : 'missed'} ` +
      '(timed batches scheduled a day ahead and cancelled: no fan-out or sending during the timing). ' +
      'The request writes the batch row and ONE fan-out job; the per-recipient rows come later, in that job (below).',
  );
  if (!drain) return;
  if (!Number.isNaN(drain.fanOutS))
    console.log(
      `fan-out job (threads + outbox + ${fmt(drain.total)} e-mail jobs, chunks of 100): ${drain.fanOutS.toFixed(1)} s = ` +
        `${((drain.fanOutS * 1000) / raw.medianMs).toFixed(0)}x the raw bulk insert (reported, no goal)`,
    );
  const growth = (drain.rssLastMb - drain.rssFirstMb) / drain.rssFirstMb;
  const pace = drain.steadyPerSec / report.options.pace;
  console.log(
    `\n${table([
      ['drain', 'value'],
      ['request (batch sent now)', `${drain.requestMs.toFixed(1)} ms`],
      ['delivered', `${fmt(drain.delivered)} of ${fmt(drain.total)}${drain.timedOut ? ' (time limit reached)' : ''}`],
      [
        `fan-out (${fmt(drain.total)} threads written, e-mails queued) done after`,
        Number.isNaN(drain.fanOutS) ? 'not within the limit' : `${drain.fanOutS.toFixed(1)} s (±2 s)`,
      ],
      ['first e-mail after', `${drain.firstAfterS.toFixed(1)} s`],
      ['request to last e-mail', `${drain.elapsedS.toFixed(1)} s`],
      ['delivered/s, first to last', drain.perSec.toFixed(1)],
      ['delivered/s, middle half', drain.steadyPerSec.toFixed(1)],
      ['sink pace', `${report.options.pace}/s`],
      ...(drain.timedOut && drain.steadyPerSec > 0
        ? [
            [
              `all ${fmt(drain.total)} at this rate (extrapolated)`,
              `${((drain.firstAfterS + drain.total / drain.steadyPerSec) / 60).toFixed(1)} min`,
            ],
          ]
        : []),
      [
        'server RSS first / last quarter / peak',
        `${drain.rssFirstMb.toFixed(0)} / ${drain.rssLastMb.toFixed(0)} / ${drain.rssPeakMb.toFixed(0)} MB (${drain.samples} samples)`,
      ],
      [
        'batch afterwards (app)',
        `${drain.batch.status}: ${drain.batch.sent} sent, ${drain.batch.failed} failed of ${drain.batch.total}`,
      ],
    ])}`,
  );
  console.log(
    `drain: ${(pace * 100).toFixed(0)} % of the sink's pace (steady state; goal: at the sink's pace): ${pace >= 0.9 ? 'met' : 'missed'}; ` +
      `RSS ${growth >= 0 ? '+' : ''}${(growth * 100).toFixed(1)} % first to last quarter: ${growth < 0.2 ? 'flat' : 'NOT flat'} (flat: growth < 20 %)`,
  );
}

// `npm run bench`: load ratios against a bare Fastify measured in the same run, plus bundle sizes.
import { resolve } from 'node:path';
import { signInAsDemoAdmin } from './lib/admin-session';
import { type BenchDatabase, createBenchDatabase } from './lib/bench-database';
import { ensureWebBuild, measureBundles } from './lib/bundle';
import { hasTaskset, startServer, stopAllServers } from './lib/children';
import {
  benchCommunication,
  communicationFailures,
  type PacedSink,
  printCommunicationReport,
  startPacedSink,
} from './lib/communication-bench';
import { benchGallery, galleryFailures, printGalleryReport } from './lib/gallery-bench';
import { runLighthouseSection } from './lib/lighthouse';
import { assertAnswers200, httpGet, median, type RunResult, runLoad, sleep, type Target } from './lib/load';
import { benchPrograms, printProgramsReport } from './lib/programs-bench';
import { benchRanking } from './lib/ranking-bench';
import { printRankingReport, rankingFailures } from './lib/ranking-report';
import { printBundles, printG1Verdict, printLoadTable, type TargetSummary } from './lib/report';
import { benchResponses } from './lib/responses-bench';
import { printResponsesReport } from './lib/responses-report';
import { benchVotes } from './lib/votes-bench';
import { printVotesReport, votesFailures } from './lib/votes-report';
import { benchAnswers } from './servers/seed-programs';

const ROOT = resolve(import.meta.dirname, '..');
const PAUSE_MS = 1000; // lets the server drain between runs

interface Options {
  durationS: number;
  runs: number;
  pgUrl: string | undefined;
  quick: boolean;
  /** Issue 5: applications in the exports program (50,000; 10,000 in quick mode); G8: in the ranking too. */
  applications: number;
  /** G8: final sheets the five jurors submit in the score burst (2,000; 500 in quick mode). */
  burst: number;
  /** G7: the vote burst's length (60 s; 5 s in quick mode) and its voters (50,000; 10,000 in quick mode). */
  voteBurstS: number;
  voters: number;
  /**
   * `--only responses`: the issue 5 list and exports alone; `--only programs`: the issue 12 programs
   * list against its raw keyset query alone; `--only ranking`: the G8 jury ranking against its raw
   * aggregate, and the score burst; `--only votes`: the G7 vote burst against its point read (none of
   * them runs the G1 targets, the other sections or bundles);
   * `--only lighthouse`: the initial-JS budget and Lighthouse on the built app alone (issue 12);
   * `--only gallery`: the public gallery's LCP against the home page's alone (issue 14);
   * `--only communication`: the unread count, queuing a message to 10,000 applicants and draining it
   * to a paced SMTP sink (issue 15).
   */
  only: (typeof ONLY)[number] | undefined;
}

const ONLY = ['responses', 'programs', 'ranking', 'votes', 'lighthouse', 'gallery', 'communication'] as const;
/** Issue 15: the applicants a message goes to (BENCH_RECIPIENTS). */
const RECIPIENTS = positiveInt(process.env.BENCH_RECIPIENTS, 10_000, 'BENCH_RECIPIENTS');

function positiveInt(raw: string | undefined, fallback: number, name: string): number {
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1) throw new Error(`${name} must be a positive integer, got '${raw}'`);
  return value;
}

function parseOptions(argv: string[]): Options {
  const quick = argv.includes('--quick');
  const pgIndex = argv.indexOf('--pg');
  const onlyIndex = argv.indexOf('--only');
  const only = onlyIndex >= 0 ? argv[onlyIndex + 1] : undefined;
  if (only !== undefined && !(ONLY as readonly string[]).includes(only)) {
    throw new Error(`--only takes ${ONLY.map((name) => `'${name}'`).join(', ')}, got '${only}'`);
  }
  return {
    durationS: quick ? 3 : positiveInt(process.env.BENCH_DURATION, 10, 'BENCH_DURATION'),
    runs: quick ? 1 : positiveInt(process.env.BENCH_RUNS, 3, 'BENCH_RUNS'),
    pgUrl: (pgIndex >= 0 ? argv[pgIndex + 1] : undefined) || process.env.BENCH_DATABASE_URL || undefined,
    quick,
    applications: positiveInt(process.env.BENCH_APPLICATIONS, quick ? 10_000 : 50_000, 'BENCH_APPLICATIONS'),
    burst: positiveInt(process.env.BENCH_BURST, quick ? 500 : 2_000, 'BENCH_BURST'),
    voteBurstS: quick ? 5 : positiveInt(process.env.BENCH_VOTE_DURATION, 60, 'BENCH_VOTE_DURATION'),
    voters: positiveInt(process.env.BENCH_VOTERS, quick ? 10_000 : 50_000, 'BENCH_VOTERS'),
    only: only as Options['only'],
  };
}

async function platformId(opencallPort: number): Promise<string> {
  const target = { name: 'domain-info', port: opencallPort, path: '/api/portal/domain-info', host: 'localhost' };
  await assertAnswers200(target);
  const json = JSON.parse((await httpGet(target)).body) as { data?: { platform?: { id?: string } } };
  const id = json.data?.platform?.id;
  if (!id) throw new Error('GET /api/portal/domain-info answered 200 without data.platform.id');
  return id;
}

/** Issue 4: the programs list over 1,000 programs, and a 200-field form fetched and validated server-side. */
async function programTargets(port: number): Promise<Array<Target & { goal: string }>> {
  const { headers } = await signInAsDemoAdmin(port);
  const common = { port, host: 'localhost', headers };
  const list = await httpGet({ ...common, name: 'programs', path: '/api/user.programs?limit=10' });
  const programId = (JSON.parse(list.body) as { items: { id: string }[] }).items[0]?.id;
  const formsPage = await httpGet({ ...common, name: 'forms', path: `/api/user.programs/${programId}/forms` });
  const formId = (JSON.parse(formsPage.body) as { data: { id: string }[] }).data[0]?.id;
  if (!programId || !formId) throw new Error('bench programs or form missing');
  const form = `/api/user.programs/${programId}/forms/${formId}`;
  return [
    { ...common, name: 'GET /api/user.programs (1k)', path: '/api/user.programs?limit=10', goal: 'reported (issue 4)' },
    { ...common, name: 'GET form, 200 fields', path: `${form}?lang=en`, goal: 'reported (issue 4)' },
    {
      ...common,
      name: 'POST validate, 200 fields',
      path: `${form}/validate`,
      method: 'POST',
      body: JSON.stringify({ answers: benchAnswers() }),
      goal: 'reported (issue 4)',
    },
  ];
}

async function measure(target: Target, options: Options): Promise<Omit<TargetSummary, 'goal'>> {
  const results: Record<number, RunResult[]> = { 100: [], 10: [] };
  for (const connections of [100, 10]) {
    for (let run = 1; run <= options.runs; run++) {
      const result = await runLoad(target, {
        connections,
        durationS: options.durationS,
        exactLatency: connections === 10,
      });
      (results[connections] ?? []).push(result);
      const bad = result.non2xx + result.errors ? `  non-2xx ${result.non2xx}, errors ${result.errors}` : '';
      console.log(
        `  ${target.name.padEnd(30)} c=${String(connections).padEnd(3)} run ${run}/${options.runs}: ` +
          `${Math.round(result.reqPerSec)} req/s, p99 ${result.p99Ms.toFixed(2)} ms${bad}`,
      );
      await sleep(PAUSE_MS);
    }
  }
  const all = [...(results[100] ?? []), ...(results[10] ?? [])];
  return {
    name: target.name,
    reqPerSec: median((results[100] ?? []).map((r) => r.reqPerSec)),
    p99Ms: median((results[10] ?? []).map((r) => r.p99Ms)),
    non2xx: all.reduce((sum, r) => sum + r.non2xx, 0),
    errors: all.reduce((sum, r) => sum + r.errors, 0),
  };
}

let benchDatabase: BenchDatabase | undefined;
let smtpSink: PacedSink | undefined;

async function main(): Promise<number> {
  const options = parseOptions(process.argv.slice(2));
  // Budgets below target are reported, never turned into a failing exit code (as the load goals).
  if (options.only === 'lighthouse') {
    await runLighthouseSection(ROOT, options.runs);
    return 0;
  }
  const pin = hasTaskset();
  const runs = (section: 'responses' | 'programs' | 'ranking' | 'votes' | 'communication') =>
    !options.only || options.only === section;
  if (options.pgUrl) {
    benchDatabase = await createBenchDatabase(options.pgUrl);
    console.log(`PostgreSQL: a database of this run's own, ${benchDatabase.name}, dropped at the end`);
  }
  const databaseUrl = benchDatabase?.url;
  // Issue 14: 200 entries, 5 rounds (3 with --quick), on a server of its own.
  const galleryBench = () => benchGallery({ root: ROOT, runs: options.quick ? 3 : 5, databaseUrl, entries: 200 });
  if (options.only === 'gallery') {
    const report = await galleryBench();
    printGalleryReport(report);
    return galleryFailures(report) > 0 ? 1 : 0;
  }
  console.log(
    `OpenCall bench: ${options.runs} run(s) x ${options.durationS} s per concurrency (c=100 req/s, c=10 p99), ` +
      `servers ${pin ? 'pinned to core 1 (taskset -c 1)' : 'NOT pinned (taskset unavailable)'}, ` +
      `database ${options.pgUrl ? 'PostgreSQL (pg)' : 'PGlite memory://'}`,
  );

  // Issue 15: the main server's e-mails go to a sink accepting a fixed number a second.
  if (runs('communication')) smtpSink = await startPacedSink();
  const [bare, opencall] = await Promise.all([
    startServer('bare-fastify', resolve(ROOT, 'bench/servers/bare-fastify.ts'), [], pin, ROOT),
    startServer(
      'opencall',
      resolve(ROOT, 'bench/servers/opencall.ts'),
      [
        ...(databaseUrl ? ['--pg', databaseUrl] : []),
        '--applications',
        String(runs('responses') ? options.applications : 0),
        '--ranking',
        String(runs('ranking') ? options.applications : 0),
        '--ranking-pool',
        String(runs('ranking') ? options.burst : 0),
        '--communication',
        String(runs('communication') ? RECIPIENTS : 0),
        ...(smtpSink ? ['--smtp-url', smtpSink.url] : []),
      ],
      pin,
      ROOT,
      // The ranking's 5N sheets and standings (and issue 15's recipients) are seeded before the server listens.
      runs('ranking') ? 900_000 : runs('communication') ? 300_000 : undefined,
    ),
  ]);
  const id = await platformId(opencall.port);
  const targets: Array<Target & { goal: string }> = [
    { name: 'bare Fastify GET /', port: bare.port, path: '/', goal: 'baseline (100 %)' },
    {
      name: 'GET /api/health',
      port: opencall.port,
      path: '/api/health',
      host: 'localhost',
      goal: 'reported (G1 ref.)',
    },
    {
      name: 'GET /api/platforms/:id/details',
      port: opencall.port,
      path: `/api/platforms/${id}/details`,
      host: 'localhost',
      goal: 'G1: >= 50 %, p99 <= 2 ms',
    },
  ];
  if (options.only) targets.splice(1);
  else targets.push(...(await programTargets(opencall.port)));
  for (const target of targets) await assertAnswers200(target);

  const summaries: TargetSummary[] = [];
  for (const target of targets) summaries.push({ ...(await measure(target, options)), goal: target.goal });
  const bench = { port: opencall.port, durationS: options.durationS, runs: options.runs };
  const programs = runs('programs') ? await benchPrograms(bench) : undefined;
  const responses = !runs('responses')
    ? undefined
    : await benchResponses({
        port: opencall.port,
        serverPid: opencall.child.pid ?? 0,
        barePid: bare.child.pid ?? 0,
        applications: options.applications,
        durationS: options.durationS,
        runs: options.runs,
        quick: options.quick,
        postgres: Boolean(options.pgUrl),
      });
  // Last: its score burst adds sheets to the database the other sections read.
  const ranking = runs('ranking')
    ? await benchRanking({ ...bench, burst: options.burst, postgres: Boolean(options.pgUrl) })
    : undefined;
  // Issue 15 after the others on this server: its drain leaves thousands of jobs done behind it.
  const communication = runs('communication')
    ? await benchCommunication({
        ...bench,
        serverPid: opencall.child.pid ?? 0,
        quick: options.quick,
        recipients: RECIPIENTS,
        ...(process.env.BENCH_DRAIN_S && { drainLimitS: positiveInt(process.env.BENCH_DRAIN_S, 900, 'BENCH_DRAIN_S') }),
        sink: smtpSink as PacedSink,
      })
    : undefined;
  // G7 on a server of its own (its vote seeded before it listens), the others idle.
  const votes = runs('votes')
    ? await benchVotes({
        ...bench,
        root: ROOT,
        pin,
        databaseUrl,
        burstS: options.voteBurstS,
        voters: options.voters,
        entries: 400,
      })
    : undefined;
  await stopAllServers();

  const [baseline, , details] = summaries;
  if (!baseline) throw new Error('missing results');
  printLoadTable(summaries, baseline.reqPerSec);
  if (details) printG1Verdict(details, baseline.reqPerSec);
  if (programs) printProgramsReport(programs, baseline.reqPerSec);
  if (responses) printResponsesReport(responses, baseline.reqPerSec);
  if (ranking) printRankingReport(ranking);
  if (votes) printVotesReport(votes);
  if (communication) printCommunicationReport(communication, options.pgUrl ? 'PostgreSQL' : 'PGlite');

  const manifestPath = options.only ? undefined : ensureWebBuild(ROOT);
  if (manifestPath) printBundles(measureBundles(manifestPath));
  // Lighthouse budgets are reported, like the load goals; they do not fail the full run.
  if (!options.only) await runLighthouseSection(ROOT, options.runs);
  const gallery = options.only ? undefined : await galleryBench();
  if (gallery) printGalleryReport(gallery);

  const lists = [...Object.values(responses?.list ?? {}), ...Object.values(programs ?? {})];
  const listFailures = lists.reduce((sum, s) => sum + s.non2xx + s.errors, 0);
  const exportFailures = Object.values(responses?.exports ?? {}).filter((s) => s.status !== 200).length;
  const failures =
    summaries.reduce((sum, s) => sum + s.non2xx + s.errors, 0) +
    listFailures +
    exportFailures +
    (ranking ? rankingFailures(ranking) : 0) +
    (votes ? votesFailures(votes) : 0) +
    (communication ? communicationFailures(communication) : 0) +
    (gallery ? galleryFailures(gallery) : 0);
  if (failures > 0) {
    console.error(`\nFAILED: ${failures} non-2xx responses or errors during load (see table).`);
    return 1;
  }
  return 0;
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    console.error(`\n${signal}: stopping servers`);
    void stopAllServers()
      .then(() => benchDatabase?.drop())
      .finally(() => process.exit(130));
  });
}

try {
  process.exitCode = await main();
} catch (error) {
  console.error(`\nbench aborted: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
} finally {
  await stopAllServers();
  await smtpSink?.close();
  await benchDatabase
    ?.drop()
    .catch((error: Error) => console.error(`could not drop ${benchDatabase?.name}: ${error.message}`));
}

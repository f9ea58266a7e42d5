// Issue 12 §5: Lighthouse 12 (mobile, simulated slow 4G) on the public pages, the program page and the
// apply page of the built app, against absolute goals: LCP ≤ 2.5 s, performance ≥ 90, accessibility 100.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Result } from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { ensureWebBuild, measureBundles } from './bundle';
import { startServer, stopServer } from './children';
import { publishBenchProgram, signedInCookie } from './lighthouse-site';
import { median } from './load';
import { printBundles, table } from './report';

export const LIGHTHOUSE_GOALS = { lcpMs: 2500, performance: 0.9, accessibility: 1 } as const;

const CHROME_PATH = process.env.CHROME_PATH || '/usr/bin/chromium';
/** `LIGHTHOUSE_REPORT_DIR=dir` keeps each run's full Lighthouse report there as JSON. */
const REPORT_DIR = process.env.LIGHTHOUSE_REPORT_DIR;
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

interface Page {
  name: string;
  path: string;
  /** The page needs a signed-in visitor (the apply page). */
  signedIn?: boolean;
}

export interface LighthouseRun {
  performance: number;
  accessibility: number;
  fcpMs: number;
  lcpMs: number;
  transferBytes: number;
  requests: number;
  scriptBytes: number;
  stylesheetBytes: number;
  lcpElement: string;
  /** Accessibility audits that failed, by id. */
  a11yFailures: string[];
  /** Performance opportunities worth ≥ 150 ms, biggest first. */
  opportunities: string[];
}

export interface LighthousePage extends Page {
  runs: LighthouseRun[];
  /** The run with the median performance score (Lighthouse's advice for a representative run). */
  median: LighthouseRun;
  met: boolean;
}

function auditValue(lhr: Result, id: string): number {
  return lhr.audits[id]?.numericValue ?? Number.NaN;
}

function summarise(lhr: Result): LighthouseRun {
  const resources = (lhr.audits['resource-summary']?.details as { items?: Array<Record<string, unknown>> } | undefined)
    ?.items;
  const bytesOf = (type: string) => Number(resources?.find((item) => item.resourceType === type)?.transferSize ?? 0);
  const requests = Number(resources?.find((item) => item.resourceType === 'total')?.requestCount ?? 0);
  const lcpItems = (lhr.audits['largest-contentful-paint-element']?.details as { items?: unknown[] } | undefined)
    ?.items;
  const lcpNode = JSON.stringify(lcpItems?.[0] ?? '').match(/"snippet":"((?:[^"\\]|\\.)*)"/)?.[1] ?? '';
  const a11y = lhr.categories.accessibility?.auditRefs ?? [];
  const a11yFailures = a11y
    .map((ref) => lhr.audits[ref.id])
    .filter((audit) => audit && audit.score !== null && audit.score < 1 && audit.scoreDisplayMode === 'binary')
    .map((audit) => audit?.id ?? '');
  const opportunities = Object.values(lhr.audits)
    .map((audit) => ({
      id: audit.id,
      ms: (audit.details as { overallSavingsMs?: number } | undefined)?.overallSavingsMs ?? 0,
    }))
    .filter((o) => o.ms >= 150)
    .sort((a, b) => b.ms - a.ms)
    .map((o) => `${o.id} ${Math.round(o.ms)} ms`);
  return {
    performance: lhr.categories.performance?.score ?? 0,
    accessibility: lhr.categories.accessibility?.score ?? 0,
    fcpMs: auditValue(lhr, 'first-contentful-paint'),
    lcpMs: auditValue(lhr, 'largest-contentful-paint'),
    transferBytes: auditValue(lhr, 'total-byte-weight'),
    requests,
    scriptBytes: bytesOf('script'),
    stylesheetBytes: bytesOf('stylesheet'),
    lcpElement: lcpNode.replace(/\\"/g, '"').slice(0, 80),
    a11yFailures,
    opportunities,
  };
}

/** Lighthouse's own advice for a trace it could not record (NO_NAVSTART, NO_FCP…): run it again. */
async function measureOnce(url: string, cookie: string | undefined): Promise<LighthouseRun> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await measureInFreshBrowser(url, cookie);
    } catch (error) {
      if (attempt >= 3) throw error;
      console.log(`  retrying ${url}: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
}

/** One Lighthouse navigation in a fresh Chromium profile (empty cache, no cookies but the given ones). */
async function measureInFreshBrowser(url: string, cookie: string | undefined): Promise<LighthouseRun> {
  const userDataDir = mkdtempSync(join(tmpdir(), 'opencall-lighthouse-'));
  const chrome = await chromeLauncher.launch({ chromePath: CHROME_PATH, chromeFlags: CHROME_FLAGS, userDataDir });
  const browser = cookie ? await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` }) : undefined;
  try {
    // The cookies go into the browser, not into a header: the app's scripts read the session hint.
    const page = browser ? await browser.newPage() : undefined;
    if (page && cookie) await page.setCookie(...cookiesFor(url, cookie));
    // Defaults are Lighthouse's mobile preset: Moto G Power screen, 4× CPU, simulated slow 4G.
    const result = await lighthouse(
      url,
      {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility'],
        // Cookies survive (the profile is new anyway: nothing else is stored).
        ...(page && { disableStorageReset: true }),
      },
      undefined,
      page,
    );
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`Lighthouse on ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    // The whole report, to read what a figure comes from (network waterfall, main-thread work).
    if (REPORT_DIR) {
      mkdirSync(REPORT_DIR, { recursive: true });
      const name = new URL(url).pathname.replace(/\W+/g, '-').replace(/^-|-$/g, '') || 'root';
      writeFileSync(join(REPORT_DIR, `${name}-${Date.now()}.json`), JSON.stringify(lhr));
    }
    return summarise(lhr);
  } finally {
    await browser?.disconnect();
    chrome.kill();
    rmSync(userDataDir, { recursive: true, force: true });
  }
}

/** `name=value; …` as cookies of the page's origin (`__Host-` ones are secure; localhost counts as secure). */
function cookiesFor(url: string, header: string) {
  return header.split('; ').map((pair) => {
    const [name = '', ...value] = pair.split('=');
    return { name, value: value.join('='), url: new URL(url).origin, path: '/', secure: name.startsWith('__Host-') };
  });
}

const NO_RESULT: LighthouseRun = {
  performance: 0,
  accessibility: 0,
  fcpMs: Number.NaN,
  lcpMs: Number.NaN,
  transferBytes: 0,
  requests: 0,
  scriptBytes: 0,
  stylesheetBytes: 0,
  lcpElement: 'no result: Lighthouse failed 3 times',
  a11yFailures: [],
  opportunities: [],
};

function medianRun(runs: LighthouseRun[]): LighthouseRun {
  const score = median(runs.map((run) => run.performance));
  const chosen = [...runs].sort((a, b) => Math.abs(a.performance - score) - Math.abs(b.performance - score))[0];
  if (!chosen) throw new Error('no Lighthouse run');
  return chosen;
}

export function meetsGoals(run: LighthouseRun): boolean {
  return (
    run.lcpMs <= LIGHTHOUSE_GOALS.lcpMs &&
    run.performance >= LIGHTHOUSE_GOALS.performance &&
    run.accessibility >= LIGHTHOUSE_GOALS.accessibility
  );
}

/**
 * Starts the app on the built web app with the demo seed (plus a published program), then runs
 * Lighthouse `runs` times on each page, one page after the other (the machine has two cores).
 */
export async function benchLighthouse(rootDir: string, runs: number): Promise<LighthousePage[]> {
  const site = await startServer('site', resolve(rootDir, 'bench/servers/site.ts'), [], false, rootDir);
  try {
    const slug = await publishBenchProgram(site.port);
    const pages: Page[] = [
      { name: 'home', path: '/fr' },
      { name: 'programs', path: '/fr/programs' },
      { name: 'login', path: '/fr/login' },
      { name: 'program page', path: `/fr/applications/${slug}` },
      { name: 'apply page (signed in)', path: `/fr/applications/${slug}/apply`, signedIn: true },
    ];
    const results: LighthousePage[] = [];
    for (const page of pages) {
      const pageRuns: LighthouseRun[] = [];
      for (let run = 1; run <= runs; run++) {
        const cookie = page.signedIn ? await signedInCookie(site.port) : undefined;
        const measured = await measureOnce(`http://localhost:${site.port}${page.path}`, cookie).catch((error) => {
          console.log(`  ${page.name}: no result (${error instanceof Error ? error.message : String(error)})`);
          return null;
        });
        if (!measured) continue;
        pageRuns.push(measured);
        console.log(
          `  ${page.name.padEnd(24)} run ${run}/${runs}: performance ${Math.round(measured.performance * 100)}, ` +
            `LCP ${(measured.lcpMs / 1000).toFixed(2)} s, accessibility ${Math.round(measured.accessibility * 100)}`,
        );
      }
      // A page Lighthouse could not measure counts as missed, with zeros in its row.
      const chosen = pageRuns.length > 0 ? medianRun(pageRuns) : NO_RESULT;
      results.push({ ...page, runs: pageRuns, median: chosen, met: pageRuns.length > 0 && meetsGoals(chosen) });
    }
    return results;
  } finally {
    await stopServer(site.child);
  }
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

export function printLighthouse(pages: LighthousePage[]): void {
  const goals = `goals: LCP <= ${LIGHTHOUSE_GOALS.lcpMs / 1000} s, performance >= ${LIGHTHOUSE_GOALS.performance * 100}, accessibility 100`;
  console.log(`\nLighthouse 12, mobile, simulated slow 4G (median run per page); ${goals}:`);
  const rows = [
    ['page', 'performance', 'FCP', 'LCP', 'transferred', 'requests', 'JS', 'CSS', 'accessibility', 'goals'],
  ];
  for (const page of pages) {
    const r = page.median;
    rows.push([
      `${page.name} (${page.path.replace(/prix-des-jardins-\d+/, '<slug>')})`,
      String(Math.round(r.performance * 100)),
      seconds(r.fcpMs),
      seconds(r.lcpMs),
      kib(r.transferBytes),
      String(r.requests),
      kib(r.scriptBytes),
      kib(r.stylesheetBytes),
      String(Math.round(r.accessibility * 100)),
      page.met ? 'met' : 'MISSED',
    ]);
  }
  console.log(table(rows));
  for (const page of pages) {
    const r = page.median;
    const notes = [
      r.lcpElement && `LCP element: ${r.lcpElement}`,
      r.a11yFailures.length > 0 && `accessibility failures: ${r.a11yFailures.join(', ')}`,
      r.opportunities.length > 0 && `opportunities: ${r.opportunities.slice(0, 4).join(', ')}`,
    ].filter(Boolean);
    if (notes.length > 0) console.log(`  ${page.name}: ${notes.join('; ')}`);
  }
  const met = pages.filter((page) => page.met).length;
  console.log(
    `Lighthouse budgets: ${met}/${pages.length} pages met${met === pages.length ? ': ALL MET' : ': BELOW TARGET'}`,
  );
}

/** `npm run bench -- --only lighthouse`: the initial-JS budget line, then Lighthouse on the built app. */
export async function runLighthouseSection(rootDir: string, runs: number): Promise<boolean> {
  const manifestPath = ensureWebBuild(rootDir);
  if (!manifestPath) {
    console.log('Lighthouse skipped: the web app could not be built.');
    return false;
  }
  const [publicJs] = measureBundles(manifestPath);
  if (publicJs) printBundles([publicJs]);
  // Simulated throttling scales the CPU time it observed: a busy machine inflates every figure.
  const load = () => loadavg()[0]?.toFixed(1) ?? '?';
  console.log(`\nLighthouse on the built app (${runs} run(s) per page, Chromium ${CHROME_PATH}, load ${load()}):`);
  const pages = await benchLighthouse(rootDir, runs);
  printLighthouse(pages);
  console.log(`(machine load average at the end: ${load()}; Lighthouse's CPU figures grow with it)`);
  return pages.every((page) => page.met) && (publicJs ? publicJs.gzipBytes <= publicJs.budgetBytes : false);
}

import { createRequire } from 'node:module';
import type { AxeResults } from 'axe-core';
import type { Page } from 'playwright-core';

const axeSource: string = createRequire(import.meta.url)('axe-core').source;

/** The WCAG 2.1 A and AA rules; a journey fails on any serious or critical finding. */
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const BLOCKING = new Set(['serious', 'critical']);
/** Quiet time after the last navigation before a page counts as settled. */
const SETTLE_MS = 600;

export interface A11yViolation {
  rule: string;
  impact: string;
  url: string;
  targets: string[];
  help: string;
  /** What axe says is wrong on the first element. */
  summary: string;
}

/**
 * Waits (at most `timeout` ms) until no CSS transition runs: a dialog fading in, a toast fading out,
 * a side menu sliding away are half drawn meanwhile, their colours and sizes not yet what a person sees.
 */
export async function settleTransitions(page: Page, timeout = 2_000): Promise<void> {
  await page
    .waitForFunction(
      () =>
        document
          .getAnimations()
          .every((animation) => !(animation instanceof CSSTransition) || animation.playState !== 'running'),
      null,
      { timeout, polling: 100 },
    )
    .catch(() => undefined);
}

async function runAxe(page: Page): Promise<A11yViolation[]> {
  const hasAxe = await page.evaluate(() => 'axe' in window);
  if (!hasAxe) await page.evaluate(axeSource);
  const results = await page.evaluate(
    (tags) =>
      (window as unknown as { axe: { run: (context: unknown, options: unknown) => Promise<AxeResults> } }).axe.run(
        document,
        { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] },
      ),
    TAGS,
  );
  const url = page.url();
  return results.violations
    .filter((violation) => BLOCKING.has(violation.impact ?? ''))
    .map((violation) => ({
      rule: violation.id,
      impact: violation.impact ?? '',
      url,
      help: violation.help,
      targets: violation.nodes.map((node) => node.target.join(' ')),
      summary: (violation.nodes[0]?.failureSummary ?? '').replace(/\s+/g, ' ').slice(0, 300),
    }));
}

/**
 * Runs axe-core in the page once its transitions are over and returns its serious and critical
 * violations. A transition may still start while axe runs (a toast closing by itself): what it finds
 * is checked once more after things settle, and only what is found both times counts.
 */
export async function auditPage(page: Page): Promise<A11yViolation[]> {
  await settleTransitions(page);
  const found = await runAxe(page);
  if (found.length === 0) return found;
  await settleTransitions(page);
  const again = new Set(
    (await runAxe(page)).flatMap((violation) => violation.targets.map((target) => `${violation.rule} ${target}`)),
  );
  return found
    .map((violation) => ({
      ...violation,
      targets: violation.targets.filter((target) => again.has(`${violation.rule} ${target}`)),
    }))
    .filter((violation) => violation.targets.length > 0);
}

/** Readable list of violations for a failing assertion: rule, impact, page and elements. */
export function describeViolations(violations: A11yViolation[]): string[] {
  return violations.map(
    (violation) =>
      `${violation.rule} (${violation.impact}) on ${violation.url}: ${violation.help} — ${violation.targets.join(', ')} — ${violation.summary}`,
  );
}

/**
 * Audits every page a journey reaches, by address or by a click inside the app: after each
 * navigation of the main frame (including history.pushState) settles, axe runs once per URL.
 * `flush()` waits for the audits under way, audits the final state of each page, and returns
 * every violation found, each (rule, page, element) once.
 */
export function watchAccessibility() {
  const found = new Map<string, A11yViolation>();
  const audited = new Set<string>();
  const pending = new Set<Promise<void>>();
  const pages = new Set<Page>();
  /** Audits waiting for their page to settle, by page: run at once by `idle()`. */
  const scheduled = new Map<Page, () => void>();
  let closing = false;

  const record = (violations: A11yViolation[]) => {
    for (const violation of violations) {
      for (const target of violation.targets) {
        const key = `${violation.rule}|${new URL(violation.url).pathname}|${target}`;
        if (!found.has(key)) found.set(key, { ...violation, targets: [target] });
      }
    }
  };

  const audit = async (page: Page, key: string) => {
    if (closing || page.isClosed() || audited.has(key)) return;
    audited.add(key);
    try {
      record(await auditPage(page));
    } catch {
      // The page navigated or closed while axe ran: the next settled page is audited instead.
      audited.delete(key);
    }
  };

  const track = (page: Page) => {
    pages.add(page);
    let timer: NodeJS.Timeout | undefined;
    page.on('framenavigated', (frame) => {
      if (frame !== page.mainFrame()) return;
      clearTimeout(timer);
      const fire = () => {
        clearTimeout(timer);
        scheduled.delete(page);
        const url = page.url();
        if (!url.startsWith('http')) return;
        const run = page
          // After the page's data arrived: axe then sees the page a person sees, and does not slow its loading.
          .waitForLoadState('networkidle', { timeout: 5_000 })
          .catch(() => undefined)
          .then(() => (page.url() === url ? audit(page, url) : undefined));
        pending.add(run);
        void run.finally(() => pending.delete(run));
      };
      scheduled.set(page, fire);
      timer = setTimeout(fire, SETTLE_MS);
    });
    page.on('close', () => {
      clearTimeout(timer);
      scheduled.delete(page);
      pages.delete(page);
    });
  };

  return {
    track,
    /** Audits the current state of a page now (e.g. a menu just opened), whatever its URL. */
    async check(page: Page, state: string) {
      await audit(page, `${page.url()}#${state}`);
    },
    /** Runs the audits waiting to start and waits for all: before a timing, so axe does not share the page's CPU. */
    async idle() {
      for (const fire of [...scheduled.values()]) fire();
      await Promise.all([...pending]);
    },
    async flush(): Promise<A11yViolation[]> {
      for (const fire of [...scheduled.values()]) fire();
      await Promise.all([...pending]);
      await Promise.all(
        [...pages].filter((page) => page.url().startsWith('http')).map((page) => audit(page, `${page.url()}#final`)),
      );
      closing = true;
      return [...found.values()];
    },
  };
}

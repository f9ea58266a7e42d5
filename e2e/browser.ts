import { appendFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type BrowserContext, chromium, type Page } from 'playwright-core';
import { afterEach, expect, inject } from 'vitest';
import { describeViolations, watchAccessibility } from './a11y';

const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export type Host = 'localhost' | 'other.localhost' | 'gone.localhost';

/** Address of a page on the e2e server, on one of the seeded platforms' hosts. */
export function appUrl(path: string, host: Host = 'localhost'): string {
  return `http://${host}:${inject('e2ePort')}${path}`;
}

export interface BrowserSession {
  context: BrowserContext;
  page: Page;
  /** Uncaught exceptions thrown in any page of this context. */
  pageErrors: Error[];
  /** axe-core audits of every page this context reaches (see a11y.ts). */
  a11y: ReturnType<typeof watchAccessibility>;
  close(): Promise<void>;
}

export interface LaunchOptions {
  /** Browser language, e.g. 'fr-FR': sets navigator.languages and Accept-Language. */
  locale: string;
  viewport?: { width: number; height: number };
}

/** A fresh Chromium profile (no cookies, no storage) with the given browser language. */
export async function launchBrowser({
  locale,
  viewport = { width: 1280, height: 800 },
}: LaunchOptions): Promise<BrowserSession> {
  const userDataDir = mkdtempSync(join(tmpdir(), 'opencall-e2e-chromium-'));
  const context = await chromium.launchPersistentContext(userDataDir, {
    executablePath: '/usr/bin/chromium',
    headless: true,
    locale,
    viewport,
    args: CHROMIUM_ARGS,
  });
  context.setDefaultTimeout(10_000);
  context.setDefaultNavigationTimeout(15_000);
  const pageErrors: Error[] = [];
  const a11y = watchAccessibility();
  const watch = (page: Page) => {
    page.on('pageerror', (error) => pageErrors.push(error));
    a11y.track(page);
  };
  context.pages().forEach(watch);
  context.on('page', watch);
  const page = context.pages()[0] ?? (await context.newPage());
  return {
    context,
    page,
    pageErrors,
    a11y,
    async close() {
      await context.close();
      rmSync(userDataDir, { recursive: true, force: true });
    },
  };
}

/**
 * Returns a launcher whose browsers are closed after each test; a test fails when a page threw
 * an uncaught error, or when axe found a serious or critical WCAG 2.1 AA violation on any page
 * it reached, even if every assertion passed.
 */
export function useBrowser(): (options: LaunchOptions) => Promise<BrowserSession> {
  const sessions: BrowserSession[] = [];
  afterEach(async () => {
    const open = sessions.splice(0);
    const violations = (await Promise.all(open.map((session) => session.a11y.flush()))).flat();
    // A11Y_LOG=<file> keeps every finding, one JSON line each, to count them across a whole run.
    const log = process.env.A11Y_LOG;
    if (log) for (const violation of violations) appendFileSync(log, `${JSON.stringify(violation)}\n`);
    await Promise.all(open.map((session) => session.close()));
    const errors = open.flatMap((session) => session.pageErrors.map((error) => error.stack ?? String(error)));
    expect(errors, 'uncaught errors in the page').toEqual([]);
    expect(describeViolations(violations), 'serious or critical accessibility violations (axe)').toEqual([]);
  });
  return async (options) => {
    const session = await launchBrowser(options);
    sessions.push(session);
    return session;
  };
}

/** Computed style of the first element a selector matches. */
export function cssOf(page: Page, selector: string, property: string): Promise<string> {
  return page
    .locator(selector)
    .first()
    .evaluate((element, name) => getComputedStyle(element).getPropertyValue(name), property);
}

/** Retries a read until the assertion holds; page loads and transitions get ten seconds. */
export function eventually<T>(read: () => T | Promise<T>) {
  return expect.poll(read, { timeout: 10_000, interval: 100 });
}

import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type BrowserContext, chromium, type Page } from 'playwright-core';
import { afterEach, expect, inject } from 'vitest';

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
  const watch = (page: Page) => page.on('pageerror', (error) => pageErrors.push(error));
  context.pages().forEach(watch);
  context.on('page', watch);
  const page = context.pages()[0] ?? (await context.newPage());
  return {
    context,
    page,
    pageErrors,
    async close() {
      await context.close();
      rmSync(userDataDir, { recursive: true, force: true });
    },
  };
}

/**
 * Returns a launcher whose browsers are closed after each test; a test fails when a page threw
 * an uncaught error, even if every assertion passed.
 */
export function useBrowser(): (options: LaunchOptions) => Promise<BrowserSession> {
  const sessions: BrowserSession[] = [];
  afterEach(async () => {
    const open = sessions.splice(0);
    await Promise.all(open.map((session) => session.close()));
    const errors = open.flatMap((session) => session.pageErrors.map((error) => error.stack ?? String(error)));
    expect(errors, 'uncaught errors in the page').toEqual([]);
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

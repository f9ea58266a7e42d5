import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { DEFAULT_LOCALE, type Locale, SUPPORTED_LOCALES } from '@opencall/shared/common';

type Catalogue = Record<string, unknown>;

const require = createRequire(import.meta.url);

function load(locale: Locale): Catalogue {
  const file = require.resolve(`@opencall/shared/locales/${locale}/emails.json`);
  return JSON.parse(readFileSync(file, 'utf8')) as Catalogue;
}

// Read once at module load: the catalogues are small and never change while the process runs.
const catalogues = new Map(SUPPORTED_LOCALES.map((locale) => [locale, load(locale)]));

/** The raw string at `path` (`common.greeting`) in one locale's catalogue, without fallback. */
export function findEmailString(locale: Locale, path: string): string | undefined {
  let node: unknown = catalogues.get(locale);
  for (const part of path.split('.')) {
    if (typeof node !== 'object' || node === null) return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === 'string' ? node : undefined;
}

/** `emailString('de', 'password_reset.subject', vars)`; falls back to French, then English. */
export function emailString(locale: Locale, path: string, vars: Record<string, string>): string {
  const text = findEmailString(locale, path) ?? findEmailString(DEFAULT_LOCALE, path) ?? findEmailString('en', path);
  // A missing key is a bug in the templates, not something to send half-written.
  if (text === undefined) throw new Error(`emails catalogue has no key ${path}`);
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => vars[name] ?? '');
}

/** An application status as an e-mail says it (`statuses.accepted`): the code itself when unknown. */
export function emailStatusLabel(locale: Locale, status: string): string {
  return (
    findEmailString(locale, `statuses.${status}`) ?? findEmailString(DEFAULT_LOCALE, `statuses.${status}`) ?? status
  );
}

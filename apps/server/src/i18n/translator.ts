import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { DEFAULT_LOCALE, type Locale, SUPPORTED_LOCALES } from '@opencall/shared/common';

const NAMESPACES = ['errors', 'exports', 'notifications'] as const;
type Namespace = (typeof NAMESPACES)[number];
type Catalogue = Record<string, unknown>;

const require = createRequire(import.meta.url);

function load(locale: Locale, namespace: Namespace): Catalogue {
  const file = require.resolve(`@opencall/shared/locales/${locale}/${namespace}.json`);
  return JSON.parse(readFileSync(file, 'utf8')) as Catalogue;
}

// Read once at start-up: the catalogues are small and never change while the process runs.
const catalogues = new Map(
  SUPPORTED_LOCALES.map((locale) => [locale, new Map(NAMESPACES.map((ns) => [ns, load(locale, ns)]))]),
);

function lookup(catalogue: Catalogue | undefined, path: string): string | undefined {
  let node: unknown = catalogue;
  for (const part of path.split('.')) {
    if (typeof node !== 'object' || node === null) return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === 'string' ? node : undefined;
}

/** `translate('de', 'errors:not_found')`; falls back to French, then to the key itself. */
export function translate(locale: Locale, key: `${Namespace}:${string}`, vars: Record<string, unknown> = {}) {
  const [namespace, path = ''] = key.split(':') as [Namespace, string];
  const text =
    lookup(catalogues.get(locale)?.get(namespace), path) ??
    lookup(catalogues.get(DEFAULT_LOCALE)?.get(namespace), path) ??
    key;
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => String(vars[name] ?? ''));
}

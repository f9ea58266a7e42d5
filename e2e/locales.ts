import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

const localesDir = resolve(import.meta.dirname, '../packages/shared/locales');

/**
 * Text of a key in a shipped catalogue, with `{{name}}` placeholders filled, so the journeys follow
 * translation edits instead of hard-coding them.
 */
export function text(locale: string, key: string, values: Record<string, string> = {}, namespace = 'common'): string {
  const catalogue: unknown = JSON.parse(readFileSync(`${localesDir}/${locale}/${namespace}.json`, 'utf8'));
  const found = key
    .split('.')
    .reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], catalogue);
  if (typeof found !== 'string') throw new Error(`no text ${locale}/${namespace}:${key}`);
  return found.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => values[name] ?? `{{${name}}}`);
}

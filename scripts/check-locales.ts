// Fails when a catalogue misses a key, has an extra one, or its {{placeholders}} differ from French.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { SUPPORTED_LOCALES } from '../packages/shared/src/common/locales';

const root = join(import.meta.dirname, '../packages/shared/locales');
const SOURCE = 'fr';

function flatten(value: unknown, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  if (typeof value === 'string') out.set(prefix, value);
  else if (value && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) {
      for (const [k, v] of flatten(child, prefix ? `${prefix}.${key}` : key)) out.set(k, v);
    }
  }
  return out;
}

const placeholders = (text: string) =>
  [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)]
    .map((m) => m[1])
    .sort()
    .join(',');
const problems: string[] = [];
const folders = readdirSync(root).sort();
const missing = SUPPORTED_LOCALES.filter((l) => !folders.includes(l));
if (missing.length) problems.push(`missing language folders: ${missing.join(', ')}`);

for (const namespace of readdirSync(join(root, SOURCE)).filter((f) => f.endsWith('.json'))) {
  const source = flatten(JSON.parse(readFileSync(join(root, SOURCE, namespace), 'utf8')));
  for (const locale of SUPPORTED_LOCALES.filter((l) => l !== SOURCE)) {
    let target: Map<string, string>;
    try {
      target = flatten(JSON.parse(readFileSync(join(root, locale, namespace), 'utf8')));
    } catch (error) {
      problems.push(`${locale}/${namespace}: ${(error as Error).message}`);
      continue;
    }
    for (const [key, text] of source) {
      const translated = target.get(key);
      if (translated === undefined) problems.push(`${locale}/${namespace}: missing key ${key}`);
      else if (translated.trim() === '') problems.push(`${locale}/${namespace}: empty ${key}`);
      else if (placeholders(translated) !== placeholders(text)) {
        problems.push(
          `${locale}/${namespace}: placeholders of ${key} are {${placeholders(translated)}}, French has {${placeholders(text)}}`,
        );
      }
    }
    for (const key of target.keys()) if (!source.has(key)) problems.push(`${locale}/${namespace}: extra key ${key}`);
  }
}

if (problems.length) {
  console.error(`Locale check failed (${problems.length}):\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  process.exit(1);
}
console.log(`Locale check: ${SUPPORTED_LOCALES.length} languages consistent with ${SOURCE}.`);

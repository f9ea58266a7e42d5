import { dirname, resolve } from 'node:path';
import type { CodeSplittingOptions } from 'rolldown';

type Group = NonNullable<CodeSplittingOptions['groups']>[number];
type ChunkingContext = Parameters<Extract<Group['name'], (...args: never[]) => unknown>>[1];

/** Mantine's package indexes: `import { X } from "./components/X/X.mjs"` lines, then one export list. */
const BARREL = /[\\/]node_modules[\\/](@mantine[\\/][\w-]+)[\\/]esm[\\/]index\.mjs$/;
const CATALOGUE = /[\\/]locales[\\/]([a-z]{2})[\\/][\w-]+\.json$/;

/** Names a module imports from `specifier` (`*` for a namespace import). */
function namesImported(code: string, specifier: string): string[] {
  const quoted = specifier.replace(/[/\\^$*+?.()|[\]{}]/g, '\\$&');
  const names: string[] = [];
  for (const match of code.matchAll(
    new RegExp(`import\\s*(\\*\\s*as\\s*\\w+|{[^}]*})\\s*from\\s*["']${quoted}["']`, 'g'),
  )) {
    const clause = match[1] ?? '';
    if (clause.startsWith('*')) return ['*'];
    for (const part of clause.slice(1, -1).split(',')) {
      const name = part
        .trim()
        .split(/\s+as\s+/)[0]
        ?.replace(/^type\s+/, '');
      if (name) names.push(name);
    }
  }
  return names;
}

/** The module each name of a barrel comes from (its own files, or another package it re-exports). */
function barrelMap(barrelId: string, code: string, importedIds: string[]): Map<string, string> {
  const map = new Map<string, string>();
  for (const match of code.matchAll(/import\s*{([^}]*)}\s*from\s*["']([^"']+)["']/g)) {
    const specifier = match[2] ?? '';
    const file = specifier.startsWith('.')
      ? resolve(dirname(barrelId), specifier)
      : importedIds.find((id) => id.replace(/\\/g, '/').includes(`/node_modules/${specifier}/`));
    if (!file) continue;
    for (const part of (match[1] ?? '').split(',')) {
      const name = part
        .trim()
        .split(/\s+as\s+/)
        .at(-1);
      if (name) map.set(name, file);
    }
  }
  return map;
}

/**
 * The modules the entry really uses through static imports: the whole static graph, except that an
 * import from a Mantine package index follows only the components named in the import (the index
 * lists all of them, most of which only lazy pages use).
 */
function usedStaticGraph(entry: string, ctx: ChunkingContext): Set<string> {
  const seen = new Set<string>();
  const barrels = new Map<string, Map<string, string>>();
  const stack = [entry];
  while (stack.length > 0) {
    const id = stack.pop() as string;
    if (seen.has(id)) continue;
    const info = ctx.getModuleInfo(id);
    if (!info) continue;
    seen.add(id);
    for (const next of info.importedIds) {
      const barrel = BARREL.exec(next);
      if (!barrel) {
        stack.push(next);
        continue;
      }
      const names = namesImported(info.code ?? '', (barrel[1] ?? '').replace(/\\/g, '/'));
      const barrelInfo = ctx.getModuleInfo(next);
      if (names.includes('*') || !barrelInfo) {
        stack.push(next);
        continue;
      }
      if (!barrels.has(next)) barrels.set(next, barrelMap(next, barrelInfo.code ?? '', barrelInfo.importedIds));
      const files = barrels.get(next) as Map<string, string>;
      for (const name of names) {
        const file = files.get(name);
        const target = file && barrelInfo.importedIds.find((candidate) => candidate === file);
        // A name the index does not list plainly: take the whole index rather than miss a module.
        stack.push(target || next);
      }
    }
  }
  return seen;
}

/**
 * One chunk for what the entry uses through static imports (what every first page load needs),
 * and one per language for its catalogues. Left alone, the bundler cut the first load into ~60 files
 * of 1–5 KiB: over HTTP/1.1's six connections a phone on slow 4G waits for them in turns. Everything
 * reached only through `import()` (pages, editor, charts, admin) keeps its own chunks.
 */
export function chunkGroups(entry: string): CodeSplittingOptions {
  let initial: Set<string> | null = null;
  return {
    groups: [
      {
        debugName: 'first-load',
        name(id, ctx) {
          const catalogue = CATALOGUE.exec(id);
          if (catalogue) return `i18n-${catalogue[1]}`;
          initial ??= usedStaticGraph(entry, ctx);
          return initial.has(id) && !BARREL.test(id) ? 'app' : null;
        },
        // Only the modules named above: a module's dependencies are in the set when it uses them.
        includeDependenciesRecursively: false,
      },
    ],
  };
}

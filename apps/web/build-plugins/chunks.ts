import { dirname, relative, resolve } from 'node:path';
import type { CodeSplittingOptions } from 'rolldown';
import { LATE_NAMESPACES as LATE } from '../src/lib/catalogue-namespaces';
import { CATALOGUE_BUNDLE_ID, LATE_LOADERS_ID } from './catalogue-bundles';

type Group = NonNullable<CodeSplittingOptions['groups']>[number];
type ChunkingContext = Parameters<Extract<Group['name'], (...args: never[]) => unknown>>[1];

/** Mantine's package indexes: `import { X } from "./components/X/X.mjs"` lines, then one export list. */
const MANTINE_BARREL = /[\\/]node_modules[\\/](@mantine[\\/][\w-]+)[\\/]esm[\\/]index\.mjs$/;
/** Our shared package's area indexes (`@opencall/shared/auth`…): `export * from './x'` lines. */
const SHARED_BARREL = /[\\/]packages[\\/]shared[\\/]src[\\/]([\w-]+)[\\/]index\.ts$/;
const BARREL = new RegExp(`${MANTINE_BARREL.source}|${SHARED_BARREL.source}`);
const CATALOGUE = /[\\/]locales[\\/]([a-z]{2})[\\/]([\w-]+)\.json$/;
/** Namespaces the first load does not fetch: they load with the pages that use them (`lib/i18n.ts`). */
const LATE_NAMESPACES = new Set<string>(LATE);

/** Names a module imports or re-exports from `specifier` (`*` for a namespace import or `export *`). */
function namesImported(code: string, specifier: string): string[] {
  const quoted = specifier.replace(/[/\\^$*+?.()|[\]{}]/g, '\\$&');
  const names: string[] = [];
  for (const match of code.matchAll(
    new RegExp(`(?:import|export)\\s*(\\*(?:\\s*as\\s*\\w+)?|{[^}]*})\\s*from\\s*["']${quoted}["']`, 'g'),
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

/** How `importerId` may name the index `barrelId` in its imports; `null` for a module that is no index. */
function barrelSpecifiers(barrelId: string, importerId: string): string[] | null {
  const mantine = MANTINE_BARREL.exec(barrelId);
  if (mantine) return [(mantine[1] ?? '').replace(/\\/g, '/')];
  const shared = SHARED_BARREL.exec(barrelId);
  if (!shared) return null;
  const path = relative(dirname(importerId), dirname(barrelId)).replace(/\\/g, '/');
  const relativePath = path.startsWith('.') ? path : `./${path}`;
  return [`@opencall/shared/${shared[1]}`, relativePath, `${relativePath}/index`];
}

/**
 * The module each name of a barrel comes from: its `import { X } from` lines (Mantine), then the
 * exports of each module it re-exports whole (`export * from`, our shared areas).
 */
function barrelMap(barrelId: string, code: string, importedIds: string[], ctx: ChunkingContext): Map<string, string> {
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
  for (const id of importedIds) {
    for (const name of ctx.getModuleInfo(id)?.exports ?? []) if (!map.has(name)) map.set(name, id);
  }
  return map;
}

/**
 * The modules the entry really uses through static imports: the whole static graph, except that an
 * import from a Mantine package index or a shared area's index follows only the modules of the names
 * imported (an index lists all of them, most of which only lazy pages use).
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
      const specifiers = barrelSpecifiers(next, id);
      if (!specifiers) {
        stack.push(next);
        continue;
      }
      const names = specifiers.flatMap((specifier) => namesImported(info.code ?? '', specifier));
      const barrelInfo = ctx.getModuleInfo(next);
      if (names.includes('*') || !barrelInfo) {
        stack.push(next);
        continue;
      }
      if (!barrels.has(next)) barrels.set(next, barrelMap(next, barrelInfo.code ?? '', barrelInfo.importedIds, ctx));
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

/** A chunk for the pages (and after-paint pieces) that `import()` targets matching `roots` lead to. */
export interface PageGroup {
  name: string;
  roots: RegExp;
  /**
   * `import()` targets of other pages whose modules stay out of this group (left to the bundler's
   * own splitting): the back office's frame must not fetch the applicant's pages to draw itself.
   */
  leaves?: RegExp;
}

/**
 * The modules of each page group, in order: the static graphs of the `import()` targets its `roots`
 * match, less what the first load or an earlier group already holds. Targets are looked for in the
 * first load and in the groups before, so a group's pages may be imported from an earlier group's.
 */
function pageGroupMembers(initial: Set<string>, groups: PageGroup[], ctx: ChunkingContext): Map<string, string> {
  const owner = new Map<string, string>();
  const reached = [...initial];
  for (const group of groups) {
    const roots = new Set<string>();
    for (const id of reached) {
      for (const target of ctx.getModuleInfo(id)?.dynamicallyImportedIds ?? []) {
        if (group.roots.test(target.replace(/\\/g, '/'))) roots.add(target);
      }
    }
    const leftOut = new Set<string>();
    if (group.leaves) {
      for (const id of reached) {
        for (const target of ctx.getModuleInfo(id)?.dynamicallyImportedIds ?? []) {
          if (group.leaves.test(target.replace(/\\/g, '/')))
            for (const used of usedStaticGraph(target, ctx)) leftOut.add(used);
        }
      }
    }
    for (const root of roots) {
      for (const id of usedStaticGraph(root, ctx)) {
        if (initial.has(id) || owner.has(id) || leftOut.has(id) || BARREL.test(id)) continue;
        owner.set(id, group.name);
        reached.push(id);
      }
    }
  }
  return owner;
}

/**
 * One chunk for what the entry uses through static imports (what every first page load needs),
 * one per language for its catalogues, and one per page group. Left alone, the bundler cut the first
 * load into ~60 files of 1–5 KiB, and a public page's own code into ~50 more: over HTTP/1.1's six
 * connections a phone on slow 4G waits for them in turns. Everything else reached only through
 * `import()` (admin pages, editor, charts) keeps its own chunks.
 */
export function chunkGroups(entry: string, pageGroups: PageGroup[] = []): CodeSplittingOptions {
  let initial: Set<string> | null = null;
  let grouped: Map<string, string> | null = null;
  return {
    groups: [
      {
        debugName: 'first-load',
        name(id, ctx) {
          if (id.startsWith(CATALOGUE_BUNDLE_ID)) return `i18n-${id.slice(CATALOGUE_BUNDLE_ID.length)}`;
          if (id.startsWith(LATE_LOADERS_ID)) return `i18n-${id.slice(LATE_LOADERS_ID.length)}-late`;
          const catalogue = CATALOGUE.exec(id);
          if (catalogue) {
            const [, lang, namespace = ''] = catalogue;
            return LATE_NAMESPACES.has(namespace) ? `i18n-${lang}-${namespace}` : `i18n-${lang}`;
          }
          initial ??= usedStaticGraph(entry, ctx);
          if (initial.has(id)) return BARREL.test(id) ? null : 'app';
          grouped ??= pageGroupMembers(initial, pageGroups, ctx);
          return grouped.get(id) ?? null;
        },
        // Only the modules named above: a module's dependencies are in the set when it uses them.
        includeDependenciesRecursively: false,
      },
    ],
  };
}

import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative, resolve, sep } from 'node:path';
import type { Plugin } from 'vite';

const require = createRequire(import.meta.url);
/** `node_modules/@mantine` (the packages' `exports` hide their package.json; `@mantine/hooks` has none). */
const MANTINE = resolve(dirname(require.resolve('@mantine/core')), '../..');
const CORE_ESM = join(MANTINE, 'core/esm');
const CORE_STYLES = join(MANTINE, 'core/styles');
/** The styles every page needs whatever it shows: reset, CSS variables, global classes. */
export const BASE_STYLES = ['baseline', 'default-css-variables', 'global'];

const SOURCE = /[\\/]apps[\\/]web[\\/]src[\\/].+\.tsx?$/;
/** `import { X } from '@mantine/…'`, and `export { X } from` (a module that passes components on draws them too). */
const MANTINE_IMPORT = /(?:import|export)\s*{([^}]*)}\s*from\s*["']@mantine\/([\w-]+)["']/g;
const RELATIVE_IMPORT = /from\s*"(\.[^"]+)"/g;
const CORE_IMPORT = /import\s*{([^}]*)}\s*from\s*"@mantine\/core"/g;

function importedNames(clause: string): string[] {
  return clause
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part && !part.startsWith('type '))
    .map((part) => part.split(/\s+as\s+/)[0] as string);
}

/** The file each name of a Mantine package's index comes from (`import { X } from "./…"` lines). */
function indexOf(pkg: string): Map<string, string> {
  const esm = join(MANTINE, pkg, 'esm');
  const map = new Map<string, string>();
  const index = join(esm, 'index.mjs');
  if (!existsSync(index)) return map;
  for (const match of readFileSync(index, 'utf8').matchAll(/import\s*{([^}]*)}\s*from\s*"(\.[^"]+)"/g)) {
    for (const name of importedNames(match[1] ?? '')) map.set(name, resolve(esm, match[2] ?? ''));
  }
  return map;
}

/**
 * Mantine's styles one component at a time: each module that imports Mantine components gets the
 * styles of those components and of every core component they draw (a select draws an input, a
 * popover, a scroll area…), in the order of Mantine's full style sheet. A page's CSS is then what it
 * shows: the first load carried every component's styles (237 KB) before.
 */
export function mantineStyles(): Plugin {
  const cssNames = new Set(
    readdirSync(CORE_STYLES)
      .filter((file) => file.endsWith('.layer.css'))
      .map((file) => file.replace(/\.layer\.css$/, ''))
      .filter((name) => !BASE_STYLES.includes(name)),
  );
  // Mantine's own order: where each component's first class (`.m_…`, unique to it) first shows in the full sheet.
  const full = readFileSync(join(MANTINE, 'core/styles.layer.css'), 'utf8');
  const rank = new Map<string, number>();
  for (const name of cssNames) {
    const own = readFileSync(join(CORE_STYLES, `${name}.layer.css`), 'utf8');
    const firstClass = /\.m_[0-9a-z]+/.exec(own)?.[0];
    rank.set(name, firstClass ? full.indexOf(firstClass) : Number.MAX_SAFE_INTEGER);
  }
  const indexes = new Map<string, Map<string, string>>();

  const componentsOfName = new Map<string, Set<string>>();

  /** Core components a Mantine module draws: every module it reaches by relative imports and imports of core. */
  function componentsOf(start: string): Set<string> {
    const found = new Set<string>();
    const seen = new Set<string>();
    const stack = [start];
    while (stack.length > 0) {
      const file = stack.pop() as string;
      if (seen.has(file) || !existsSync(file)) continue;
      seen.add(file);
      // A sheet is named after the folder (or file) of its component, wherever it sits in core's tree.
      const inCore = relative(CORE_ESM, file);
      if (!inCore.startsWith('..')) {
        for (const part of inCore.split(sep)) {
          const name = part.replace(/\.mjs$/, '');
          if (cssNames.has(name)) found.add(name);
        }
      }
      const code = readFileSync(file, 'utf8');
      for (const match of code.matchAll(RELATIVE_IMPORT)) stack.push(resolve(dirname(file), match[1] ?? ''));
      for (const match of code.matchAll(CORE_IMPORT)) {
        for (const name of importedNames(match[1] ?? '')) {
          const target = packageIndex('core').get(name);
          if (target) stack.push(target);
        }
      }
    }
    return found;
  }

  function packageIndex(pkg: string): Map<string, string> {
    if (!indexes.has(pkg)) indexes.set(pkg, indexOf(pkg));
    return indexes.get(pkg) as Map<string, string>;
  }

  function namesToComponents(pkg: string, names: string[]): Set<string> {
    const found = new Set<string>();
    for (const name of names) {
      const key = `${pkg}/${name}`;
      if (!componentsOfName.has(key)) {
        const file = packageIndex(pkg).get(name);
        componentsOfName.set(key, file ? componentsOf(file) : new Set());
      }
      for (const component of componentsOfName.get(key) as Set<string>) found.add(component);
    }
    return found;
  }

  return {
    name: 'opencall-mantine-styles',
    enforce: 'pre',
    transform(code, id) {
      if (!SOURCE.test(id) || !code.includes('@mantine/')) return null;
      const components = new Set<string>();
      // Another Mantine package's own sheet comes after the core components it builds on, which it
      // restyles (the navigation bar is a fixed core progress bar): only for its components, not its stores.
      const packageSheets = new Set<string>();
      for (const match of code.matchAll(MANTINE_IMPORT)) {
        const pkg = match[2] ?? '';
        const names = importedNames(match[1] ?? '');
        for (const name of namesToComponents(pkg, names)) components.add(name);
        if (pkg !== 'core' && names.some((name) => /^[A-Z]/.test(name)) && hasOwnSheet(pkg)) packageSheets.add(pkg);
      }
      if (components.size === 0 && packageSheets.size === 0) return null;
      const sheets = [
        ...[...components]
          .sort((a, b) => (rank.get(a) ?? 0) - (rank.get(b) ?? 0))
          .map((name) => `import '@mantine/core/styles/${name}.layer.css';`),
        ...[...packageSheets].map((pkg) => `import '@mantine/${pkg}/styles.layer.css';`),
      ];
      return { code: `${sheets.join('\n')}\n${code}`, map: null };
    },
  };
}

function hasOwnSheet(pkg: string): boolean {
  return existsSync(join(MANTINE, pkg, 'styles.layer.css'));
}

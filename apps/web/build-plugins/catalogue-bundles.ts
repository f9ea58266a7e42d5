import { join } from 'node:path';
import type { Plugin } from 'vite';

const PREFIX = 'virtual:catalogues/';
const LATE_PREFIX = 'virtual:late-catalogues/';
/** The id of one language's loaders of its late catalogues once resolved. */
export const LATE_LOADERS_ID = '\0late-catalogues:';
/** The id of one language's bundle once resolved (`\0`: no other plugin touches it). */
export const CATALOGUE_BUNDLE_ID = '\0catalogues:';

/**
 * `virtual:catalogues/<lang>`: one module re-exporting every first-load catalogue of a language
 * (`{ common, errors, … }`). The app asks for a language with one `import()`; a glob over the files
 * put one loader per language and namespace (130) into the entry chunk, 1 KiB gzipped of the public
 * first load.
 */
export function catalogueBundles(
  localesDir: string,
  namespaces: readonly string[],
  lateNamespaces: readonly string[] = [],
): Plugin {
  return {
    name: 'opencall-catalogue-bundles',
    resolveId(id) {
      if (id.startsWith(LATE_PREFIX)) return `${LATE_LOADERS_ID}${id.slice(LATE_PREFIX.length)}`;
      return id.startsWith(PREFIX) ? `${CATALOGUE_BUNDLE_ID}${id.slice(PREFIX.length)}` : null;
    },
    load(id) {
      // `virtual:late-catalogues/<lang>`: one loader per late namespace of a language, in a module of
      // its own. The first load then holds one loader per language, not one per language and
      // late namespace (each a path, a hashed chunk name and its dependencies: ~40 bytes gzipped).
      if (id.startsWith(LATE_LOADERS_ID)) {
        const lang = id.slice(LATE_LOADERS_ID.length);
        if (!/^[a-z]{2}$/.test(lang)) throw new Error(`no catalogues for ${lang}`);
        const loaders = lateNamespaces.map(
          (namespace) => `${namespace}: () => import(${JSON.stringify(join(localesDir, lang, `${namespace}.json`))}),`,
        );
        return `export const loaders = {\n${loaders.join('\n')}\n};`;
      }
      if (!id.startsWith(CATALOGUE_BUNDLE_ID)) return null;
      const lang = id.slice(CATALOGUE_BUNDLE_ID.length);
      if (!/^[a-z]{2}$/.test(lang)) throw new Error(`no catalogues for ${lang}`);
      return namespaces
        .map(
          (namespace) =>
            `export { default as ${namespace} } from ${JSON.stringify(join(localesDir, lang, `${namespace}.json`))};`,
        )
        .join('\n');
    },
  };
}

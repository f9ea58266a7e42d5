import { join } from 'node:path';
import type { Plugin } from 'vite';

const PREFIX = 'virtual:catalogues/';
/** The id of one language's bundle once resolved (`\0`: no other plugin touches it). */
export const CATALOGUE_BUNDLE_ID = '\0catalogues:';

/**
 * `virtual:catalogues/<lang>`: one module re-exporting every first-load catalogue of a language
 * (`{ common, errors, … }`). The app asks for a language with one `import()`; a glob over the files
 * put one loader per language and namespace (130) into the entry chunk, 1 KiB gzipped of the public
 * first load.
 */
export function catalogueBundles(localesDir: string, namespaces: readonly string[]): Plugin {
  return {
    name: 'opencall-catalogue-bundles',
    resolveId(id) {
      return id.startsWith(PREFIX) ? `${CATALOGUE_BUNDLE_ID}${id.slice(PREFIX.length)}` : null;
    },
    load(id) {
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

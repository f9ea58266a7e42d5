import { DEFAULT_LOCALE, type Locale } from '@opencall/shared/common';
import { type I18n, i18n } from './translator';

export const NAMESPACES = [
  'common',
  'errors',
  'auth',
  'users',
  'programs',
  'validation',
  'forms',
  'portal',
  'legal',
  'files',
  'responses',
  'exports',
  'imports',
] as const;

// One chunk per language and namespace: a visitor downloads only the language they read.
const catalogues = import.meta.glob<{ default: Record<string, unknown> }>(
  '@locales/*/{common,errors,auth,users,programs,validation,forms,portal,legal,files,responses,exports,imports}.json',
);

/**
 * Namespaces the first load leaves out: they come with the pages that use them (`loadLateNamespace` in
 * the route's `lazy`), in chunks of their own (`build-plugins/chunks.ts`). The public first load has no
 * room left for a back-office wing's texts.
 */
export const LATE_NAMESPACES = ['evaluations'] as const;
export type LateNamespace = (typeof LATE_NAMESPACES)[number];
const lateCatalogues = import.meta.glob<{ default: Record<string, unknown> }>('@locales/*/evaluations.json');
const loadedLate = new Set<LateNamespace>();

async function loadBundles(locale: Locale, namespaces: readonly string[] = [...NAMESPACES, ...loadedLate]) {
  await Promise.all(
    namespaces.map(async (namespace) => {
      if (i18n.hasResourceBundle(locale, namespace)) return;
      const load = findLoader(locale, namespace);
      try {
        if (!load) throw new Error(`no catalogue ${locale}/${namespace}`);
        i18n.addResourceBundle(locale, namespace, (await load()).default);
      } catch (error) {
        // SPEC §8: a catalogue that fails to load is only logged; French stays as the fallback.
        console.error(`Could not load the ${locale}/${namespace} translations`, error);
      }
    }),
  );
}

function findLoader(locale: Locale, namespace: string) {
  const suffix = `/${locale}/${namespace}.json`;
  for (const loaders of [catalogues, lateCatalogues]) {
    const key = Object.keys(loaders).find((path) => path.endsWith(suffix));
    if (key) return loaders[key];
  }
  return undefined;
}

/** Loads a late namespace in French and in the interface's language; a language switch then keeps it. */
export async function loadLateNamespace(namespace: LateNamespace): Promise<void> {
  loadedLate.add(namespace);
  await Promise.all([...new Set([DEFAULT_LOCALE, i18n.language])].map((locale) => loadBundles(locale, [namespace])));
}

export async function initI18n(locale: Locale): Promise<I18n> {
  await loadBundles(DEFAULT_LOCALE);
  await changeInterfaceLanguage(locale);
  return i18n;
}

/** Loads the catalogues of a language, then switches the interface to it. */
export async function changeInterfaceLanguage(locale: Locale): Promise<void> {
  await loadBundles(locale);
  i18n.changeLanguage(locale);
  document.documentElement.lang = locale;
}

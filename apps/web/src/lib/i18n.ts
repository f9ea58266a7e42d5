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

async function loadBundles(locale: Locale): Promise<void> {
  await Promise.all(
    NAMESPACES.map(async (namespace) => {
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
  const key = Object.keys(catalogues).find((path) => path.endsWith(suffix));
  return key ? catalogues[key] : undefined;
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

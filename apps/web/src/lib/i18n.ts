import { DEFAULT_LOCALE, type Locale } from '@opencall/shared/common';
import { LATE_NAMESPACES, NAMESPACES } from './catalogue-namespaces';
import { type I18n, i18n } from './translator';

export { LATE_NAMESPACES, NAMESPACES };
export type LateNamespace = (typeof LATE_NAMESPACES)[number];

type Catalogue = Record<string, unknown>;

// One chunk per language (build-plugins/catalogue-bundles.ts): a visitor downloads only the language they read.
const bundles: Record<Locale, () => Promise<Record<string, Catalogue>>> = {
  fr: () => import('virtual:catalogues/fr'),
  en: () => import('virtual:catalogues/en'),
  nl: () => import('virtual:catalogues/nl'),
  es: () => import('virtual:catalogues/es'),
  de: () => import('virtual:catalogues/de'),
  it: () => import('virtual:catalogues/it'),
  pl: () => import('virtual:catalogues/pl'),
  pt: () => import('virtual:catalogues/pt'),
  ca: () => import('virtual:catalogues/ca'),
  ru: () => import('virtual:catalogues/ru'),
};
// One small module of loaders per language; each late namespace is its own chunk behind it.
const lateLoaders: Record<Locale, () => Promise<{ loaders: Record<string, () => Promise<{ default: Catalogue }>> }>> = {
  fr: () => import('virtual:late-catalogues/fr'),
  en: () => import('virtual:late-catalogues/en'),
  nl: () => import('virtual:late-catalogues/nl'),
  es: () => import('virtual:late-catalogues/es'),
  de: () => import('virtual:late-catalogues/de'),
  it: () => import('virtual:late-catalogues/it'),
  pl: () => import('virtual:late-catalogues/pl'),
  pt: () => import('virtual:late-catalogues/pt'),
  ca: () => import('virtual:late-catalogues/ca'),
  ru: () => import('virtual:late-catalogues/ru'),
};
const loadedLate = new Set<LateNamespace>();

/** SPEC §8: a catalogue that fails to load is only logged; French stays as the fallback. */
function logFailure(what: string, error: unknown) {
  console.error(`Could not load the ${what} translations`, error);
}

/** The language's first-load catalogues, all in one module. */
async function loadFirstLoadBundles(locale: Locale): Promise<void> {
  if (NAMESPACES.every((namespace) => i18n.hasResourceBundle(locale, namespace))) return;
  try {
    const bundle = await bundles[locale]();
    for (const namespace of NAMESPACES) {
      const catalogue = bundle[namespace];
      if (catalogue) i18n.addResourceBundle(locale, namespace, catalogue);
    }
  } catch (error) {
    logFailure(locale, error);
  }
}

async function loadLateBundle(locale: Locale, namespace: LateNamespace): Promise<void> {
  if (i18n.hasResourceBundle(locale, namespace)) return;
  try {
    const load = (await lateLoaders[locale]()).loaders[namespace];
    if (!load) throw new Error(`no catalogue ${locale}/${namespace}`);
    i18n.addResourceBundle(locale, namespace, (await load()).default);
  } catch (error) {
    logFailure(`${locale}/${namespace}`, error);
  }
}

async function loadBundles(locale: Locale): Promise<void> {
  await Promise.all([
    loadFirstLoadBundles(locale),
    ...[...loadedLate].map((namespace) => loadLateBundle(locale, namespace)),
  ]);
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

/** Loads a late namespace in French and in the interface's language; a language switch then keeps it. */
export async function loadLateNamespace(namespace: LateNamespace): Promise<void> {
  loadedLate.add(namespace);
  await Promise.all([...new Set([DEFAULT_LOCALE, i18n.language])].map((locale) => loadLateBundle(locale, namespace)));
}

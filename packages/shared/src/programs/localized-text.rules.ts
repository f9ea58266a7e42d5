import type { Locale } from '../common';

/** The asked language when the program offers it, else its default one. */
export function resolveLang(requested: Locale | undefined, defaultLang: string, supportedLangs: readonly string[]) {
  return (requested && supportedLangs.includes(requested) ? requested : defaultLang) as Locale;
}

/** A text in `lang`, else in the default language; empty when neither was written. */
export function pickText(texts: Partial<Record<string, string>> | null | undefined, lang: string, defaultLang: string) {
  return texts?.[lang] || texts?.[defaultLang] || '';
}

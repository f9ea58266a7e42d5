import { DEFAULT_LOCALE, isLocale, type Locale, SUPPORTED_LOCALES } from '../common';

/** The platform's languages, or the ten global ones when it lists none (SPEC §5). */
export function availableLocales(platformLangs: readonly Locale[]): readonly Locale[] {
  return platformLangs.length > 0 ? platformLangs : SUPPORTED_LOCALES;
}

/** A first path segment of two lower-case letters is read as a locale (no other route has one). */
export function isLocaleSegment(segment: string | undefined): segment is string {
  return segment !== undefined && /^[a-z]{2}$/.test(segment);
}

/**
 * SPEC §5: a locale in the URL that the platform does not offer is replaced by its first language.
 * Returns the path to go to, or null when the path is fine as it is.
 */
export function rewriteLocalePath(pathname: string, platformLangs: readonly Locale[]): string | null {
  const [, first, ...rest] = pathname.split('/');
  if (!isLocaleSegment(first)) return null;
  const available = availableLocales(platformLangs);
  if (available.includes(first as Locale)) return null;
  return ['', available[0] ?? DEFAULT_LOCALE, ...rest].join('/');
}

/** The locale a path names, when the platform offers it. */
export function localeOfPath(pathname: string, platformLangs: readonly Locale[]): Locale | null {
  const first = pathname.split('/')[1];
  return isLocale(first) && availableLocales(platformLangs).includes(first) ? first : null;
}

/** First visit: the remembered choice, else the browser's two-letter language, else the platform's first. */
export function pickInitialLocale(input: {
  remembered?: string | null;
  browserLanguages: readonly string[];
  platformLangs: readonly Locale[];
}): Locale {
  const available = availableLocales(input.platformLangs);
  const offered = (code: string | null | undefined): code is Locale => isLocale(code) && available.includes(code);
  if (offered(input.remembered)) return input.remembered;
  for (const language of input.browserLanguages) {
    const twoLetters = language.slice(0, 2).toLowerCase();
    if (offered(twoLetters)) return twoLetters;
  }
  return available[0] ?? DEFAULT_LOCALE;
}

/** Parses an Accept-Language header into its languages, best first. */
export function parseAcceptLanguage(header: string | undefined): string[] {
  if (!header) return [];
  return header
    .split(',')
    .map((part) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.find((p) => p.trim().startsWith('q='));
      return { tag: tag.trim(), q: q ? Number(q.trim().slice(2)) || 0 : 1 };
    })
    .filter((entry) => entry.tag && entry.tag !== '*')
    .sort((a, b) => b.q - a.q)
    .map((entry) => entry.tag);
}

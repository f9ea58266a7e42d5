/** The ten interface languages, in the order the product lists them. */
export const SUPPORTED_LOCALES = ['en', 'fr', 'nl', 'es', 'de', 'it', 'pl', 'pt', 'ca', 'ru'] as const;
export type Locale = (typeof SUPPORTED_LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'fr';

/** Native names, shown in the language switcher whatever the current language. */
export const LOCALE_NAMES: Record<Locale, string> = {
  en: 'English',
  fr: 'Français',
  nl: 'Nederlands',
  es: 'Español',
  de: 'Deutsch',
  it: 'Italiano',
  pl: 'Polski',
  pt: 'Português',
  ca: 'Català',
  ru: 'Русский',
};

export const LOCALE_ISO: Record<Locale, string> = {
  en: 'en-US',
  fr: 'fr-FR',
  nl: 'nl-NL',
  es: 'es-ES',
  de: 'de-DE',
  it: 'it-IT',
  pl: 'pl-PL',
  pt: 'pt-PT',
  ca: 'ca-ES',
  ru: 'ru-RU',
};

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (SUPPORTED_LOCALES as readonly string[]).includes(value);
}

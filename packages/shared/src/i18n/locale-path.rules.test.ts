import { describe, expect, it } from 'vitest';
import {
  availableLocales,
  localeOfPath,
  parseAcceptLanguage,
  pickInitialLocale,
  rewriteLocalePath,
} from './locale-path.rules';

describe('rewriteLocalePath', () => {
  it('replaces a locale the platform does not offer with its first language', () => {
    expect(rewriteLocalePath('/xx/programs', ['fr', 'en'])).toBe('/fr/programs');
    expect(rewriteLocalePath('/de', ['en', 'nl'])).toBe('/en');
  });

  it('leaves offered locales and paths without a locale segment alone', () => {
    expect(rewriteLocalePath('/en/programs', ['fr', 'en'])).toBeNull();
    expect(rewriteLocalePath('/', ['fr'])).toBeNull();
    expect(rewriteLocalePath('/test', ['fr'])).toBeNull();
    expect(rewriteLocalePath('/logout', ['fr'])).toBeNull();
  });

  it('uses the ten global languages when the platform lists none', () => {
    expect(rewriteLocalePath('/ru/x', [])).toBeNull();
    expect(rewriteLocalePath('/xx/x', [])).toBe('/en/x');
    expect(availableLocales([])).toHaveLength(10);
  });
});

describe('localeOfPath', () => {
  it('reads the locale segment only when the platform offers it', () => {
    expect(localeOfPath('/nl/home', ['en', 'nl'])).toBe('nl');
    expect(localeOfPath('/fr/home', ['en', 'nl'])).toBeNull();
  });
});

describe('pickInitialLocale', () => {
  it('prefers the remembered choice, then the browser’s two-letter language, then the platform’s first', () => {
    const platformLangs = ['fr', 'en', 'de'] as const;
    expect(
      pickInitialLocale({ remembered: 'en', browserLanguages: ['de-DE'], platformLangs: [...platformLangs] }),
    ).toBe('en');
    expect(pickInitialLocale({ browserLanguages: ['es-ES', 'de-AT'], platformLangs: [...platformLangs] })).toBe('de');
    expect(pickInitialLocale({ remembered: 'ru', browserLanguages: ['ja'], platformLangs: [...platformLangs] })).toBe(
      'fr',
    );
  });
});

describe('parseAcceptLanguage', () => {
  it('orders languages by quality and drops the wildcard', () => {
    expect(parseAcceptLanguage('en;q=0.5, de-DE, *;q=0.1, fr;q=0.8')).toEqual(['de-DE', 'fr', 'en']);
    expect(parseAcceptLanguage(undefined)).toEqual([]);
  });
});

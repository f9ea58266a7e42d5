import { describe, expect, it } from 'vitest';
import { pickText, resolveLang } from './localized-text.rules';

describe('resolveLang and pickText', () => {
  it('answers in the asked language when the program offers it, else in its default one', () => {
    expect(resolveLang('en', 'fr', ['fr', 'en'])).toBe('en');
    expect(resolveLang('de', 'fr', ['fr', 'en'])).toBe('fr');
    expect(resolveLang(undefined, 'fr', ['fr'])).toBe('fr');
  });

  it('falls back to the default language, then to nothing', () => {
    expect(pickText({ fr: 'Prix', en: 'Prize' }, 'en', 'fr')).toBe('Prize');
    expect(pickText({ fr: 'Prix', en: '' }, 'en', 'fr')).toBe('Prix');
    expect(pickText(null, 'en', 'fr')).toBe('');
  });
});

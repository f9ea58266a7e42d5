import { describe, expect, it, vi } from 'vitest';
import { Translator } from './translator';

function translator() {
  const i18n = new Translator();
  i18n.addResourceBundle('fr', 'common', {
    home: { welcome: 'Bienvenue sur {{platform}}', intro: 'Déposez votre dossier' },
    onlyFrench: 'Seulement en français',
    empty: '',
    nested: { deeper: { key: 'Profond' } },
  });
  i18n.addResourceBundle('fr', 'errors', { not_found: 'Introuvable', internal_error: 'Erreur interne' });
  i18n.addResourceBundle('en', 'common', { home: { welcome: 'Welcome to {{platform}}' } });
  i18n.addResourceBundle('en', 'auth', { login: { title: 'Sign in' } });
  return i18n;
}

describe('the translator', () => {
  it('reads nested keys and fills placeholders', () => {
    const t = translator().getFixedT('fr');
    expect(t('home.welcome', { platform: 'OpenCall Démo' })).toBe('Bienvenue sur OpenCall Démo');
    expect(t('nested.deeper.key')).toBe('Profond');
    expect(t('empty')).toBe('');
  });

  it('keeps a placeholder it has no value for, and writes numbers as text', () => {
    const t = translator().getFixedT('fr');
    expect(t('home.welcome')).toBe('Bienvenue sur {{platform}}');
    expect(t('home.welcome', { platform: 3 })).toBe('Bienvenue sur 3');
  });

  it('reads another namespace after `ns:`, and a list of namespaces in turn', () => {
    const i18n = translator();
    expect(i18n.getFixedT('fr')('errors:not_found')).toBe('Introuvable');
    expect(i18n.getFixedT('en', ['auth', 'common'])('home.welcome', { platform: 'X' })).toBe('Welcome to X');
    expect(i18n.getFixedT('en', ['auth', 'common'])('login.title')).toBe('Sign in');
  });

  it('falls back to French, then to the default value, then to the key', () => {
    const t = translator().getFixedT('en');
    expect(t('onlyFrench')).toBe('Seulement en français');
    expect(t('errors:missing', { defaultValue: 'Par défaut {{code}}', code: 42 })).toBe('Par défaut 42');
    expect(t('errors:missing.code')).toBe('missing.code');
    expect(t('nested.deeper')).toBe('nested.deeper');
  });

  it('tells its listeners when the language changes, and only then', () => {
    const i18n = translator();
    const listener = vi.fn();
    const stop = i18n.subscribe(listener);
    i18n.changeLanguage('fr');
    expect(listener).not.toHaveBeenCalled();
    i18n.changeLanguage('en');
    expect(listener).toHaveBeenCalledTimes(1);
    expect(i18n.language).toBe('en');
    expect(i18n.t('home.welcome', { platform: 'X' })).toBe('Welcome to X');
    stop();
    i18n.changeLanguage('fr');
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('gives the same `t` for the same language and namespaces (effects that depend on it do not rerun)', () => {
    const i18n = translator();
    expect(i18n.getFixedT('fr', 'errors')).toBe(i18n.getFixedT('fr', 'errors'));
    expect(i18n.getFixedT('fr', 'errors')).not.toBe(i18n.getFixedT('en', 'errors'));
  });
});

import { useSyncExternalStore } from 'react';
import { i18n, type TFunction } from './translator';

const currentLanguage = () => i18n.language;

/**
 * `t` in the interface's language for a namespace or a list of them read in turn (`common` by
 * default), and the translator; the component draws again when the language changes.
 */
export function useTranslation(namespace?: string | readonly string[]): { t: TFunction; i18n: typeof i18n } {
  const language = useSyncExternalStore(i18n.subscribe, currentLanguage);
  return { t: i18n.getFixedT(language, namespace), i18n };
}

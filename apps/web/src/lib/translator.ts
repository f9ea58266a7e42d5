import { DEFAULT_LOCALE, type Locale } from '@opencall/shared/common';

/**
 * The interface's translations: catalogues per language and namespace, the current language, and
 * `t`. It does what the app asked of i18next (nested keys, `ns:key`, `{{name}}` placeholders,
 * `defaultValue`, French as the fallback) in a fraction of its weight on every first load. The
 * catalogues hold no plurals: counts are sentences with `{{count}}`.
 */

export interface TOptions {
  /** Said when the key has no text in the language or in French; placeholders are filled in it too. */
  defaultValue?: string;
  [placeholder: string]: unknown;
}

export type TFunction = (key: string, options?: TOptions) => string;

type Catalogue = Record<string, unknown>;

const DEFAULT_NAMESPACE = 'common';
const PLACEHOLDER = /\{\{\s*([^{}]+?)\s*\}\}/g;

function lookup(catalogue: Catalogue | undefined, path: string): unknown {
  let node: unknown = catalogue;
  for (const part of path.split('.')) {
    if (typeof node !== 'object' || node === null) return undefined;
    node = (node as Catalogue)[part];
  }
  return node;
}

/** `{{name}}` takes the option of that name (a dotted path reads inside an object); unknown ones stay as written. */
function fill(text: string, options: TOptions | undefined): string {
  if (!options) return text;
  return text.replace(PLACEHOLDER, (placeholder, name: string) => {
    const value = lookup(options as Catalogue, name);
    return value === undefined || value === null ? placeholder : String(value);
  });
}

export class Translator {
  language: Locale = DEFAULT_LOCALE;
  private readonly catalogues = new Map<string, Catalogue>();
  private readonly listeners = new Set<() => void>();
  private readonly fixed = new Map<string, TFunction>();

  hasResourceBundle(language: Locale, namespace: string): boolean {
    return this.catalogues.has(`${language}/${namespace}`);
  }

  addResourceBundle(language: Locale, namespace: string, catalogue: Catalogue): void {
    this.catalogues.set(`${language}/${namespace}`, catalogue);
  }

  /** Switches the language; components that translate draw again. */
  changeLanguage(language: Locale): void {
    if (language === this.language) return;
    this.language = language;
    for (const listener of this.listeners) listener();
  }

  /** For `useSyncExternalStore`: called back when the language changes. */
  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  };

  /**
   * A key read in `language`, then in French, in each of `namespaces` in turn; `ns:` before the key
   * names the one namespace to read instead.
   */
  translate(language: Locale, namespaces: readonly string[], key: string, options?: TOptions): string {
    const separator = key.indexOf(':');
    const searched = separator > 0 ? [key.slice(0, separator)] : namespaces;
    const path = separator > 0 ? key.slice(separator + 1) : key;
    for (const candidate of language === DEFAULT_LOCALE ? [language] : [language, DEFAULT_LOCALE]) {
      for (const namespace of searched) {
        const found = lookup(this.catalogues.get(`${candidate}/${namespace}`), path);
        if (typeof found === 'string') return fill(found, options);
      }
    }
    return fill(options?.defaultValue ?? path, options);
  }

  /** `t` for one language and namespaces (`common` by default), the same function each time it is asked for. */
  getFixedT(language: Locale, namespaces: string | readonly string[] = DEFAULT_NAMESPACE): TFunction {
    const list = typeof namespaces === 'string' ? [namespaces] : namespaces;
    const id = `${language}/${list.join(',')}`;
    let t = this.fixed.get(id);
    if (!t) {
      t = (key, options) => this.translate(language, list, key, options);
      this.fixed.set(id, t);
    }
    return t;
  }

  /** `t` in the current language and the default namespace. */
  readonly t: TFunction = (key, options) => this.translate(this.language, [DEFAULT_NAMESPACE], key, options);
}

/** The app's one translator. */
export const i18n = new Translator();
export type I18n = Translator;

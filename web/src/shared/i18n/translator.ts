/**
 * The storefront's translation function, on the resources next-i18next's `serverSideTranslations`
 * loads for a page (`pageProps._nextI18Next.initialI18nStore`).
 *
 * i18next stays the loader and the reference: the server still loads each page's namespaces
 * through next-i18next, and `translator.test.ts` checks every key of every locale file against
 * i18next's own `t` with the same options. What is not shipped to the browser is i18next's
 * runtime (about 15 kB of gzipped JavaScript on every page, a tenth of the first-load budget) for
 * the four features the storefront's translations use: nested keys (`a.b.c`), `{{name}}`
 * interpolation (unescaped: React escapes), plurals by `count` (`key_one` / `key_other`, chosen
 * by `Intl.PluralRules`), and a `defaultValue`; a missing key falls back to the fallback language,
 * then to `defaultValue`, then to the key itself, as i18next does.
 */

import { intlText } from '../format/server-texts';

/** Locale → namespace → nested translations. */
export type TranslationStore = Record<string, Record<string, unknown>>;

export type TranslateOptions = { defaultValue?: string; count?: number } & Record<string, unknown>;

export type Translate = (key: string, options?: TranslateOptions) => string;

const INTERPOLATION = /\{\{\s*([^{}\s]+)\s*\}\}/g;

const pluralRules = new Map<string, Intl.PluralRules>();
function pluralCategory(language: string, count: number): string {
  return intlText(`plural|${language}|${count}`, () => {
    let rules = pluralRules.get(language);
    if (!rules) pluralRules.set(language, (rules = new Intl.PluralRules(language)));
    return rules.select(count);
  });
}

function lookup(resources: unknown, key: string): unknown {
  let node = resources;
  for (const part of key.split('.')) {
    if (!node || typeof node !== 'object') return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return node;
}

/** `{{name}}` → the option's text; a name the options do not have stays as it is (i18next's rule). */
export function interpolate(text: string, options: TranslateOptions | undefined): string {
  if (!options || !text.includes('{{')) return text;
  return text.replace(INTERPOLATION, (placeholder, name: string) => {
    if (!(name in options)) return placeholder;
    const value = options[name];
    return value === undefined || value === null ? '' : String(value);
  });
}

export class Translator {
  private readonly fixed = new Map<string, Translate>();
  /** The page's language, then its fallbacks: where a key is looked for, in order. */
  private readonly languages: readonly string[];
  /**
   * What each language, namespace and key found (a page asks for the same texts on every render of
   * every part, on the server and in the browser). Only what was found is kept: a namespace `add`
   * brings later can still answer a key that was missing.
   */
  private readonly found = new Map<string, unknown>();

  /**
   * @param store the page's translations; later pages' translations are added with `add`
   * @param language the page's locale
   * @param fallbackLanguages where a key missing in `language` is looked up next
   */
  constructor(
    private readonly store: TranslationStore,
    readonly language: string,
    fallbackLanguages: readonly string[],
  ) {
    this.languages = [language, ...fallbackLanguages];
  }

  /** Adds namespaces another page brought (a client-side navigation). */
  add(store: TranslationStore | undefined): void {
    if (!store) return;
    for (const [locale, namespaces] of Object.entries(store)) {
      const known = (this.store[locale] ??= {});
      for (const [ns, resources] of Object.entries(namespaces)) known[ns] ??= resources;
    }
  }

  /** Whether the page's language has `namespace` (a page brought it, or lazy-namespace.ts loaded it). */
  has(namespace: string): boolean {
    return this.store[this.language]?.[namespace] !== undefined;
  }

  /** One `t` per namespace, shared by every component asking. */
  getFixedT(namespace: string): Translate {
    let t = this.fixed.get(namespace);
    if (!t) this.fixed.set(namespace, (t = (key, options) => this.translate(namespace, key, options)));
    return t;
  }

  translate(namespace: string, key: string, options?: TranslateOptions): string {
    const count = options?.count;
    for (const language of this.languages) {
      const resources = this.store[language]?.[namespace];
      if (resources === undefined) continue;
      const found =
        (typeof count === 'number'
          ? this.find(language, namespace, resources, `${key}_${pluralCategory(language, count)}`)
          : undefined) ?? this.find(language, namespace, resources, key);
      if (typeof found === 'string') return interpolate(found, options);
      // A key naming a group, not a text: a mistake in the code, reported the way i18next reports it.
      if (found && typeof found === 'object') return `key '${key} (${this.language})' returned an object instead of string.`;
    }
    return options?.defaultValue !== undefined ? interpolate(options.defaultValue, options) : key;
  }

  private find(language: string, namespace: string, resources: unknown, key: string): unknown {
    const id = `${language}\u0000${namespace}\u0000${key}`;
    let value = this.found.get(id);
    if (value === undefined) {
      value = lookup(resources, key);
      if (value !== undefined) this.found.set(id, value);
    }
    return value;
  }
}

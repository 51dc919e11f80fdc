import type { SSRConfig, UserConfig } from 'next-i18next/pages';

/**
 * The part of the i18n configuration the browser reads (translation-provider.tsx: the languages a
 * missing key falls back to). Everything else in it is the server's: where the locale files lie
 * (`localePath`, an absolute path on the server), reloading, the locale routing Next already has.
 */
export type BrowserI18nConfig = { fallbackLng?: string | string[] | false };

/** `config`'s part the browser reads (BrowserI18nConfig), and nothing else. */
export function browserI18nConfig(config: UserConfig | null | undefined): BrowserI18nConfig {
  const fallback: unknown = config?.fallbackLng;
  if (fallback === false || typeof fallback === 'string') return { fallbackLng: fallback };
  if (Array.isArray(fallback) && fallback.every((lng): lng is string => typeof lng === 'string'))
    return { fallbackLng: [...fallback] };
  return {};
}

/**
 * A page's translations as the browser gets them (in the page's data, `__NEXT_DATA__` and
 * /_next/data): next-i18next's serverSideTranslations copies the whole configuration into them
 * (its `userConfig`), server paths included; the page carries only what the browser reads of it
 * (browserI18nConfig). next-i18next.config.js also turns the copy off (`serializeConfig: false`),
 * so a page that called serverSideTranslations itself would send none of it either.
 */
export function forTheBrowser(translations: SSRConfig, config: UserConfig): SSRConfig {
  if (!translations._nextI18Next) return translations;
  return {
    ...translations,
    _nextI18Next: { ...translations._nextI18Next, userConfig: browserI18nConfig(config) as UserConfig },
  };
}

/**
 * A page's translations without the fallback language's copy. next-i18next's serverSideTranslations
 * loads the fallback language (en-GB) beside the page's own, so every German page carried each of
 * its namespaces twice in its data. Every key exists in both languages (translations.test.ts), so
 * the German page never falls back; the English copy only made the page heavier.
 */
export function withoutFallbackLanguage(translations: SSRConfig): SSRConfig {
  const { initialI18nStore, initialLocale } = translations._nextI18Next ?? {};
  if (!initialI18nStore || !initialLocale || Object.keys(initialI18nStore).length < 2) return translations;
  return {
    ...translations,
    _nextI18Next: { ...translations._nextI18Next!, initialI18nStore: { [initialLocale]: initialI18nStore[initialLocale] } },
  };
}

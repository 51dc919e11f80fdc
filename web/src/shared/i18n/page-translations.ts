import type { SSRConfig } from 'next-i18next/pages';

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

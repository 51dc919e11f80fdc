import { createContext, useMemo, useRef } from 'react';
import type { BrowserI18nConfig } from './page-translations';
import { Translator, type TranslationStore } from './translator';

/** What `pageTranslations` (next-i18next's `serverSideTranslations`, for the browser) puts in a page's props. */
export type PageTranslations = {
  initialI18nStore?: TranslationStore;
  initialLocale?: string;
  userConfig?: BrowserI18nConfig | null;
};

const NO_TRANSLATIONS = new Translator({}, 'en-GB', []);
export const TranslationContext = createContext<Translator>(NO_TRANSLATIONS);

function fallbacks(config: PageTranslations['userConfig'], language: string): string[] {
  const configured = config?.fallbackLng;
  const list = typeof configured === 'string' ? [configured] : Array.isArray(configured) ? configured : [];
  return list.filter((fallback) => fallback !== language);
}

/**
 * Provides the page's translations (next-i18next's `_nextI18Next` page prop) to `useTranslation`,
 * in place of next-i18next's `appWithTranslation`, which would bring i18next's runtime to the
 * browser (translator.ts says why). One translator per language: a client-side navigation adds the
 * namespaces its page brought; a change of storefront makes a new one, and with it new `t`s.
 */
export function TranslationProvider({
  translations,
  locale,
  children,
}: {
  translations: PageTranslations | undefined;
  locale: string;
  children: React.ReactNode;
}): React.JSX.Element {
  const language = translations?.initialLocale ?? locale;
  const current = useRef<Translator | null>(null);
  const store = translations?.initialI18nStore;
  const translator = useMemo(() => {
    const previous = current.current;
    if (previous && previous.language === language) {
      previous.add(store);
      return previous;
    }
    const next = new Translator({}, language, fallbacks(translations?.userConfig, language));
    next.add(store);
    current.current = next;
    return next;
  }, [language, store, translations?.userConfig]);
  return <TranslationContext.Provider value={translator}>{children}</TranslationContext.Provider>;
}

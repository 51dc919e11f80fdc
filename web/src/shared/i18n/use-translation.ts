import { useContext, useMemo } from 'react';
import { TranslationContext } from './translation-provider';
import type { Translate } from './translator';

export type { Translate, TranslateOptions } from './translator';

/**
 * The storefront's `useTranslation(namespace)`: a `t` fixed to the page's language and the
 * namespace, the same function for every component asking, and a new one when the language changes.
 */
export function useTranslation(namespace: string = 'common'): { t: Translate; i18n: { language: string } } {
  const translator = useContext(TranslationContext);
  return useMemo(
    () => ({ t: translator.getFixedT(namespace), i18n: { language: translator.language } }),
    [translator, namespace],
  );
}

import type { i18n as I18n, TFunction } from 'i18next';
import { useContext, useMemo } from 'react';
import { getI18n, I18nContext } from 'react-i18next';

/** One fixed `t` per i18n instance, language and namespace, shared by every component asking. */
const fixedTs = new WeakMap<I18n, Map<string, TFunction>>();

/**
 * The storefront's `useTranslation(namespace)`: the page's i18n instance (next-i18next's provider)
 * and a `t` fixed to its language and the namespace, as react-i18next's hook gives. Without that
 * hook's per-component cost: react-i18next 17 copies the i18n instance into a wrapper object on
 * every component's first render, which was about a twentieth of a server render and runs again
 * for every component when the page hydrates. A new language or page brings a new instance or
 * language, and with it a new `t`; translations a navigation adds are read when `t` is called.
 */
export function useTranslation(namespace: string = 'common'): { t: TFunction; i18n: I18n } {
  const i18n = useContext(I18nContext)?.i18n ?? getI18n();
  const language = i18n.language;
  return useMemo(() => {
    let byKey = fixedTs.get(i18n);
    if (!byKey) fixedTs.set(i18n, (byKey = new Map()));
    const key = `${language}|${namespace}`;
    let t = byKey.get(key);
    if (!t) byKey.set(key, (t = i18n.getFixedT(language ?? null, namespace)));
    return { t, i18n };
  }, [i18n, language, namespace]);
}

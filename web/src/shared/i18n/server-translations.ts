import type { SSRConfig, UserConfig } from 'next-i18next/pages';
// A library module's path, not the app's pages layer the boundary rule is about.
// eslint-disable-next-line no-restricted-imports
import { serverSideTranslations } from 'next-i18next/pages/serverSideTranslations';
import { forTheBrowser, withoutFallbackLanguage } from './page-translations';

const shared = new Map<string, Promise<SSRConfig>>();

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value;
}

/**
 * A page's translations: its namespaces in its language (without the fallback language's copy),
 * with only the part of the i18n configuration the browser reads (no server path: forTheBrowser).
 * Every page's translations come from here (server-translations.test.ts checks that none calls
 * serverSideTranslations itself).
 * next-i18next reads the locale files and builds an i18next instance on every call, a fortieth of
 * a rendered page's CPU; the files are part of the build, so a production server reads each set
 * once and every request asking for the same language and namespaces shares the answer. The
 * shared answer is frozen: a page that changed it would change it for every later page. Outside
 * production (`reuse` false) the files are read each time, so edits show at once. The cache is
 * bounded by the code: locales are the configured ones and namespaces are named by the pages.
 */
export function pageTranslations(
  locale: string,
  namespaces: readonly string[],
  config: UserConfig,
  { reuse = process.env.NODE_ENV === 'production' }: { reuse?: boolean } = {},
): Promise<SSRConfig> {
  const wanted = [...new Set(namespaces)];
  const load = () =>
    serverSideTranslations(locale, wanted, config).then((translations) =>
      forTheBrowser(withoutFallbackLanguage(translations), config),
    );
  if (!reuse) return load();
  const key = `${locale}\u0000${[...wanted].sort().join(',')}`;
  let answer = shared.get(key);
  if (!answer) {
    answer = load().then(deepFreeze);
    // A failed read is not remembered: the next request tries again.
    answer.catch(() => shared.delete(key));
    shared.set(key, answer);
  }
  return answer;
}

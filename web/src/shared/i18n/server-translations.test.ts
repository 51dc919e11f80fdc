import { readdirSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { moduleReferences, sourceFiles } from '@cadence/server-kit/test-support/source-scan';
import { pageTranslations } from './server-translations';

const web = path.resolve(__dirname, '../../..');
const localesDir = path.join(web, 'public/locales');

const config = {
  i18n: { defaultLocale: 'en-GB', locales: ['en-GB', 'de-DE'] },
  fallbackLng: 'en-GB',
  localePath: path.join(__dirname, '../../../public/locales'),
};
// The shop's own configuration, with its locale files found from here whatever the working directory.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const shopConfig = { ...(require('../../../next-i18next.config.js') as typeof config), localePath: localesDir };

describe('pageTranslations', () => {
  it('reads a language and set of namespaces once in production and shares the frozen answer', async () => {
    const first = await pageTranslations('de-DE', ['common', 'cart'], config, { reuse: true });
    const again = await pageTranslations('de-DE', ['cart', 'common', 'cart'], config, { reuse: true });
    expect(again).toBe(first);
    expect(Object.isFrozen(first._nextI18Next!.initialI18nStore['de-DE'])).toBe(true);
    // What is shared is what a fresh read gives: the page's language only.
    const fresh = await pageTranslations('de-DE', ['common', 'cart'], config, { reuse: false });
    expect(fresh).not.toBe(first);
    expect(fresh).toEqual(first);
    expect(Object.keys(first._nextI18Next!.initialI18nStore)).toEqual(['de-DE']);
  });

  it('keeps languages and namespace sets apart', async () => {
    const german = await pageTranslations('de-DE', ['common'], config, { reuse: true });
    const english = await pageTranslations('en-GB', ['common'], config, { reuse: true });
    const more = await pageTranslations('en-GB', ['common', 'cart'], config, { reuse: true });
    expect(german._nextI18Next!.initialLocale).toBe('de-DE');
    expect(english._nextI18Next!.initialLocale).toBe('en-GB');
    expect(more).not.toBe(english);
    expect(Object.keys(more._nextI18Next!.initialI18nStore['en-GB']!).sort()).toEqual(['cart', 'common']);
  });
});

describe("what a page's translation props tell the browser", () => {
  const locales = ['en-GB', 'de-DE'];
  const namespaces = readdirSync(path.join(localesDir, 'en-GB')).map((file) => file.replace(/\.json$/, ''));
  /** Absolute paths of this machine a page's data must never name. */
  const serverPaths = [localesDir, web, path.dirname(web), process.cwd(), os.homedir(), os.tmpdir()].filter(
    (dir) => dir.length > 1,
  );

  it.each([
    ['the shop’s configuration', shopConfig],
    ['a configuration that leaves next-i18next’s copy of it on', config],
  ])('carry no localePath and no server path, only the fallback language, with %s', async (_, given) => {
    for (const locale of locales) {
      // Every namespace at once, and each page's usual set, as served and as first read.
      for (const wanted of [namespaces, ['common', 'menus', 'store', 'search', 'auth', 'cart'], ['common', 'menus', 'cart']]) {
        for (const reuse of [false, true]) {
          const translations = await pageTranslations(locale, wanted, given, { reuse });
          const data = JSON.stringify(translations);
          expect(data).not.toContain('localePath');
          for (const dir of serverPaths) expect(data).not.toContain(dir);
          expect(data).not.toMatch(/"(\/(work|home|root|usr|var|tmp|opt|srv)\/|[A-Za-z]:\\\\)/);
          expect(translations._nextI18Next!.userConfig).toEqual({ fallbackLng: 'en-GB' });
          // The translations themselves are all there.
          expect(Object.keys(translations._nextI18Next!.initialI18nStore[locale]!).sort()).toEqual([...new Set(wanted)].sort());
        }
      }
    }
  });

  it('come from pageTranslations for every page: nothing else calls serverSideTranslations', () => {
    const callers = ['pages', 'src']
      .flatMap((dir) => sourceFiles(web, dir, { tsx: true, tests: false }))
      .filter((file) =>
        moduleReferences(file, readFileSync(path.join(web, file), 'utf8')).some(
          (ref) => ref.specifier.startsWith('next-i18next') && ref.specifier.includes('serverSideTranslations') && !ref.typeOnly,
        ),
      );
    expect(callers).toEqual(['src/shared/i18n/server-translations.ts']);
  });
});

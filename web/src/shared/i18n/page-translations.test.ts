// A library module's path, not the app's pages layer the boundary rule is about.
// eslint-disable-next-line no-restricted-imports
import { serverSideTranslations } from 'next-i18next/pages/serverSideTranslations';
import path from 'node:path';
import { browserI18nConfig, forTheBrowser, withoutFallbackLanguage } from './page-translations';
import { Translator } from './translator';

const config = {
  i18n: { defaultLocale: 'en-GB', locales: ['en-GB', 'de-DE'] },
  fallbackLng: 'en-GB',
  localePath: path.join(__dirname, '../../../public/locales'),
};

describe('withoutFallbackLanguage', () => {
  it("keeps only a German page's own language, and the page translates the same without the English copy", async () => {
    const full = await serverSideTranslations('de-DE', ['common', 'cart', 'shell'], config);
    expect(Object.keys(full._nextI18Next!.initialI18nStore).sort()).toEqual(['de-DE', 'en-GB']);
    const trimmed = withoutFallbackLanguage(full);
    expect(Object.keys(trimmed._nextI18Next!.initialI18nStore)).toEqual(['de-DE']);
    expect(trimmed._nextI18Next!.ns).toEqual(full._nextI18Next!.ns);
    const withFallback = new Translator({}, 'de-DE', ['en-GB']);
    withFallback.add(full._nextI18Next!.initialI18nStore);
    const without = new Translator({}, 'de-DE', ['en-GB']);
    without.add(trimmed._nextI18Next!.initialI18nStore);
    for (const key of ['cart.drawer.title', 'shell.cart.open', 'common.error.notFound'])
      expect(without.translate(key.split('.')[0]!, key, { count: 2 })).toBe(
        withFallback.translate(key.split('.')[0]!, key, { count: 2 }),
      );
  });

  it('leaves an English page (one language) as it is', async () => {
    const english = await serverSideTranslations('en-GB', ['common'], config);
    expect(withoutFallbackLanguage(english)).toBe(english);
  });
});

describe('forTheBrowser', () => {
  it("keeps of next-i18next's copy of the configuration only what the browser reads: no localePath", async () => {
    const full = await serverSideTranslations('de-DE', ['common'], config);
    expect(full._nextI18Next!.userConfig).toMatchObject({ localePath: config.localePath });
    const sent = forTheBrowser(full, config);
    expect(sent._nextI18Next!.userConfig).toEqual({ fallbackLng: 'en-GB' });
    expect(JSON.stringify(sent)).not.toContain(config.localePath);
    expect(sent._nextI18Next!.initialI18nStore).toBe(full._nextI18Next!.initialI18nStore);
    // With the copy turned off (the shop's next-i18next.config.js), the browser still gets the fallback language.
    const off = await serverSideTranslations('de-DE', ['common'], { ...config, serializeConfig: false });
    expect(off._nextI18Next!.userConfig).toBeNull();
    expect(forTheBrowser(off, config)._nextI18Next!.userConfig).toEqual({ fallbackLng: 'en-GB' });
  });

  it('reads only a fallback language the browser understands', () => {
    expect(browserI18nConfig({ ...config, fallbackLng: ['en-GB', 'de-DE'] })).toEqual({ fallbackLng: ['en-GB', 'de-DE'] });
    expect(browserI18nConfig({ ...config, fallbackLng: false })).toEqual({ fallbackLng: false });
    expect(browserI18nConfig({ ...config, fallbackLng: { default: ['en-GB'] } })).toEqual({});
    expect(browserI18nConfig(null)).toEqual({});
  });
});

import path from 'node:path';
import { pageTranslations } from './server-translations';

const config = {
  i18n: { defaultLocale: 'en-GB', locales: ['en-GB', 'de-DE'] },
  fallbackLng: 'en-GB',
  localePath: path.join(__dirname, '../../../public/locales'),
};

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

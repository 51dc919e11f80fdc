import { renderHook } from '@testing-library/react';
import { TranslationProvider, type PageTranslations } from './translation-provider';
import { useTranslation } from './use-translation';

const MISSING = 'common.missing';
const ONLY_ENGLISH = 'cart.page.empty';
const page = (locale: string, store: PageTranslations['initialI18nStore']): PageTranslations => ({
  initialI18nStore: store,
  initialLocale: locale,
  userConfig: { fallbackLng: 'en-GB' },
});
const english = page('en-GB', {
  'en-GB': { cart: { cart: { page: { title: 'Your cart' } } }, common: { common: { home: { title: 'Bikes' } } } },
});
const german = page('de-DE', {
  'de-DE': { cart: { cart: { page: { title: 'Ihr Warenkorb' } } } },
  'en-GB': { cart: { cart: { page: { title: 'Your cart', empty: 'Empty' } } } },
});

function render(initial: PageTranslations) {
  let translations = initial;
  const hook = renderHook(() => [useTranslation('cart'), useTranslation('cart'), useTranslation()] as const, {
    wrapper: ({ children }: { children: React.ReactNode }) => (
      <TranslationProvider translations={translations} locale={translations.initialLocale!}>
        {children}
      </TranslationProvider>
    ),
  });
  return {
    result: hook.result,
    rerender: ({ translations: next }: { translations: PageTranslations }) => {
      translations = next;
      hook.rerender();
    },
  };
}

describe('useTranslation', () => {
  it("translates in the page's language and namespace, with one t shared by every component", () => {
    const { result } = render(english);
    const [first, second, common] = result.current;
    expect(first.t('cart.page.title')).toBe('Your cart');
    expect(common.t('common.home.title')).toBe('Bikes');
    expect(common.t).not.toBe(first.t);
    expect(second.t).toBe(first.t);
    expect(first.i18n.language).toBe('en-GB');
  });

  it('gives a new t when the storefront changes, falling back to English for a missing key', () => {
    const { result, rerender } = render(english);
    const before = result.current[0].t;
    rerender({ translations: german });
    const [cart] = result.current;
    expect(cart.t).not.toBe(before);
    expect(cart.t('cart.page.title')).toBe('Ihr Warenkorb');
    expect(cart.t(ONLY_ENGLISH)).toBe('Empty');
    expect(cart.i18n.language).toBe('de-DE');
  });

  it('keeps t across a navigation in the same language and reads the namespaces the new page brought', () => {
    const { result, rerender } = render(english);
    const before = result.current[0].t;
    rerender({
      translations: page('en-GB', { 'en-GB': { cart: { cart: { page: { title: 'Your cart' }, upsell: 'Add these' } } } }),
    });
    expect(result.current[0].t).toBe(before);
    expect(result.current[2].t('common.home.title')).toBe('Bikes');
  });

  it('gives keys (or their default values) outside a provider, as on a page without translations', () => {
    const { result } = renderHook(() => useTranslation('common'));
    expect(result.current.t('common.error.generic', { defaultValue: 'Something went wrong' })).toBe('Something went wrong');
    expect(result.current.t(MISSING)).toBe(MISSING);
  });
});

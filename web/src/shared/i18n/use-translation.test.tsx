import { act, renderHook } from '@testing-library/react';
import i18next from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { useTranslation } from './use-translation';

async function instance() {
  const i18n = i18next.createInstance();
  await i18n.init({
    lng: 'en-GB',
    fallbackLng: 'en-GB',
    resources: {
      'en-GB': { cart: { cart: { page: { title: 'Your cart' } } }, common: { common: { home: { title: 'Bikes' } } } },
      'de-DE': { cart: { cart: { page: { title: 'Ihr Warenkorb' } } }, common: { common: { home: { title: 'Räder' } } } },
    },
  });
  return i18n;
}

describe('useTranslation', () => {
  it("translates in the page's language and namespace, with one t shared by every component", async () => {
    const i18n = await instance();
    const wrapper = ({ children }: { children: React.ReactNode }) => <I18nextProvider i18n={i18n}>{children}</I18nextProvider>;
    const { result } = renderHook(() => [useTranslation('cart'), useTranslation('cart'), useTranslation()] as const, { wrapper });
    const [first, second, common] = result.current;
    expect(first.t('cart.page.title')).toBe('Your cart');
    expect(common.t('common.home.title')).toBe('Bikes');
    expect(common.t).not.toBe(first.t);
    expect(second.t).toBe(first.t);
    expect(first.i18n).toBe(i18n);
  });

  it('gives a new t when the language changes', async () => {
    const i18n = await instance();
    const wrapper = ({ children }: { children: React.ReactNode }) => <I18nextProvider i18n={i18n}>{children}</I18nextProvider>;
    const { result, rerender } = renderHook(() => useTranslation('cart'), { wrapper });
    const before = result.current.t;
    await act(async () => {
      await i18n.changeLanguage('de-DE');
    });
    rerender();
    expect(result.current.t).not.toBe(before);
    expect(result.current.t('cart.page.title')).toBe('Ihr Warenkorb');
  });
});

import { render, screen } from '@testing-library/react';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { TranslationProvider } from '../../../../shared/i18n/translation-provider';
import type { CartView } from '../../cart.rules';
import { CartSummary } from './cart-summary';

let mockLocale = 'en-GB';
/** Whether `t` gives the real words (inside a TranslationProvider) or its key and options. */
let mockRealWords = false;
jest.mock('next/router', () => ({ useRouter: () => ({ locale: mockLocale }) }));
jest.mock('../../../../shared/i18n/use-translation', () => {
  const actual = jest.requireActual('../../../../shared/i18n/use-translation');
  return {
    useTranslation: (namespace: string) =>
      mockRealWords
        ? actual.useTranslation(namespace)
        : { t: (key: string, options?: Record<string, unknown>) => (options ? `${key}:${JSON.stringify(options)}` : key) },
  };
});
afterEach(() => {
  mockLocale = 'en-GB';
  mockRealWords = false;
});

const cart = {
  id: 'cart-1',
  currency: 'GBP',
  dispatch_date: '2026-12-16',
  fulfilment_available: true,
  items: [],
  prices: {
    subtotal_including_tax: { value: 80 },
    default_shipping_rate: { value: 0 },
    delivery_available: true,
    grand_total: { value: 80 },
    discounts: [],
  },
  applied_coupons: [],
} as unknown as CartView;

/** A cart the shop does not deliver to the shopper's country: its default shipping 0 is no price. */
const undelivered = (fulfilment: boolean): CartView => ({
  ...cart,
  fulfilment_available: fulfilment,
  prices: { ...cart.prices, delivery_available: false },
});

/** The summary with the cart namespace's real words in `locale`. */
const renderInWords = (view: CartView, locale: 'en-GB' | 'de-DE') => {
  mockRealWords = true;
  mockLocale = locale;
  const words = JSON.parse(readFileSync(path.join(__dirname, `../../../../../public/locales/${locale}/cart.json`), 'utf8'));
  render(
    <TranslationProvider
      translations={{ initialLocale: locale, initialI18nStore: { [locale]: { cart: words } } }}
      locale={locale}
    >
      <CartSummary cart={view} />
    </TranslationProvider>,
  );
};

describe('CartSummary', () => {
  it('writes the dispatch day as the order page, the configurator and the server’s texts do', () => {
    render(<CartSummary cart={cart} />);
    expect(screen.getByTestId('CartSummary-dispatch').textContent).toBe(
      'cart.summary.dispatch:{"date":"Wednesday, 16 December 2026"}',
    );
  });

  it('writes it in the de-DE storefront’s words', () => {
    mockLocale = 'de-DE';
    render(<CartSummary cart={{ ...cart, currency: 'EUR' }} />);
    expect(screen.getByTestId('CartSummary-dispatch').textContent).toBe(
      'cart.summary.dispatch:{"date":"Mittwoch, 16. Dezember 2026"}',
    );
  });

  it('calls delivery that costs nothing free, and shows a charged one at its price (£49 for a bike)', () => {
    const { unmount } = render(<CartSummary cart={cart} />);
    expect(screen.getByTestId('CartSummary-shipping').textContent).toBe('cart.summary.free');
    expect(screen.queryByTestId('CartSummary-noDelivery')).toBeNull();
    unmount();
    render(
      <CartSummary
        cart={{ ...cart, prices: { ...cart.prices, default_shipping_rate: { value: 49 }, grand_total: { value: 129 } } }}
      />,
    );
    expect(screen.getByTestId('CartSummary-shipping').textContent).toBe('£49.00');
  });

  it('says delivery is not available, never free, where the shop does not deliver to the shopper’s country', () => {
    render(<CartSummary cart={undelivered(false)} />);
    expect(screen.getByTestId('CartSummary-shipping').textContent).toBe('cart.summary.noDelivery');
    expect(screen.getByTestId('CartSummary-noDelivery').textContent).toBe('cart.summary.noDeliveryHint');
    expect(screen.queryByText('cart.summary.free')).toBeNull();
    // Nothing is dispatched where checkout has no way to get the cart to the shopper.
    expect(screen.queryByTestId('CartSummary-dispatch')).toBeNull();
  });

  it('points to checkout’s other ways where it still has one (collection from a store)', () => {
    render(<CartSummary cart={undelivered(true)} />);
    expect(screen.getByTestId('CartSummary-shipping').textContent).toBe('cart.summary.noDelivery');
    expect(screen.getByTestId('CartSummary-noDelivery').textContent).toBe('cart.summary.noDeliveryOtherWays');
    expect(screen.getByTestId('CartSummary-dispatch')).toBeTruthy();
  });

  it('says so in the en-GB storefront’s words', () => {
    renderInWords(undelivered(false), 'en-GB');
    expect(screen.getByTestId('CartSummary-shipping').textContent).toBe('Not available');
    expect(screen.getByTestId('CartSummary-noDelivery').textContent).toBe(
      'Sorry, we do not deliver to your selected country, so this order cannot be checked out. Please contact us if you need help.',
    );
    expect(screen.queryByText('Free')).toBeNull();
  });

  it('says so in the de-DE storefront’s words', () => {
    renderInWords({ ...undelivered(false), currency: 'EUR' }, 'de-DE');
    expect(screen.getByTestId('CartSummary-shipping').textContent).toBe('Nicht verfügbar');
    expect(screen.getByTestId('CartSummary-noDelivery').textContent).toBe(
      'Leider liefern wir nicht in das von Ihnen gewählte Land, daher kann diese Bestellung nicht abgeschlossen werden. Bei Fragen helfen wir Ihnen gern weiter.',
    );
    expect(screen.queryByText('Kostenlos')).toBeNull();
  });

  it('calls free delivery “Free” in the storefront’s words', () => {
    renderInWords(cart, 'en-GB');
    expect(screen.getByTestId('CartSummary-shipping').textContent).toBe('Free');
  });
});

import { render, screen } from '@testing-library/react';
import type { CartView } from '../../cart.rules';
import { CartSummary } from './cart-summary';

let mockLocale = 'en-GB';
jest.mock('next/router', () => ({ useRouter: () => ({ locale: mockLocale }) }));
jest.mock('../../../../shared/i18n/use-translation', () => ({
  useTranslation: () => ({
    t: (key: string, options?: Record<string, unknown>) => (options ? `${key}:${JSON.stringify(options)}` : key),
  }),
}));
afterEach(() => {
  mockLocale = 'en-GB';
});

const cart = {
  id: 'cart-1',
  currency: 'GBP',
  dispatch_date: '2026-12-16',
  items: [],
  prices: {
    subtotal_including_tax: { value: 80 },
    default_shipping_rate: { value: 0 },
    grand_total: { value: 80 },
    discounts: [],
  },
  applied_coupons: [],
} as unknown as CartView;

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
});

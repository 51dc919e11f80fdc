import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { Translator } from '../../../../shared/i18n/translator';
import { OrderDetails, type OrderDetailsData } from './order-details';

let mockLocale = 'en-GB';
jest.mock('next/router', () => ({ useRouter: () => ({ locale: mockLocale }) }));
afterEach(() => {
  mockLocale = 'en-GB';
});
/** When set, the page's real translations (a Translator on the locale files) instead of keys. */
let mockTranslator: Translator | null = null;
afterEach(() => {
  mockTranslator = null;
});
jest.mock('../../../../shared/i18n/use-translation', () => ({
  useTranslation: (namespace: string) => ({
    t: mockTranslator
      ? mockTranslator.getFixedT(namespace)
      : (key: string, options?: Record<string, unknown>) =>
          options && Object.keys(options).length ? `${key}:${JSON.stringify(options)}` : key,
  }),
}));

/** A Translator with the locale's `namespaces` as a page would load them. */
const translator = (locale: string, namespaces: readonly string[]) =>
  new Translator(
    {
      [locale]: Object.fromEntries(
        namespaces.map((ns) => [
          ns,
          JSON.parse(readFileSync(path.join(__dirname, '../../../../../public/locales', locale, `${ns}.json`), 'utf8')),
        ]),
      ),
    },
    locale,
    [],
  );

const gbp = (value: number) => ({ value, currency: 'GBP' });
const address = {
  firstname: 'Ada',
  lastname: 'Lovelace',
  street: ['12 St James Square'],
  city: 'London',
  postcode: 'SW1Y 4JH',
  region: null,
  country_code: 'GB',
  telephone: '020 7946 0000',
};
const order: OrderDetailsData = {
  number: '000000041',
  order_date: '2026-03-14T10:00:00.000Z',
  status: 'delivered',
  total: { subtotal: gbp(2519.5), total_shipping: gbp(0), grand_total: gbp(1519.5) },
  shipping_address: address,
  billing_address: null,
  shipping_method: 'standard',
  payment_methods: [{ name: 'card' }],
  card_last4: '4242',
  dispatch_date: '2026-03-16',
  status_history: [{ status: 'paid', at: '2026-03-14T10:00:00.000Z' }],
  items: [
    {
      id: '1',
      product_name: 'CGR SL Road Bike',
      product_sku: 'CGR-SL-56',
      quantity_ordered: 1,
      product_sale_price: gbp(2499.5),
      row_total: gbp(2499.5),
    },
    {
      id: '2',
      product_name: 'Bottle',
      product_sku: 'BTL-1',
      quantity_ordered: 2,
      product_sale_price: gbp(10),
      row_total: gbp(20),
    },
  ],
  certificate: { amount: gbp(1000), issuer: 'Cyclescheme' },
};

describe('OrderDetails', () => {
  it('shows the order, its addresses, methods, items with subtotals, totals and the certificate', () => {
    render(<OrderDetails order={order} countryName={(code) => (code === 'GB' ? 'United Kingdom' : code)} />);
    expect(screen.getByText('000000041')).toBeTruthy();
    expect(screen.getByText('14 Mar 2026')).toBeTruthy();
    expect(screen.getByText('account.orderStatus.delivered')).toBeTruthy();
    const shipping = screen.getByRole('region', { name: 'account.orderDetails.shippingAddress' });
    expect(shipping.textContent).toContain('United Kingdom');
    expect(
      within(screen.getByRole('region', { name: 'account.orderDetails.billingAddress' })).getByText(
        'account.orderDetails.notGiven',
      ),
    ).toBeTruthy();
    // Method codes in the shopper's words (a code without wording shows as it comes).
    expect(screen.getByText('account.orderDetails.methods.standard:{"defaultValue":"standard"}')).toBeTruthy();
    expect(screen.getByText('account.orderDetails.payments.card:{"defaultValue":"card"}')).toBeTruthy();
    expect(screen.getByText('account.orderDetails.card:{"last4":"4242"}')).toBeTruthy();
    // The dispatch day as the cart, the configurator and the order email write it.
    expect(screen.getByText('Monday, 16 March 2026')).toBeTruthy();
    expect(screen.getByRole('region', { name: 'account.orderDetails.history' }).textContent).toContain(
      'account.orderStatus.paid',
    );
    const [, bike, bottles] = within(screen.getByRole('table')).getAllByRole('row');
    expect(Array.from(bike!.querySelectorAll('th, td')).map((c) => c.textContent)).toEqual([
      'CGR SL Road Bike',
      'CGR-SL-56',
      '1',
      '£2,499.50',
      '£2,499.50',
    ]);
    expect(
      Array.from(bottles!.querySelectorAll('td'))
        .map((c) => c.textContent)
        .slice(-1),
    ).toEqual(['£20']);
    const totals = screen.getByTestId('OrderDetails-totals').textContent;
    expect(totals).toContain('account.orderDetails.certificateAmount£1,000');
    expect(totals).toContain('account.orderDetails.certificateIssuerCyclescheme');
    expect(totals).toContain('account.orderDetails.grandTotal£1,519.50');
  });

  it('shows each row total as the orders module worked it out, never multiplying prices itself', () => {
    // A figure no product of the shown price and quantity gives: the page can only have read it.
    const items = [{ ...order.items[1]!, quantity_ordered: 3, product_sale_price: gbp(4.35), row_total: gbp(13.04) }];
    render(<OrderDetails order={{ ...order, items }} countryName={(code) => code} />);
    const [, row] = within(screen.getByRole('table')).getAllByRole('row');
    expect(
      Array.from(row!.querySelectorAll('td'))
        .map((c) => c.textContent)
        .slice(-2),
    ).toEqual(['£4.35', '£13.04']);
  });

  it('writes the dispatch day in the de-DE storefront’s words', () => {
    mockLocale = 'de-DE';
    render(<OrderDetails order={order} countryName={(code) => code} />);
    expect(screen.getByText('Montag, 16. März 2026')).toBeTruthy();
  });

  it('leaves the certificate out when none was used, and prints on request', () => {
    const print = jest.spyOn(window, 'print').mockImplementation(() => undefined);
    render(<OrderDetails order={{ ...order, certificate: null }} countryName={(code) => code} />);
    expect(screen.queryByText('account.orderDetails.certificateAmount')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'account.orderDetails.print' }));
    expect(print).toHaveBeenCalledTimes(1);
  });

  it("writes the loan's APR as the page's locale does (de-DE: a decimal comma)", () => {
    mockLocale = 'de-DE';
    const finance = {
      product_name: '9.9% APR over 36 months',
      months: 36,
      apr: 9.9,
      deposit: gbp(0),
      loan_amount: gbp(1519.5),
      monthly_repayment: gbp(48.76),
      final_payment: gbp(48.7),
      payments: 36,
      total_repayable: gbp(1755.3),
    };
    render(<OrderDetails order={{ ...order, certificate: null, finance }} countryName={(code) => code} />);
    expect(screen.getByText('account.orderDetails.finance.percent:{"value":"9,9"}')).toBeTruthy();
  });

  describe('names the loan product in the shopper’s language, as the order email does', () => {
    const finance = {
      product_name: '9.9% APR over 36 months',
      months: 36,
      apr: 9.9,
      deposit: gbp(0),
      loan_amount: gbp(1000),
      monthly_repayment: gbp(32.02),
      final_payment: gbp(32.12),
      payments: 36,
      total_repayable: gbp(1152.82),
    };
    /** What the finance section shows beside "Finance product" (its first entry). */
    const productText = () => screen.getByTestId('OrderDetails-finance').querySelector('dd')?.textContent;

    it('de-DE: made from the terms (finance.productName), its APR with a decimal comma, never the lender’s English', () => {
      mockLocale = 'de-DE';
      render(<OrderDetails order={{ ...order, certificate: null, finance }} countryName={(code) => code} />);
      // The lender's name only as the fallback of a page without the finance words.
      expect(productText()).toBe('finance.productName.credit:{"months":36,"apr":"9,9","defaultValue":"9.9% APR over 36 months"}');
    });

    it('de-DE: one repayment is buy now, pay later', () => {
      mockLocale = 'de-DE';
      const later = {
        ...finance,
        product_name: 'Buy now, pay later: settle in 12 months',
        months: 12,
        apr: 14.9,
        monthly_repayment: gbp(0),
        final_payment: gbp(1149),
        payments: 1,
        total_repayable: gbp(1149),
      };
      render(<OrderDetails order={{ ...order, certificate: null, finance: later }} countryName={(code) => code} />);
      expect(productText()).toBe(
        'finance.productName.payLater:{"months":12,"defaultValue":"Buy now, pay later: settle in 12 months"}',
      );
    });

    it('de-DE with the real words: “9,9 % effektiver Jahreszins über 36 Monate”, as the email writes it', () => {
      mockLocale = 'de-DE';
      mockTranslator = translator('de-DE', ['account', 'finance']);
      render(<OrderDetails order={{ ...order, certificate: null, finance }} countryName={(code) => code} />);
      expect(productText()).toBe('9,9 % effektiver Jahreszins über 36 Monate');
      expect(within(screen.getByTestId('OrderDetails-finance')).getByText('9,9 %')).toBeTruthy();
    });

    it('a page that came without the finance words shows the lender’s name, never a key', () => {
      mockLocale = 'de-DE';
      mockTranslator = translator('de-DE', ['account']);
      render(<OrderDetails order={{ ...order, certificate: null, finance }} countryName={(code) => code} />);
      expect(productText()).toBe('9.9% APR over 36 months');
    });

    it('en-GB: the lender’s own name, the one the lender and the email carry', () => {
      render(<OrderDetails order={{ ...order, certificate: null, finance }} countryName={(code) => code} />);
      expect(productText()).toBe('9.9% APR over 36 months');
    });
  });
});

import { render, screen } from '@testing-library/react';
import type { CycleToWorkQuoteFieldsFragment } from '../../../../../graphql/graphql';
import { CycleToWorkQuoteDocument } from './cycle-to-work-quote-document';

let mockLocale = 'en-GB';
jest.mock('next/router', () => ({ useRouter: () => ({ locale: mockLocale }) }));
jest.mock('../../../../../shared/i18n/use-translation', () => ({
  useTranslation: () => ({
    t: (key: string, options?: Record<string, unknown>) =>
      options && Object.keys(options).length ? `${key}:${JSON.stringify(options)}` : key,
  }),
}));

/** A quote requested at 00:30 on 15 June in London (23:30 UTC): a £1,500 bike and two £24.99 bottles. */
const quote: CycleToWorkQuoteFieldsFragment = {
  number: 'C2W-234Z2HC9',
  created_at: '2025-06-14T23:30:00.000Z',
  valid_until: '2025-07-14T23:30:00.000Z',
  is_valid: true,
  email: 'ada@example.com',
  employer_name: 'Acme Widgets Ltd',
  provider_name: 'Cyclescheme',
  hire_months: 12,
  total: { value: 1549.98, currency: 'GBP' },
  items: [
    { sku: 'BK-1', name: 'Model 105', quantity: 1, unit_price: { value: 1500 }, row_total: { value: 1500 } },
    { sku: 'BT-1', name: 'Bottle', quantity: 2, unit_price: { value: 24.99 }, row_total: { value: 49.98 } },
  ],
  savings: [
    {
      band_id: 'uk-basic',
      region: 'UK',
      income_tax_percent: 20,
      national_insurance_percent: 8,
      saving_percent: 28,
      monthly_gross: { value: 129.17 },
      monthly_net: { value: 93 },
      tax_saved: { value: 310 },
      national_insurance_saved: { value: 124 },
      net_cost: { value: 1115.98 },
    },
  ],
  supplier: { name: 'Cadence Cycles', website: 'https://shop.example', email: 'hello@shop.example' },
};

beforeEach(() => {
  mockLocale = 'en-GB';
});

const definition = (term: string) => screen.getByText(term).nextElementSibling?.textContent?.trim();

describe('CycleToWorkQuoteDocument', () => {
  it('dates the quote by the shop’s calendar day in London, as its email does', () => {
    render(<CycleToWorkQuoteDocument quote={quote} />);
    expect(definition('cycletowork.document.date')).toBe('15 Jun 2025');
    expect(definition('cycletowork.document.validUntil')).toBe('15 Jul 2025');
  });

  it('writes money as the shop and the email do: whole pounds without decimals, pence with two', () => {
    render(<CycleToWorkQuoteDocument quote={quote} />);
    const [, bike, bottle] = screen.getAllByRole('row');
    expect(Array.from(bike!.querySelectorAll('td'), (c) => c.textContent).slice(2)).toEqual(['£1,500', '£1,500']);
    expect(Array.from(bottle!.querySelectorAll('td'), (c) => c.textContent).slice(2)).toEqual(['£24.99', '£49.98']);
    expect(screen.getByTestId('CycleToWorkQuoteDocument-total').textContent).toBe('£1,549.98');
    expect(screen.getByText('£310')).toBeTruthy();
  });

  it('writes the German storefront’s date and money', () => {
    mockLocale = 'de-DE';
    render(<CycleToWorkQuoteDocument quote={{ ...quote, is_valid: false }} />);
    expect(definition('cycletowork.document.date')).toBe('15. Juni 2025');
    expect(definition('cycletowork.document.validUntil')).toBe('15. Juli 2025 cycletowork.document.expired');
    expect(screen.getByTestId('CycleToWorkQuoteDocument-total').textContent).toBe('1.549,98\u00a0£');
  });
});

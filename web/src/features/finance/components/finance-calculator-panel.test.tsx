import { render, screen } from '@testing-library/react';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { TranslationProvider } from '../../../shared/i18n/translation-provider';
import type { FinanceCalculation, FinanceOption } from '../hooks/use-finance-calculation';
import { FinanceCalculatorPanel } from './finance-calculator-panel';
import { FinanceTeaser } from './finance-teaser';

let mockLocale = 'de-DE';
jest.mock('next/router', () => ({ useRouter: () => ({ locale: mockLocale }) }));
let mockCalculation: FinanceCalculation | null = null;
jest.mock('../hooks/use-finance-calculation', () => ({
  useFinanceCalculation: () => ({ calculation: mockCalculation, loading: false, failed: false }),
}));

/** The finance namespace as the page brings it (the real words of both languages). */
const translations = (locale: string) => ({
  initialLocale: locale,
  initialI18nStore: {
    [locale]: {
      finance: JSON.parse(readFileSync(path.join(__dirname, `../../../../public/locales/${locale}/finance.json`), 'utf8')),
    },
  },
});

const money = (value: number) => ({ value });
const option = (
  product_id: string,
  name: string,
  months: number,
  apr: number,
  interest_rate: number,
  single = false,
): FinanceOption => ({
  product: { product_id, name, months, apr, single_final_payment: single },
  unavailable: false,
  loan_amount: money(1799),
  deposit: money(0),
  monthly_repayment: money(57.73),
  final_payment: money(57.7),
  payments: months,
  total_repayable: money(2078.28),
  total_payable: money(2078.28),
  total_interest: money(279.28),
  arrangement_fee: money(0),
  apr,
  interest_rate,
  months,
});

const credit = option('CL36-9.9', '9.9% APR over 36 months', 36, 9.9, 9.48);
const calculation: FinanceCalculation = {
  price: { value: 1799, currency: 'GBP' },
  deposit_percent: 12.5,
  deposit: money(224.88),
  offered_product_ids: ['IFC12', 'CL36-9.9', 'BNPL12'],
  message: null,
  minimum_amount: null,
  price_range: { max: money(7196) },
  deposit_range: { min: 0, max: 50 },
  representative: credit,
  options: [
    option('IFC12', 'Interest free credit over 12 months', 12, 0, 0),
    credit,
    option('BNPL12', 'Buy now, pay later: settle in 12 months', 12, 14.9, 13.99, true),
  ],
};

const renderIn = (locale: string, ui: React.ReactElement) => {
  mockLocale = locale;
  mockCalculation = calculation;
  return render(
    <TranslationProvider translations={translations(locale)} locale={locale}>
      {ui}
    </TranslationProvider>,
  );
};

describe('finance figures in the shopper’s language', () => {
  it('writes percentages as the German locale does in the teaser', () => {
    renderIn('de-DE', <FinanceTeaser price={1799} />);
    const teaser = screen.getByTestId('FinanceTeaser').textContent;
    expect(teaser).toContain('(9,9 % effektiver Jahreszins, repräsentativ)');
    expect(teaser).not.toContain('9.9');
  });

  it('writes percentages as the German locale does in the calculator: APR, interest rate and deposit', () => {
    renderIn('de-DE', <FinanceCalculatorPanel price={1799} />);
    const example = screen.getByTestId('FinanceExample').textContent;
    expect(example).toContain('Sollzins 9,48 % p. a. (gebunden)');
    expect(example).toContain('Repräsentativer effektiver Jahreszins 9,9 % über 36 Monate');
    expect(screen.getByTestId('FinanceFigures').textContent).toContain('9,9 %');
    expect(screen.getByText(/^12,5 % Anzahlung:/)).toBeTruthy();
    expect(screen.getByTestId('FinanceCalculator').textContent).not.toMatch(/\d\.\d+ %/);
  });

  it('names the loan products in German from their terms, not with the lender’s English names', () => {
    renderIn('de-DE', <FinanceCalculatorPanel price={1799} />);
    const names = screen.getAllByRole('radio').map((radio) => radio.closest('label')?.textContent);
    expect(names).toEqual([
      'Zinsfreie Finanzierung über 12 Monate',
      '9,9 % effektiver Jahreszins über 36 Monate',
      'Jetzt kaufen, später bezahlen: Ausgleich in 12 Monaten',
    ]);
  });

  it('keeps the English wording and decimal point on en-GB pages', () => {
    renderIn('en-GB', <FinanceCalculatorPanel price={1799} />);
    const names = screen.getAllByRole('radio').map((radio) => radio.closest('label')?.textContent);
    expect(names).toEqual([
      'Interest free credit over 12 months',
      '9.9% APR over 36 months',
      'Buy now, pay later: settle in 12 months',
    ]);
    expect(screen.getByTestId('FinanceExample').textContent).toContain(
      'Interest rate 9.48% a year (fixed). Representative 9.9% APR',
    );
  });
});

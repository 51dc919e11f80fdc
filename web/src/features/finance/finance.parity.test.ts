/**
 * A loan product is named in the shopper's language by one rule each side: the web's
 * `financeProductName` (the calculator, the order page; words in finance.json) and commerce's
 * `financeProductName` (the order email; words in finance.rules.ts). A shopper reads both for one
 * order, so both are held to each other here, over the lender's products and both storefronts, with
 * the real locale files. The commerce side is imported from its source for this test only; the web
 * never imports it.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  FINANCE_CURRENCY as SERVER_FINANCE_CURRENCY,
  financeProductName as serverProductName,
  MAX_TEASER_PRICES as SERVER_MAX_TEASER_PRICES,
} from '../../../../commerce/src/modules/finance/finance.rules';
import { Translator, type TranslationStore } from '../../shared/i18n/translator';
import { financeProductName, orderFinanceProductName } from './finance.rules';
import { FINANCE_CURRENCY, MAX_TEASER_PRICES } from './finance-teaser.limits';

const LOCALES = ['en-GB', 'de-DE'] as const;
const root = path.join(__dirname, '../../../public/locales');
const store: TranslationStore = Object.fromEntries(
  LOCALES.map((locale) => [locale, { finance: JSON.parse(readFileSync(path.join(root, locale, 'finance.json'), 'utf8')) }]),
);

/** The lender's products (commerce's finance seed): interest free, credit at 9.9 % and 14.9 %, buy now pay later. */
const PRODUCTS = [
  { name: 'Interest free credit over 12 months', months: 12, apr: 0, single: false },
  { name: '0% APR over 24 months', months: 24, apr: 0, single: false },
  { name: '9.9% APR over 36 months', months: 36, apr: 9.9, single: false },
  { name: '9.9% APR over 48 months', months: 48, apr: 9.9, single: false },
  { name: '14.9% APR over 36 months', months: 36, apr: 14.9, single: false },
  { name: '14.9% APR over 48 months', months: 48, apr: 14.9, single: false },
  { name: 'Buy now, pay later: settle in 12 months', months: 12, apr: 14.9, single: true },
  // Rates the seed does not have: two decimals, and one the number format rounds.
  { name: '12.45% APR over 60 months', months: 60, apr: 12.45, single: false },
  { name: '7.125% APR over 24 months', months: 24, apr: 7.125, single: false },
];

describe('finance product names: the web writes what the order email writes', () => {
  it.each(LOCALES)('%s', (locale) => {
    const t = new Translator(store, locale, ['en-GB']).getFixedT('finance');
    for (const p of PRODUCTS) {
      const server = serverProductName({ name: p.name, months: p.months, apr: p.apr, singleFinalPayment: p.single }, locale);
      expect(financeProductName({ name: p.name, months: p.months, apr: p.apr, single_final_payment: p.single }, t, locale)).toBe(
        server,
      );
      // An order keeps the terms, not the kind: one repayment for a single final payment, else one a month.
      const order = { product_name: p.name, months: p.months, apr: p.apr, payments: p.single ? 1 : p.months };
      expect(orderFinanceProductName(order, t, locale)).toBe(server);
    }
  });

  it('de-DE: the spec’s 9.9 % over 36 months with a decimal comma', () => {
    const t = new Translator(store, 'de-DE', ['en-GB']).getFixedT('finance');
    const order = { product_name: '9.9% APR over 36 months', months: 36, apr: 9.9, payments: 36 };
    expect(orderFinanceProductName(order, t, 'de-DE')).toBe('9,9 % effektiver Jahreszins über 36 Monate');
    expect(serverProductName({ name: order.product_name, months: 36, apr: 9.9, singleFinalPayment: false }, 'de-DE')).toBe(
      '9,9 % effektiver Jahreszins über 36 Monate',
    );
  });
});

describe('finance teasers ask as the gateway answers', () => {
  it('in the finance currency, at most as many prices as one request may hold', () => {
    expect({ currency: FINANCE_CURRENCY, prices: MAX_TEASER_PRICES }).toEqual({
      currency: SERVER_FINANCE_CURRENCY,
      prices: SERVER_MAX_TEASER_PRICES,
    });
  });
});

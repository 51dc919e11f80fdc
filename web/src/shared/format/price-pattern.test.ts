import { formatRateWithPattern, formatWithPattern, parsePricePattern, pricePatternText, readPricePattern } from './price-pattern';

/** Every currency the storefront sells in (commerce's country seed) and its two languages. */
const CURRENCIES = [
  'AED',
  'AUD',
  'CAD',
  'CHF',
  'CZK',
  'DKK',
  'EUR',
  'GBP',
  'HKD',
  'HUF',
  'ILS',
  'ISK',
  'JPY',
  'KRW',
  'NOK',
  'NZD',
  'PLN',
  'RON',
  'SEK',
  'SGD',
  'USD',
  'ZAR',
];
const LOCALES = ['en-GB', 'de-DE'];

/** Amounts of every size, ties at the third decimal, binary near-ties, and what a teaser's division leaves. */
function amounts(): number[] {
  const list = [
    0, 0.005, 0.01, 0.125, 0.135, 1.005, 1.015, 2.675, 9.995, 10, 99.99, 999.995, 1000, 1234.5, 9999.999, 12345.675, 1e6,
    123456789.125,
  ];
  let seed = 17;
  const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
  for (let i = 0; i < 400; i++) {
    const digits = 1 + Math.floor(random() * 9);
    list.push(Math.round(random() * 10 ** digits) / 100, (random() * 10 ** digits) / 36, Math.floor(random() * 10 ** digits));
  }
  return list;
}

describe('prices written from the pattern Intl follows', () => {
  it.each(LOCALES)('%s: the same text as Intl for every currency sold in, whole and with two decimals', (locale) => {
    const all = amounts();
    for (const currency of CURRENCIES) {
      const pattern = readPricePattern(locale, currency);
      expect([currency, pattern]).not.toEqual([currency, null]);
      for (const decimals of [0, 2] as const) {
        const intl = new Intl.NumberFormat(locale, {
          style: 'currency',
          currency,
          minimumFractionDigits: decimals,
          maximumFractionDigits: decimals,
        });
        for (const amount of all) {
          if (decimals === 0 && !Number.isInteger(amount)) continue;
          expect([currency, amount, formatWithPattern(amount, decimals, pattern!)]).toEqual([
            currency,
            amount,
            intl.format(amount),
          ]);
        }
      }
    }
  });

  it('knows the storefront pair at a glance', () => {
    expect(formatWithPattern(1499, 0, readPricePattern('en-GB', 'GBP')!)).toBe('£1,499');
    expect(formatWithPattern(51.958, 2, readPricePattern('en-GB', 'GBP')!)).toBe('£51.96');
    expect(formatWithPattern(1234567.5, 2, readPricePattern('de-DE', 'EUR')!)).toBe('1.234.567,50\u00a0€');
  });

  it('leaves to Intl what it does not cover: negative, minus zero, huge, not a number', () => {
    const pattern = readPricePattern('en-GB', 'GBP')!;
    for (const amount of [-1, -0, 1e15, Infinity, NaN, 1e-7]) expect(formatWithPattern(amount, 2, pattern)).toBeNull();
  });

  it('has no pattern for a currency Intl refuses, or a locale that groups otherwise', () => {
    expect(readPricePattern('en-GB', 'GB')).toBeNull();
    // Spanish writes four digits ungrouped ("1234,25 €"): not the shape this covers.
    expect(readPricePattern('es-ES', 'EUR')).toBeNull();
    // Indian grouping ("₹12,34,567.25").
    expect(readPricePattern('en-IN', 'INR')).toBeNull();
  });

  it('travels as text and reads back; anything else is no pattern', () => {
    const pattern = readPricePattern('de-DE', 'CHF');
    expect(parsePricePattern(pricePatternText(pattern))).toEqual(pattern);
    for (const text of [undefined, '', 'null', '{', '{"prefix":1}', '[]']) expect(parsePricePattern(text)).toBeNull();
  });
});

describe('rates written with a price pattern', () => {
  it('writes an APR as Intl writes the plain number in the locale, without making one', () => {
    for (const [locale, currency] of [
      ['en-GB', 'GBP'],
      ['de-DE', 'EUR'],
    ] as const) {
      const pattern = readPricePattern(locale, currency)!;
      const intl = new Intl.NumberFormat(locale, { minimumFractionDigits: 0, maximumFractionDigits: 2 });
      for (const rate of [0, 9.9, 9.48, 14.9, 19.95, 1.005, 12.5, 100, 999.99]) {
        expect(formatRateWithPattern(rate, pattern)).toBe(intl.format(rate));
      }
      expect(formatRateWithPattern(1000, pattern)).toBeNull();
      expect(formatRateWithPattern(-1, pattern)).toBeNull();
    }
  });
});

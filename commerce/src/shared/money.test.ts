import { currencySign, formatMoney, formatPercent, percentOf, toMinor } from './money';

describe('money', () => {
  it('shows whole amounts without decimals and others with two, in the storefront format (spec §9)', () => {
    expect(formatMoney(25_000, 'en-GB', 'GBP')).toBe('£250');
    expect(formatMoney(149_999, 'en-GB', 'GBP')).toBe('£1,499.99');
    expect(formatMoney(149_950, 'de-DE', 'EUR')).toBe('1.499,50\u00a0€');
    expect(formatMoney(25_000, 'de-DE', 'EUR')).toBe('250\u00a0€');
  });
  it('can force two decimals, writes zero-decimal currencies the same way and refuses what it cannot write (spec §8)', () => {
    expect(formatMoney(149_900, 'en-GB', 'GBP', { forceDecimals: true })).toBe('£1,499.00');
    expect(formatMoney(-5_000, 'en-GB', 'GBP')).toBe('-£50');
    expect(formatMoney(12_345_600, 'en-GB', 'JPY')).toBe('JP¥123,456');
    expect(formatMoney(12_345_600, 'de-DE', 'JPY')).toBe('123.456\u00a0¥');
    expect(() => formatMoney(100, '', 'GBP')).toThrow('Invalid locale or currency');
    expect(() => formatMoney(100, 'en-GB', 'POUNDS')).toThrow('Invalid locale or currency');
    expect(() => formatMoney(100, 'not a locale!!', 'GBP')).toThrow('Invalid locale or currency');
  });
  it('rounds stored amounts to the hundredth and caps a share at the amount', () => {
    expect(toMinor(12.34)).toBe(1234);
    expect(toMinor(-0.5)).toBe(-50);
    expect(percentOf(1_000, 150)).toBe(1_000);
  });
});

describe('currencySign', () => {
  it('is the sign formatMoney writes: the yen JP¥ in en-GB, ¥ in de-DE; the US dollar US$ and $', () => {
    expect(currencySign('en-GB', 'JPY')).toBe('JP¥');
    expect(currencySign('de-DE', 'JPY')).toBe('¥');
    expect(currencySign('en-GB', 'USD')).toBe('US$');
    expect(currencySign('de-DE', 'USD')).toBe('$');
    expect(currencySign('en-GB', 'GBP')).toBe('£');
    expect(currencySign('de-DE', 'EUR')).toBe('€');
  });

  it('agrees with formatMoney for every currency the shop sells in, in both storefronts', () => {
    const currencies = ['GBP', 'EUR', 'CZK', 'DKK', 'HUF', 'PLN', 'RON', 'SEK', 'CHF', 'NOK', 'ISK', 'USD', 'CAD', 'AUD', 'NZD'];
    for (const currency of [...currencies, 'JPY', 'SGD', 'HKD', 'AED', 'ILS', 'ZAR', 'KRW'])
      for (const locale of ['en-GB', 'de-DE'])
        expect(formatMoney(123_400, locale, currency)).toContain(currencySign(locale, currency));
  });

  it("throws 'Invalid locale or currency'", () => {
    expect(() => currencySign('en-GB', '')).toThrow('Invalid locale or currency');
    expect(() => currencySign('en-GB', 'POUNDS')).toThrow('Invalid locale or currency');
  });
});

describe('formatPercent', () => {
  it('writes an APR as the storefront does, up to two decimals: 9.9 in en-GB, 9,9 in de-DE', () => {
    expect(formatPercent(9.9, 'en-GB')).toBe('9.9');
    expect(formatPercent(9.9, 'de-DE')).toBe('9,9');
    expect(formatPercent(14.9, 'de-DE')).toBe('14,9');
    // The fixed interest rate beside 9.9 % APR (finance.rules interestRate).
    expect(formatPercent(9.48, 'de-DE')).toBe('9,48');
    expect(formatPercent(0, 'de-DE')).toBe('0');
    expect(formatPercent(50, 'en-GB')).toBe('50');
    expect(formatPercent(12.3456, 'en-GB')).toBe('12.35');
  });

  it("throws 'Invalid locale' for a locale it cannot write", () => {
    expect(() => formatPercent(9.9, '')).toThrow('Invalid locale');
    expect(() => formatPercent(9.9, 'not a locale!!')).toThrow('Invalid locale');
  });
});

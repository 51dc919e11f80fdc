/**
 * The web and the commerce backend write money, percentages, dispatch days and dates with one rule
 * each side (spec §9): `formatPrice` / `formatMoney`, the two `formatPercent`s (an APR in the order
 * page and the order email), the two `formatDispatchDay`s and `formatDate` / `formatShopDate` (the
 * shop's calendar day of a moment). The server's text (coupon messages, the
 * delivery information, order and quote emails) and the page's must never disagree, so both are
 * held to each other here, over the storefronts' locales and the currencies the shop sells in. The
 * commerce side is imported from its source for this test only; the web never imports it.
 */
import { formatMoney, formatPercent as serverPercent } from '../../../../commerce/src/shared/money';
import {
  formatDispatchDay as serverDispatchDay,
  formatShopDate,
  SHOP_TIME_ZONE as SERVER_TIME_ZONE,
} from '../../../../commerce/src/shared/working-calendar';
import { formatDispatchDay } from './dispatch-day.rules';
import { formatDate, formatPrice, SHOP_TIME_ZONE } from './format.rules';
import { formatPercent } from './number.rules';

const LOCALES = ['en-GB', 'de-DE'];
const CURRENCIES = ['GBP', 'EUR', 'USD', 'CHF', 'SEK', 'PLN', 'CZK', 'HUF', 'ISK', 'JPY', 'KRW', 'AUD', 'AED'];
/** In hundredths: zero, whole amounts, pence, thousands and millions, a refund. */
const MINOR_AMOUNTS = [0, 1, 50, 100, 1_999, 25_000, 149_900, 149_950, 149_999, 12_345_600, 123_456_789_00, -5_000, -1_999];

describe('money: the web’s formatPrice writes what commerce’s formatMoney writes', () => {
  it.each(LOCALES.flatMap((locale) => CURRENCIES.map((currency) => [locale, currency])))('%s %s', (locale, currency) => {
    for (const minor of MINOR_AMOUNTS) {
      expect([minor, formatPrice(minor / 100, locale, currency)]).toEqual([minor, formatMoney(minor, locale, currency)]);
      expect([minor, formatPrice(minor / 100, locale, currency, true)]).toEqual([
        minor,
        formatMoney(minor, locale, currency, { forceDecimals: true }),
      ]);
    }
  });

  it('refuses the same locales and currencies', () => {
    for (const [locale, currency] of [
      ['', 'GBP'],
      ['en-GB', ''],
      ['en-GB', 'POUNDS'],
      ['not a locale!!', 'GBP'],
    ] as const) {
      expect(() => formatPrice(10, locale, currency)).toThrow('Invalid locale or currency');
      expect(() => formatMoney(1_000, locale, currency)).toThrow('Invalid locale or currency');
    }
  });
});

describe('percentages: the web’s formatPercent writes what commerce’s formatPercent writes', () => {
  /** APRs and interest rates the lender's products have (9.9 % APR is 9.48 % fixed), deposits, and odd ones. */
  const percents = [0, 9.9, 9.48, 14.9, 13.97, 50, 12.345, 12.3456, 0.5, 100, 1234.5, -1.5];
  it.each(LOCALES)('%s', (locale) => {
    for (const value of percents) expect([value, formatPercent(value, locale)]).toEqual([value, serverPercent(value, locale)]);
  });

  it('writes an APR with the storefront’s decimal mark: 9.9 in en-GB, 9,9 in de-DE', () => {
    expect([formatPercent(9.9, 'en-GB'), serverPercent(9.9, 'en-GB')]).toEqual(['9.9', '9.9']);
    expect([formatPercent(9.9, 'de-DE'), serverPercent(9.9, 'de-DE')]).toEqual(['9,9', '9,9']);
  });
});

describe('dispatch day: the web writes what commerce writes', () => {
  const days = ['2026-12-16', '2026-12-31', '2027-01-04', '2026-03-29', '2026-10-26', 'not a day'];
  it.each(LOCALES)('%s', (locale) => {
    for (const day of days) expect(formatDispatchDay(day, locale)).toBe(serverDispatchDay(day, locale));
  });
});

describe('dates: the web’s formatDate writes the shop’s calendar day of a moment as commerce’s formatShopDate does', () => {
  it('keeps the shop’s time zone', () => {
    expect(SHOP_TIME_ZONE).toBe(SERVER_TIME_ZONE);
  });

  /** Either side of midnight in London, in winter and summer and on the days the clocks change. */
  const moments = [
    '2025-06-14T22:59:59.999Z',
    '2025-06-14T23:00:00.000Z',
    '2025-06-14T23:30:00.000Z',
    '2025-07-14T23:30:00.000Z',
    '2026-01-14T23:30:00.000Z',
    '2026-01-15T00:00:00.000Z',
    '2026-03-28T23:59:59.000Z',
    '2026-03-29T00:30:00.000Z',
    '2026-03-29T01:30:00.000Z',
    '2026-03-29T23:30:00.000Z',
    '2026-10-24T23:30:00.000Z',
    '2026-10-25T00:30:00.000Z',
    '2026-10-25T23:30:00.000Z',
    '2026-12-31T23:59:59.999Z',
    '2027-09-04T12:00:00.000Z',
  ];
  it.each(LOCALES)('%s', (locale) => {
    for (const moment of moments) {
      expect([moment, formatDate(moment, locale)]).toEqual([moment, formatShopDate(new Date(moment), locale)]);
    }
  });
});

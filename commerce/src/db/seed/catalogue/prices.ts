import { countrySeed } from '../countries.seed';

/**
 * Prices are authored in GBP and converted once, at seed time, into every currency a country is
 * priced in (countrySeed), then rounded to retail price points. The storefront never converts:
 * product_prices holds one row per product and currency.
 *
 * Fixed conversion rates (units of the currency per £1). A currency used by countrySeed without a
 * rate here makes the seed fail loudly rather than leave products unpriced.
 */
export const GBP_RATES: Readonly<Record<string, number>> = {
  GBP: 1,
  EUR: 1.17,
  USD: 1.27,
  CHF: 1.12,
  SEK: 13.4,
  DKK: 8.7,
  NOK: 13.6,
  PLN: 5.0,
  CZK: 29,
  HUF: 460,
  RON: 5.8,
  ISK: 175,
  CAD: 1.74,
  AUD: 1.95,
  NZD: 2.12,
  JPY: 190,
  SGD: 1.71,
  HKD: 9.9,
  AED: 4.67,
  ILS: 4.7,
  ZAR: 23,
  KRW: 1750,
};

/** Currencies priced in whole hundreds (no minor unit in everyday retail prices). */
const HUNDREDS = new Set(['JPY', 'KRW', 'HUF', 'ISK']);
/** Currencies whose shelf prices are whole units ending in 9 (kronor, koruna). */
const WHOLE_UNITS = new Set(['SEK', 'NOK', 'DKK', 'CZK']);

/** Every distinct currency of the countries the shop sells to, in countrySeed order. */
export const CURRENCIES: readonly string[] = [...new Set(countrySeed.map((c) => c.currency))];

export function assertRatesCoverCurrencies(): void {
  const missing = CURRENCIES.filter((c) => GBP_RATES[c] === undefined);
  if (missing.length) throw new Error(`No GBP conversion rate for ${missing.join(', ')}`);
}

const two = (n: number): number => Math.round(n * 100) / 100;

/**
 * Rounds an amount to a retail price point of its currency:
 * ≥1000 → …99 whole units (1,799); 200–999 → …9 (349); 20–199 → .99 (34.99); below 20 → .95 (7.95).
 * Kronor/koruna use whole units throughout (49, 349, 1,799); JPY/KRW/HUF/ISK whole hundreds.
 */
export function retailRound(amount: number, currency: string): number {
  if (HUNDREDS.has(currency)) return Math.max(100, Math.round(amount / 100) * 100);
  if (amount >= 1000) return Math.round(amount / 100) * 100 - 1;
  if (amount >= 200) return Math.round(amount / 10) * 10 - 1;
  if (WHOLE_UNITS.has(currency)) return Math.max(9, Math.round(amount / 10) * 10 - 1);
  if (amount >= 20) return two(Math.round(amount) - 0.01);
  return two(Math.max(0.95, Math.round(amount) - 0.05));
}

/**
 * A GBP price in another currency. GBP prices are authored at price points already and pass
 * through unchanged.
 */
export function convertPrice(gbp: number, currency: string): number {
  if (currency === 'GBP') return two(gbp);
  const rate = GBP_RATES[currency];
  if (rate === undefined) throw new Error(`No GBP conversion rate for ${currency}`);
  return retailRound(gbp * rate, currency);
}

/** A GBP special price from a discount: rounded to a GBP price point and always below the price. */
export function specialFromDiscount(priceGbp: number, discount: number): number {
  const special = retailRound(priceGbp * (1 - discount), 'GBP');
  return special < priceGbp ? special : two(priceGbp - 1);
}

/**
 * Price and special price in one currency. A special price that rounding would lift to the price
 * (or above) is stepped down one price point, so a product on offer is on offer everywhere.
 */
export function pricePair(
  priceGbp: number,
  specialGbp: number | null,
  currency: string,
): { price: number; specialPrice: number | null } {
  const price = convertPrice(priceGbp, currency);
  if (specialGbp === null) return { price, specialPrice: null };
  let special = convertPrice(specialGbp, currency);
  if (special >= price) special = stepDown(price, currency);
  return { price, specialPrice: special };
}

function stepDown(price: number, currency: string): number {
  if (HUNDREDS.has(currency)) return Math.max(100, price - 100);
  if (price >= 1000) return price - 100;
  if (price >= 200 || WHOLE_UNITS.has(currency)) return price - 10;
  return two(price - 1);
}

/**
 * Money as integer hundredths of the currency unit ("minor units" of the price lists' two decimal
 * places). Prices are stored as numeric(12,2); every sum, discount and total is computed on these
 * integers, so no float ever adds up a cart.
 */
export type Minor = number;

/** A stored amount (numeric(12,2) read as a number) in hundredths, rounded half away from zero. */
export function toMinor(amount: number): Minor {
  return Math.sign(amount) * Math.round(Math.abs(amount) * 100);
}

/** Hundredths back to the two-decimal amount the API answers. */
export function fromMinor(minor: Minor): number {
  return minor / 100;
}

/** A share of an amount (a percentage discount), rounded to the hundredth, never more than the amount. */
export function percentOf(minor: Minor, percent: number): Minor {
  return Math.min(minor, Math.round((minor * percent) / 100));
}

/** One currency formatter per locale, currency and number of decimals, built when first needed. */
const moneyFormats = new Map<string, Intl.NumberFormat>();

/**
 * An amount as the shop shows it (spec §9): whole amounts without decimals, others with two, and
 * two when `forceDecimals` asks for them, in the storefront's number format and sign ('£250',
 * '£1,499.99', '250 €', 'JP¥123,456'). The one money format of the commerce backend (messages,
 * mails, sandboxes); the web's `formatPrice` writes the same text for the same amount (held to it
 * by web/src/shared/format/format.parity.test.ts). Throws 'Invalid locale or currency' (spec §8)
 * when either is missing or not understood.
 */
export function formatMoney(minor: Minor, locale: string, currency: string, { forceDecimals = false } = {}): string {
  if (!locale || !currency || !Number.isFinite(minor)) throw new Error('Invalid locale or currency');
  return moneyFormat(locale, currency, minor % 100 === 0 && !forceDecimals ? 0 : 2).format(fromMinor(minor));
}

/** One percentage formatter per locale, built when first needed. */
const percentFormats = new Map<string, Intl.NumberFormat>();

/**
 * The number of a percentage as the storefront writes it, with up to two decimals ('9.9', '9,9';
 * '9.48', '9,48'; '0'): APRs and interest rates in mails. The sign and its spacing belong to the
 * sentence ('9.9% APR' in en-GB, '9,9 %' in de-DE), so a raw number ('9.9') never reaches a German
 * one. The web's `formatPercent` writes the same text for the same number (held to it by
 * web/src/shared/format/format.parity.test.ts). Throws 'Invalid locale' when the locale is
 * missing or not understood.
 */
export function formatPercent(value: number, locale: string): string {
  if (!locale) throw new Error('Invalid locale');
  let format = percentFormats.get(locale);
  if (!format) {
    try {
      format = new Intl.NumberFormat(locale, { minimumFractionDigits: 0, maximumFractionDigits: 2 });
    } catch {
      throw new Error('Invalid locale');
    }
    percentFormats.set(locale, format);
  }
  return format.format(value);
}

/**
 * The sign `formatMoney` writes for a currency in a storefront's locale ('£', '€'; the yen 'JP¥'
 * in en-GB and '¥' in de-DE, the US dollar 'US$' and '$'), for a currency shown without an amount
 * (the header's country), so it reads as the prices beside it do. Throws as `formatMoney` does.
 */
export function currencySign(locale: string, currency: string): string {
  if (!locale || !currency) throw new Error('Invalid locale or currency');
  // Asked for every country of every shell the gateway answers: worked out once per pair.
  const key = `${locale}|${currency}`;
  let sign = currencySigns.get(key);
  if (sign === undefined) {
    const parts = moneyFormat(locale, currency, 0).formatToParts(0);
    sign = parts.find((part) => part.type === 'currency')?.value ?? currency;
    currencySigns.set(key, sign);
  }
  return sign;
}

const currencySigns = new Map<string, string>();

function moneyFormat(locale: string, currency: string, decimals: number): Intl.NumberFormat {
  const key = `${locale}|${currency}|${decimals}`;
  let format = moneyFormats.get(key);
  if (!format) {
    try {
      format = new Intl.NumberFormat(locale, {
        style: 'currency',
        currency,
        minimumFractionDigits: decimals,
        maximumFractionDigits: decimals,
      });
    } catch {
      throw new Error('Invalid locale or currency');
    }
    moneyFormats.set(key, format);
  }
  return format;
}

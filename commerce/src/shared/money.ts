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

/**
 * An amount as the shop shows it (spec §9): whole amounts without decimals, others with two, in the
 * storefront's number format ('£250', '£1,499.99', '250 €').
 */
export function formatMoney(minor: Minor, locale: string, currency: string): string {
  const whole = minor % 100 === 0;
  return new Intl.NumberFormat(locale, {
    style: 'currency',
    currency,
    minimumFractionDigits: whole ? 0 : 2,
    maximumFractionDigits: whole ? 0 : 2,
  }).format(fromMinor(minor));
}

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

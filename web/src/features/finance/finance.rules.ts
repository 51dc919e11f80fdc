/** The deposit slider's range and step, in percent of the cash price (spec §5, §9). */
export const DEPOSIT_RANGE = { min: 0, max: 50, step: 1 } as const;

/** The calculator's cash price reaches this many times the product's price (spec §9). */
export const PRICE_RANGE_MULTIPLIER = 4;

/** A cash price the shopper typed, kept between 0 and 4 × the product's price, in pence. */
export function cashPriceWithin(value: number, productPrice: number): number {
  if (!Number.isFinite(value) || value < 0) return 0;
  return Math.round(Math.min(value, productPrice * PRICE_RANGE_MULTIPLIER) * 100) / 100;
}

/** A deposit the shopper typed or slid to, kept to 0–50 % and two decimals (spec §4). */
export function clampDeposit(value: number): number {
  if (!Number.isFinite(value)) return DEPOSIT_RANGE.min;
  return Math.round(Math.min(DEPOSIT_RANGE.max, Math.max(DEPOSIT_RANGE.min, value)) * 100) / 100;
}

/**
 * The fixed annual interest rate a representative example states beside the APR: the nominal rate
 * of the APR's monthly rate, (1 + APR)^(1/12) − 1, times 12 (to two decimals).
 */
export function nominalRate(apr: number): number {
  if (apr <= 0) return 0;
  return Math.round((Math.pow(1 + apr / 100, 1 / 12) - 1) * 12 * 10_000) / 100;
}

/** The product the calculator shows: the chosen one while it is offered, else the representative example. */
export function shownProductId(chosen: string | null, offered: readonly string[], representative: string | null): string | null {
  return chosen && offered.includes(chosen) ? chosen : representative;
}

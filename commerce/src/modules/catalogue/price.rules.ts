/**
 * The effective price: the one rule for what a shopper pays for a product or option. Listings,
 * product pages, option order, the price filter and the price sort all use it (the SQL that filters
 * and sorts, `effectivePriceAt` in the repository, is tested against `effectivePrice` case by case).
 *
 * A special price applies when there is one, it is lower than the price, and `now` is inside its
 * window: `specialFrom <= now < specialTo`, either end open when null.
 */

/** A price-list row: a price, and a special price that may apply for a while. */
export type PriceRow = {
  price: number;
  specialPrice: number | null;
  /** The special price applies from this moment on (null: from the start). */
  specialFrom: Date | null;
  /** The special price applies until just before this moment (null: open-ended). */
  specialTo: Date | null;
};

/** The special price that applies at `now`, or null when none does (not lower, expired or not yet begun). */
export function applicableSpecialPrice(row: PriceRow, now: Date): number | null {
  const { price, specialPrice, specialFrom, specialTo } = row;
  if (specialPrice === null || !(specialPrice < price)) return null;
  if (specialFrom !== null && now.getTime() < specialFrom.getTime()) return null;
  if (specialTo !== null && now.getTime() >= specialTo.getTime()) return null;
  return specialPrice;
}

/** What the shopper pays at `now`: the applicable special price, else the price. */
export function effectivePrice(row: PriceRow, now: Date): number {
  return applicableSpecialPrice(row, now) ?? row.price;
}

/** The price a priced product or option (its special price already applied by the rule above) sells at. */
export function sellingPrice(priced: { price: number; specialPrice: number | null }): number {
  return priced.specialPrice ?? priced.price;
}

/**
 * A number the shopper typed or slid to, kept within the range the server answered (the deposit's
 * 0–50 %, the cash price's 0 to 4 × the price) and to two decimals; anything unreadable is the minimum.
 */
export function withinRange(value: number, range: { min: number; max: number }): number {
  if (!Number.isFinite(value)) return range.min;
  return Math.round(Math.min(range.max, Math.max(range.min, value)) * 100) / 100;
}

/** The product the calculator shows: the chosen one while it is offered, else the representative example. */
export function shownProductId(chosen: string | null, offered: readonly string[], representative: string | null): string | null {
  return chosen && offered.includes(chosen) ? chosen : representative;
}

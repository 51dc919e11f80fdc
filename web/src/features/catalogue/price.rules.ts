/** A price as shoppers see it: the amount they pay, and the regular price struck through beside a special one. */
export type ShownPrice = { amount: number; regular: number | null };

/**
 * The one display rule for a price and its special price (cards, product pages, listings, search
 * suggestions): the special price is shown, with the regular one struck through, when it is lower.
 * The API sends a special price only while it applies (commerce's price.rules.ts decides that);
 * a special price without a regular one is what the shopper pays. Null when there is no price.
 */
export function shownPrice(price: number | null | undefined, special: number | null | undefined): ShownPrice | null {
  const hasPrice = price !== null && price !== undefined;
  if (special !== null && special !== undefined && (!hasPrice || special < price)) {
    return { amount: special, regular: hasPrice ? price : null };
  }
  return hasPrice ? { amount: price, regular: null } : null;
}

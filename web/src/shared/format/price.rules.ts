/**
 * The effective price in the web (DESIGN.md convention 13): the one rule for which of a price and its
 * special price a shopper pays and sees. Cards, product pages, listings, search suggestions, the
 * comparison table, the configurator, the Cycle to Work search and the analytics events all use it.
 * It lives in shared/ so that shared code (analytics) can use it too; the catalogue re-exports it.
 * `price-rule.test.ts` fails when code elsewhere decides between the two prices itself.
 */

/** A price as shoppers see it: the amount they pay, and the regular price struck through beside a special one. */
export type ShownPrice = { amount: number; regular: number | null };

/**
 * The one display rule for a price and its special price: the special price is shown, with the
 * regular one struck through, when it is lower. The API sends a special price only while it applies
 * (commerce's price.rules.ts decides that), but the rule does not lean on it: a special price that is
 * not lower is not shown. Without a regular price the product is not sold in the shopper's currency
 * (the API's `aggregated_price`), so there is nothing to show, whatever the special price: commerce
 * applies a special price only below a price. Null then.
 */
export function shownPrice(price: number, special: number | null | undefined): ShownPrice;
export function shownPrice(price: number | null | undefined, special: number | null | undefined): ShownPrice | null;
export function shownPrice(price: number | null | undefined, special: number | null | undefined): ShownPrice | null {
  if (price === null || price === undefined) return null;
  if (special !== null && special !== undefined && special < price) return { amount: special, regular: price };
  return { amount: price, regular: null };
}

/** A product's prices as the API sends them (`aggregated_price`, `aggregated_price_special`). */
export type ProductPrices = { aggregated_price?: number | null; aggregated_price_special?: number | null };

/** The price a shopper pays for a product (the shown amount); null when it is not sold in their currency. */
export function effectivePrice(product: ProductPrices): number | null {
  return shownPrice(product.aggregated_price, product.aggregated_price_special)?.amount ?? null;
}

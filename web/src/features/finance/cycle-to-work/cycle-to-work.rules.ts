import type { CartFieldsFragment, CycleToWorkProductSearchQuery } from '../../../graphql/graphql';
import { effectivePrice } from '../../../shared/format/price.rules';

/**
 * The quote form's basket: what the shopper picked, by sku. The shop prices it (cycleToWorkSavings);
 * these rules only keep the list within what a quote takes, as the API publishes it
 * (cycleToWorkQuoteLimits, commerce's QUOTE_LIMITS): the basket never sends what the shop refuses.
 */
export type QuoteLimits = { max_items: number; max_quantity: number };

/** A line of the basket: a sku, its name as the shopper saw it, how many. */
export type BasketLine = { sku: string; name: string; quantity: number };

/** Something the search offers to add: a sellable sku with its name and price in the shopper's currency. */
export type Quotable = { sku: string; name: string; price: number | null; currency: string };

type SearchItem = CycleToWorkProductSearchQuery['products']['items'][number];

/**
 * What a search answer offers: a parent bike's builds (the model itself is not sold), other products
 * as they are, each at the price the shopper pays (the one price rule, shared/format/price.rules.ts).
 */
export function quotablesFrom(items: readonly SearchItem[]): Quotable[] {
  return items.flatMap((item) =>
    item.type_id === 'parent-bike'
      ? item.builds.map((b) => ({ sku: b.sku, name: b.name, price: effectivePrice(b), currency: b.currency }))
      : [{ sku: item.sku, name: item.name, price: effectivePrice(item), currency: item.currency }],
  );
}

/** Adds `quantity` of a sku (more of a line already there), keeping 1 to the most of each and at most the most lines. */
export function addToBasket(basket: readonly BasketLine[], line: BasketLine, limits: QuoteLimits): BasketLine[] {
  const existing = basket.find((l) => l.sku === line.sku);
  if (existing) return setQuantity(basket, line.sku, existing.quantity + line.quantity, limits);
  if (basket.length >= limits.max_items) return [...basket];
  return [...basket, { ...line, quantity: clampQuantity(line.quantity, limits) }];
}

/** Changes a line's quantity (kept to 1 to the most of one item). */
export function setQuantity(basket: readonly BasketLine[], sku: string, quantity: number, limits: QuoteLimits): BasketLine[] {
  return basket.map((l) => (l.sku === sku ? { ...l, quantity: clampQuantity(quantity, limits) } : l));
}

export function removeFromBasket(basket: readonly BasketLine[], sku: string): BasketLine[] {
  return basket.filter((l) => l.sku !== sku);
}

/** A line of the cart as the API sends it (the cart's CartFields; finance reads the type, not the cart feature). */
type CartLine = CartFieldsFragment['items'][number];

/** The cart's lines as basket lines (a custom colour rides with its bike, so only top-level lines). */
export function basketFromCart(
  lines: readonly (Pick<CartLine, 'sku' | 'quantity' | 'associated_uid' | 'option_label'> & { product: { name: string } })[],
  limits: QuoteLimits,
): BasketLine[] {
  return lines
    .filter((l) => !l.associated_uid)
    .reduce<BasketLine[]>(
      (basket, l) =>
        addToBasket(
          basket,
          {
            sku: l.sku,
            name: l.option_label ? `${l.product.name} (${l.option_label})` : l.product.name,
            quantity: l.quantity,
          },
          limits,
        ),
      [],
    );
}

function clampQuantity(quantity: number, limits: QuoteLimits): number {
  if (!Number.isFinite(quantity)) return 1;
  return Math.min(limits.max_quantity, Math.max(1, Math.round(quantity)));
}

/** The savings variables for a basket and provider (stable order, so the cache answers a basket seen before). */
export function savingsInput(basket: readonly BasketLine[], providerId: string | null) {
  return {
    provider_id: providerId || null,
    items: basket.map((l) => ({ sku: l.sku, quantity: l.quantity })),
  };
}

/**
 * The quote number the address asks for, tidied as a shopper reads it (trimmed, upper case), or null
 * when it names none. Whether it is a number at all is commerce's rule alone (parseQuoteNumber): a
 * mistyped one is asked for and answered as a quote that does not exist ('We could not show quote …').
 */
export function quoteNumberParam(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const number = value.trim().toUpperCase();
  return number ? number : null;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * How many days a quote is valid for: the days from its request to its end (commerce's
 * QUOTE_VALIDITY_DAYS, to the moment), for the words that say it.
 */
export function quoteValidityDays(quote: { created_at: string; valid_until: string }): number {
  return Math.round((Date.parse(quote.valid_until) - Date.parse(quote.created_at)) / DAY_MS);
}

/**
 * Saved products in a guest's browser (the account keeps a customer's). Apart from the saved
 * designs' rules (personal.rules.ts), which need the configurator's: a product card's heart is on
 * every listing, and those pages should not load the configurator's rules for it.
 */

/** A stored JSON array, or an empty one for anything else (missing, malformed, not an array). */
export function storedArray(raw: string | null): unknown[] {
  try {
    const data: unknown = raw ? JSON.parse(raw) : [];
    return Array.isArray(data) ? data : [];
  } catch {
    return [];
  }
}

/** As many as the account takes in one move. */
export const MAX_GUEST_PRODUCTS = 50;

/** A guest's saved skus as stored: strings of sku length only, no repeats, at most 50. */
export function parseGuestProducts(raw: string | null): string[] {
  return [...new Set(storedArray(raw).filter((s): s is string => typeof s === 'string' && s.length > 0 && s.length <= 64))].slice(
    0,
    MAX_GUEST_PRODUCTS,
  );
}

/** Saves a sku (newest first) or takes it off when it is saved. */
export function toggleSku(skus: readonly string[], sku: string): string[] {
  return skus.includes(sku) ? skus.filter((s) => s !== sku) : [sku, ...skus].slice(0, MAX_GUEST_PRODUCTS);
}

/**
 * Pure cart rules of the storefront (spec §4, §5, §8): what a cart error does to the shopper's
 * cart, which cart ids are valid, and how lines are shown. The cart id cookie itself is written by
 * the REST shims (cart-shims.ts), with the shop's cookie rule: this module is in every page's bundle.
 */
import type { CartFieldsFragment } from '../../graphql/graphql';

export type CartView = CartFieldsFragment;
export type CartLineView = CartView['items'][number];

/**
 * What a cart error does (spec §8): an unknown or inactive cart resets the cart id and the local
 * cart; another user's cart clears the cart and starts a new one; anything else is an error to show.
 */
export type CartErrorAction = 'reset' | 'recreate' | 'show';

const RESET_CODES = new Set(['CART_NOT_FOUND', 'CART_INACTIVE']);
const RECREATE_CODES = new Set(['CART_FORBIDDEN']);

export function cartErrorAction(code: string | null | undefined): CartErrorAction {
  if (code && RESET_CODES.has(code)) return 'reset';
  if (code && RECREATE_CODES.has(code)) return 'recreate';
  return 'show';
}

/** A cart id as it may come from a cookie or a body: URL-safe, bounded, else null. */
export function validCartId(value: unknown): string | null {
  return typeof value === 'string' && /^[A-Za-z0-9_-]{1,64}$/.test(value) ? value : null;
}

/** The number the header shows: units in the cart. */
export function cartCount(cart: Pick<CartView, 'total_quantity'> | null | undefined): number {
  return cart?.total_quantity ?? 0;
}

/** The first discount, the one the total takes off (spec §9). */
export function firstDiscount(cart: Pick<CartView, 'prices'>): CartView['prices']['discounts'][number] | null {
  return cart.prices.discounts[0] ?? null;
}

/**
 * What a cart shim takes in one request, as commerce's cart takes it (cart-limits.parity.test.ts
 * holds them to commerce's MAX_ITEMS_PER_REQUEST, MAX_SKU_LENGTH and MAX_CART_LINES): lines added
 * at once, a sku's length, quantity updates at once (no cart has more lines to update).
 */
export const CART_REQUEST_LIMITS = { items: 20, skuLength: 64, updates: 100 } as const;

/** A shim request's cart lines (spec §7 `cartItems`): sku, whole quantity, optional parent sku; else null. */
export function cartItemsInput(value: unknown): { sku: string; quantity: number; parent_sku?: string }[] | null {
  if (!Array.isArray(value) || value.length === 0 || value.length > CART_REQUEST_LIMITS.items) return null;
  const items: { sku: string; quantity: number; parent_sku?: string }[] = [];
  for (const raw of value) {
    if (typeof raw !== 'object' || raw === null) return null;
    const { sku, quantity, parent_sku: parentSku } = raw as Record<string, unknown>;
    if (typeof sku !== 'string' || !sku.trim() || sku.length > CART_REQUEST_LIMITS.skuLength) return null;
    const qty = typeof quantity === 'string' ? Number(quantity) : quantity;
    if (typeof qty !== 'number' || !Number.isInteger(qty)) return null;
    if (
      parentSku !== undefined &&
      parentSku !== null &&
      (typeof parentSku !== 'string' || parentSku.length > CART_REQUEST_LIMITS.skuLength)
    )
      return null;
    items.push({ sku: sku.trim(), quantity: qty, ...(typeof parentSku === 'string' ? { parent_sku: parentSku.trim() } : {}) });
  }
  return items;
}

/** A shim request's quantity updates: [{ cart_item_uid | uid, quantity }]; else null. */
export function cartUpdatesInput(value: unknown): { cart_item_uid: string; quantity: number }[] | null {
  if (!Array.isArray(value) || value.length === 0 || value.length > CART_REQUEST_LIMITS.updates) return null;
  const updates: { cart_item_uid: string; quantity: number }[] = [];
  for (const raw of value) {
    if (typeof raw !== 'object' || raw === null) return null;
    const record = raw as Record<string, unknown>;
    const uid = record.cart_item_uid ?? record.uid;
    const qty = typeof record.quantity === 'string' ? Number(record.quantity) : record.quantity;
    if ((typeof uid !== 'string' && typeof uid !== 'number') || String(uid).length > 20) return null;
    if (typeof qty !== 'number' || !Number.isInteger(qty) || qty < 0) return null;
    updates.push({ cart_item_uid: String(uid), quantity: qty });
  }
  return updates;
}

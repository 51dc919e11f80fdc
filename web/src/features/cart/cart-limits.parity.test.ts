/**
 * The cart shims refuse a request before the gateway sees it (in English, as a shim's 400), so a
 * limit of theirs above commerce's lets through what commerce then refuses, and one below refuses
 * what the shop takes. Held to commerce's own constants, imported from its source for this test
 * only; the web never imports them.
 */
import { MAX_CART_LINES, MAX_ITEMS_PER_REQUEST, MAX_SKU_LENGTH } from '../../../../commerce/src/modules/cart/cart.rules';
import { CART_REQUEST_LIMITS, cartItemsInput, cartUpdatesInput } from './cart.rules';

describe('cart shim limits = commerce cart limits', () => {
  it('takes as many lines, as long a sku and as many updates as commerce', () => {
    expect(CART_REQUEST_LIMITS).toEqual({ items: MAX_ITEMS_PER_REQUEST, skuLength: MAX_SKU_LENGTH, updates: MAX_CART_LINES });
  });

  it('applies them: the most commerce takes passes, one more is refused', () => {
    const line = { sku: 'S'.repeat(MAX_SKU_LENGTH), quantity: 1 };
    expect(cartItemsInput(Array.from({ length: MAX_ITEMS_PER_REQUEST }, () => line))).toHaveLength(MAX_ITEMS_PER_REQUEST);
    expect(cartItemsInput(Array.from({ length: MAX_ITEMS_PER_REQUEST + 1 }, () => line))).toBeNull();
    expect(cartItemsInput([{ sku: 'S'.repeat(MAX_SKU_LENGTH + 1), quantity: 1 }])).toBeNull();
    const update = { uid: '1', quantity: 1 };
    expect(cartUpdatesInput(Array.from({ length: MAX_CART_LINES }, () => update))).toHaveLength(MAX_CART_LINES);
    expect(cartUpdatesInput(Array.from({ length: MAX_CART_LINES + 1 }, () => update))).toBeNull();
  });
});

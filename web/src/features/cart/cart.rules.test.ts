import { cartCount, cartErrorAction, cartItemsInput, cartUpdatesInput, validCartId } from './cart.rules';

describe('cart rules', () => {
  it('resets the cart for unknown and inactive carts, recreates it for another user’s (spec §8)', () => {
    expect(cartErrorAction('CART_NOT_FOUND')).toBe('reset');
    expect(cartErrorAction('CART_INACTIVE')).toBe('reset');
    expect(cartErrorAction('CART_FORBIDDEN')).toBe('recreate');
    expect(cartErrorAction('COUPON_NOT_APPLICABLE')).toBe('show');
    expect(cartErrorAction(undefined)).toBe('show');
  });

  it('accepts only URL-safe bounded cart ids', () => {
    expect(validCartId('Ab9_-x')).toBe('Ab9_-x');
    expect(validCartId('a;b')).toBeNull();
    expect(validCartId('x'.repeat(65))).toBeNull();
    expect(validCartId(undefined)).toBeNull();
  });

  it('reads cart lines of a shim body, refusing malformed and oversized requests', () => {
    expect(
      cartItemsInput([
        { sku: ' CGR-M ', quantity: '1' },
        { sku: 'BBCOLOUR-X', quantity: 1, parent_sku: 'CGR-M' },
      ]),
    ).toEqual([
      { sku: 'CGR-M', quantity: 1 },
      { sku: 'BBCOLOUR-X', quantity: 1, parent_sku: 'CGR-M' },
    ]);
    expect(cartItemsInput([])).toBeNull();
    expect(cartItemsInput([{ sku: 'A', quantity: 1.5 }])).toBeNull();
    expect(cartItemsInput(Array.from({ length: 21 }, () => ({ sku: 'A', quantity: 1 })))).toBeNull();
    expect(cartUpdatesInput([{ uid: 7, quantity: 0 }])).toEqual([{ cart_item_uid: '7', quantity: 0 }]);
    expect(cartUpdatesInput([{ uid: '7', quantity: -1 }])).toBeNull();
  });

  it('counts units', () => {
    expect(cartCount({ total_quantity: 3 })).toBe(3);
    expect(cartCount(null)).toBe(0);
  });
});

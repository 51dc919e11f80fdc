import { SHOP_COOKIES } from '@cadence/server-kit/cookies';
import {
  bikeCount,
  cartTotal,
  exceedsOneBikePerCheckout,
  GUEST_CART_SWEEPS,
  guestCartSweepCutoff,
  isColourSku,
  isStaleGuestCart,
  isValidQuantity,
  MAX_CART_LINES,
  MAX_LINE_QUANTITY,
  mergeColourItems,
  mergeRepeatedItems,
  messageAfterUpdate,
} from './cart.rules';
import { coversQuantity } from '../catalogue/catalogue.rules';
import { cartMessage } from './cart.messages';
import type { CartLine } from './cart.types';

const line = (over: Partial<CartLine>): CartLine => ({
  uid: '1',
  associatedUid: null,
  sku: 'SKU',
  quantity: 1,
  position: 0,
  kind: 'SimpleProduct',
  productId: 1,
  productSku: 'SKU',
  urlKey: null,
  name: 'Item',
  optionLabel: null,
  unitPriceMinor: 1000,
  rowTotalMinor: 1000,
  customColour: null,
  available: true,
  categoryIds: [],
  leadTimeDays: 1,
  stockQty: null,
  ...over,
});

describe('cartTotal (spec §9)', () => {
  it('is the subtotal minus the first discount plus the default shipping', () => {
    expect(
      cartTotal({ subtotalMinor: 250_000, discounts: [{ amountMinor: 25_000 }, { amountMinor: 9_999 }], shippingMinor: 4_900 }),
    ).toEqual({
      shippingMinor: 4_900,
      discountMinor: 25_000,
      totalMinor: 229_900,
    });
  });
  it('has shipping, discount and total 0 when the subtotal is 0', () => {
    expect(cartTotal({ subtotalMinor: 0, discounts: [], shippingMinor: 495 })).toEqual({
      shippingMinor: 0,
      discountMinor: 0,
      totalMinor: 0,
    });
    // A discount the total did not take is not answered as taken (checkout shows it, the partner is handed it).
    expect(cartTotal({ subtotalMinor: 0, discounts: [{ amountMinor: 1_000 }], shippingMinor: 495 })).toEqual({
      shippingMinor: 0,
      discountMinor: 0,
      totalMinor: 0,
    });
  });
  it('never goes below zero, and answers the discount it could take', () => {
    expect(cartTotal({ subtotalMinor: 1_000, discounts: [{ amountMinor: 5_000 }], shippingMinor: 0 })).toEqual({
      shippingMinor: 0,
      discountMinor: 1_000,
      totalMinor: 0,
    });
  });
  it('always adds up: subtotal − discount + shipping = total', () => {
    for (const [subtotalMinor, discount, shippingMinor] of [
      [10_000, 2_500, 495],
      [1, 0, 0],
      [5_000, 5_000, 4_900],
      [0, 300, 495],
    ] as const) {
      const totals = cartTotal({ subtotalMinor, discounts: [{ amountMinor: discount }], shippingMinor });
      expect(subtotalMinor > 0 ? subtotalMinor - totals.discountMinor + totals.shippingMinor : 0).toBe(totals.totalMinor);
    }
  });
});

describe('bikeCount (spec §9)', () => {
  it('sums the quantities of bundle main items only', () => {
    const items = [
      line({ uid: '1', kind: 'BundleProduct', quantity: 1 }),
      line({ uid: '2', kind: 'BundleProduct', quantity: 2 }),
      line({ uid: '3', kind: 'BundleSelection', associatedUid: '1', quantity: 1 }),
      line({ uid: '4', kind: 'SimpleProduct', quantity: 5 }),
    ];
    expect(bikeCount(items)).toBe(3);
  });
  it('limits orders to one bike per checkout, in the spec words', () => {
    expect(exceedsOneBikePerCheckout(1)).toBe(false);
    expect(exceedsOneBikePerCheckout(2)).toBe(true);
    expect(cartMessage('en-GB', 'oneBikePerCheckout')).toBe(
      'To ensure timely delivery and the best service, we limit orders to one bike per checkout. Thank you for your understanding.',
    );
  });
});

describe('mergeColourItems (spec §3)', () => {
  const bike = line({ uid: '10', kind: 'BundleProduct', sku: 'CGR-AL-M', unitPriceMinor: 199_900, rowTotalMinor: 199_900 });
  const colour = line({
    uid: '11',
    associatedUid: '10',
    kind: 'BundleSelection',
    sku: 'BBCOLOUR-RACING-RED',
    unitPriceMinor: 15_000,
    rowTotalMinor: 15_000,
    productId: null,
  });
  const merged = mergeColourItems([bike, colour, line({ uid: '12', sku: 'BOTTLE' })], () => ({
    code: 'racingRed',
    hex: '#c1272d',
    label: 'Racing Red',
  }));

  it('adds the colour price to the parent and hides the child', () => {
    expect(merged.map((l) => l.uid)).toEqual(['10', '12']);
    expect(merged[0]).toMatchObject({ unitPriceMinor: 214_900, rowTotalMinor: 214_900 });
  });
  it('attaches the child to the parent as customColour', () => {
    expect(merged[0]!.customColour).toEqual({
      uid: '11',
      sku: 'BBCOLOUR-RACING-RED',
      priceMinor: 15_000,
      code: 'racingRed',
      hex: '#c1272d',
      label: 'Racing Red',
    });
  });
  it('tells colour items by BBCOLOUR in the sku', () => {
    expect(isColourSku('BBCOLOUR-STEALTH')).toBe(true);
    expect(isColourSku('HELMET-M')).toBe(false);
  });
});

describe('quantities and messages', () => {
  it("answers 'Your cart is empty' when an update leaves no items", () => {
    expect(messageAfterUpdate([])).toBe('cartEmpty');
    expect(cartMessage('en-GB', messageAfterUpdate([])!)).toBe('Your cart is empty');
    expect(messageAfterUpdate([1])).toBeNull();
  });
  it('accepts whole quantities from 1 to 99', () => {
    expect([0, 1, 99, 100, 1.5, -1].map(isValidQuantity)).toEqual([false, true, true, false, false, false]);
  });
  it('keeps the error catalogue verbatim in both storefronts', () => {
    for (const store of ['en-GB', 'de-DE']) {
      expect(cartMessage(store, 'cartNotFound', { id: 'abc' })).toBe('Could not find a cart with ID "abc"');
      expect(cartMessage(store, 'cartInactive')).toBe("The cart isn't active.");
      expect(cartMessage(store, 'cartForbidden', { id: 'abc' })).toBe('The current user cannot perform operations on cart "abc"');
    }
  });
});

describe('mergeRepeatedItems (one line per sku in a request)', () => {
  it('sums the quantities of a sku sent several times, in the order first sent', () => {
    expect(
      mergeRepeatedItems([
        { sku: 'TUBE-700', quantity: 2 },
        { sku: 'BELL', quantity: 1 },
        { sku: ' TUBE-700 ', quantity: 3 },
      ]),
    ).toEqual([
      { sku: 'TUBE-700', quantity: 5 },
      { sku: 'BELL', quantity: 1 },
    ]);
  });

  it('checks the whole quantity: twenty lines of 27 are one line of 540, past the line maximum', () => {
    const [merged] = mergeRepeatedItems(Array.from({ length: 20 }, () => ({ sku: 'TUBE-700', quantity: 27 })));
    expect(merged!.quantity).toBe(540);
    expect(isValidQuantity(merged!.quantity)).toBe(false);
    expect(coversQuantity(27, merged!.quantity)).toBe(false);
  });

  it('keeps an invalid part from hiding in a valid sum', () => {
    const sums = [
      [-5, 10],
      [0.5, 0.5],
      [MAX_LINE_QUANTITY, 0],
    ].map((parts) => mergeRepeatedItems(parts.map((quantity) => ({ sku: 'BELL', quantity })))[0]!.quantity);
    expect(sums.map(isValidQuantity)).toEqual([false, false, false]);
  });

  it('keeps the same option for different bikes, and a bike apart from its options, as their own lines', () => {
    expect(
      mergeRepeatedItems([
        { sku: 'BIKE-M', quantity: 1 },
        { sku: 'BBCOLOUR-RED', quantity: 1, parentSku: 'BIKE-M' },
        { sku: 'BBCOLOUR-RED', quantity: 1, parentSku: 'BIKE-L' },
        { sku: 'BBCOLOUR-RED', quantity: 1, parentSku: 'BIKE-M' },
      ]),
    ).toEqual([
      { sku: 'BIKE-M', quantity: 1 },
      { sku: 'BBCOLOUR-RED', quantity: 2, parentSku: 'BIKE-M' },
      { sku: 'BBCOLOUR-RED', quantity: 1, parentSku: 'BIKE-L' },
    ]);
  });
});

describe('isStaleGuestCart (what the guest cart sweep deletes)', () => {
  const now = new Date('2026-11-25T10:00:00Z');
  const daysAgo = (days: number) => new Date(now.getTime() - days * 24 * 60 * 60 * 1000);
  const guestCart = { customerId: null, isActive: true, updatedAt: daysAgo(0), lineCount: 0 };

  it('an active guest cart with no lines, once untouched for longer than its cart_id cookie lives (7 days)', () => {
    expect(SHOP_COOKIES.cartId.maxAge).toBe(7 * 24 * 60 * 60);
    expect(isStaleGuestCart({ ...guestCart, updatedAt: daysAgo(7) }, now)).toBe(false);
    expect(isStaleGuestCart({ ...guestCart, updatedAt: daysAgo(7.01) }, now)).toBe(true);
  });

  it('an active guest cart with lines, whatever it holds, once untouched for the cookie’s life and a 30-day margin', () => {
    // The security review's case: 99 units, five years on, was kept.
    expect(isStaleGuestCart({ ...guestCart, updatedAt: daysAgo(5 * 365), lineCount: 1 }, now)).toBe(true);
    expect(isStaleGuestCart({ ...guestCart, updatedAt: daysAgo(5 * 365), lineCount: MAX_CART_LINES }, now)).toBe(true);
    // Still reachable by its cookie, or within the margin: kept.
    expect(isStaleGuestCart({ ...guestCart, updatedAt: daysAgo(8), lineCount: 1 }, now)).toBe(false);
    expect(isStaleGuestCart({ ...guestCart, updatedAt: daysAgo(37), lineCount: 3 }, now)).toBe(false);
    expect(isStaleGuestCart({ ...guestCart, updatedAt: daysAgo(37.01), lineCount: 3 }, now)).toBe(true);
  });

  it('a closed guest cart (merged at sign-in), lines or not, once closed for more than 30 days', () => {
    const closed = { ...guestCart, isActive: false };
    expect(isStaleGuestCart({ ...closed, updatedAt: daysAgo(29) }, now)).toBe(false);
    expect(isStaleGuestCart({ ...closed, updatedAt: daysAgo(31) }, now)).toBe(true);
    expect(isStaleGuestCart({ ...closed, updatedAt: daysAgo(31), lineCount: 3 }, now)).toBe(true);
  });

  it("never a customer's cart", () => {
    for (const isActive of [true, false]) {
      for (const lineCount of [0, 3]) {
        expect(isStaleGuestCart({ ...guestCart, customerId: 'c1', isActive, lineCount, updatedAt: daysAgo(5000) }, now)).toBe(
          false,
        );
      }
    }
  });

  it('is what the sweeps’ cut-offs say: a cart is stale exactly when it changed before the cut-off of a sweep of its kind', () => {
    for (const sweep of GUEST_CART_SWEEPS) {
      const cutoff = guestCartSweepCutoff(sweep, now);
      const cart = { ...guestCart, isActive: sweep.isActive, lineCount: sweep.withoutLinesOnly ? 0 : 5 };
      expect(isStaleGuestCart({ ...cart, updatedAt: new Date(cutoff.getTime() - 1) }, now)).toBe(true);
      expect(isStaleGuestCart({ ...cart, updatedAt: cutoff }, now)).toBe(false);
    }
    // Every active guest cart is in a sweep eventually, lines or not.
    expect(GUEST_CART_SWEEPS.some((sweep) => sweep.isActive && !sweep.withoutLinesOnly)).toBe(true);
  });
});

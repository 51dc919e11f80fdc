import type { CartLine } from '../cart/cart.types';
import {
  assertCheckoutable,
  checkoutRoute,
  isOrderNumber,
  isValidIdempotencyKey,
  offeredPaymentMethods,
  orderNumberFrom,
  paymentSplit,
} from './checkout.rules';

describe('checkoutRoute', () => {
  it('sends eswCode GB to the shop’s own checkout whatever the flags', () => {
    expect(checkoutRoute({ eswCode: 'GB' }, true)).toBe('shop');
    expect(checkoutRoute({ eswCode: 'gb' }, false)).toBe('shop');
  });
  it('sends other countries to the partner only when cross-border checkout is enabled for them', () => {
    expect(checkoutRoute({ eswCode: 'DE' }, true)).toBe('partner');
    expect(checkoutRoute({ eswCode: 'DE' }, false)).toBe('shop');
  });
});

describe('idempotency keys', () => {
  it('accepts UUIDs and base64url tokens of 16–64 characters', () => {
    expect(isValidIdempotencyKey('6f1c2b8e-58a1-4b5e-9c57-1f3f0f1d9a10')).toBe(true);
    expect(isValidIdempotencyKey('AbC_dEf-1234567890')).toBe(true);
  });
  it('refuses short, long and odd ones', () => {
    expect(isValidIdempotencyKey('short')).toBe(false);
    expect(isValidIdempotencyKey('x'.repeat(65))).toBe(false);
    expect(isValidIdempotencyKey("'; drop table orders; --xxxxxx")).toBe(false);
  });
});

describe('order numbers', () => {
  it('are CC- and two groups of four unambiguous characters', () => {
    const number = orderNumberFrom(Uint8Array.from([0, 1, 2, 3, 31, 32, 255, 100]));
    expect(number).toBe('CC-0123-Z0Z4');
    expect(isOrderNumber(number)).toBe(true);
  });
  it('never use I, L, O or U and need 8 bytes', () => {
    for (let b = 0; b < 256; b++) expect(orderNumberFrom(new Uint8Array(8).fill(b))).not.toMatch(/[ILOU]/);
    expect(() => orderNumberFrom(new Uint8Array(4))).toThrow('8 random bytes');
    expect(isOrderNumber('CC-0I23-4567')).toBe(false);
    expect(isOrderNumber('000000123')).toBe(false);
  });
});

describe('paymentSplit (totals with a Cycle to Work certificate)', () => {
  it('lets a certificate cover part of the order and the card the rest', () => {
    expect(paymentSplit(2_499_00, 1_000_00)).toEqual({ certificateMinor: 1_000_00, cardMinor: 1_499_00 });
  });
  it('never lets a certificate pay more than the order', () => {
    expect(paymentSplit(899_00, 1_000_00)).toEqual({ certificateMinor: 899_00, cardMinor: 0 });
  });
  it('has the card pay everything without one', () => {
    expect(paymentSplit(120_50, null)).toEqual({ certificateMinor: 0, cardMinor: 120_50 });
  });
});

describe('offeredPaymentMethods (the one rule of how an order may be paid)', () => {
  it('offers a GB order in pounds a card, Cycle to Work and, when it qualifies, finance', () => {
    expect(offeredPaymentMethods({ countryCode: 'GB', currency: 'GBP', financeAvailable: true })).toEqual([
      'card',
      'cycle_to_work',
      'finance',
    ]);
    expect(offeredPaymentMethods({ countryCode: 'GB', currency: 'GBP', financeAvailable: false })).toEqual([
      'card',
      'cycle_to_work',
    ]);
  });
  it('offers a card only outside GB: Cycle to Work is a British scheme', () => {
    expect(offeredPaymentMethods({ countryCode: 'DE', currency: 'EUR', financeAvailable: false })).toEqual(['card']);
    expect(offeredPaymentMethods({ countryCode: 'US', currency: 'USD', financeAvailable: false })).toEqual(['card']);
    expect(offeredPaymentMethods({ countryCode: null, currency: 'GBP', financeAvailable: false })).toEqual(['card']);
  });
  it('offers no Cycle to Work to a GB shopper paying in another currency (certificates pay pounds only)', () => {
    expect(offeredPaymentMethods({ countryCode: 'GB', currency: 'EUR', financeAvailable: false })).toEqual(['card']);
  });
});

describe('assertCheckoutable (both checkouts)', () => {
  const line = (over: Partial<CartLine>): Pick<CartLine, 'kind' | 'associatedUid' | 'quantity' | 'available' | 'name'> => ({
    kind: 'SimpleProduct',
    associatedUid: null,
    quantity: 1,
    available: true,
    name: 'Bottle cage',
    ...over,
  });
  const refusal = (items: ReturnType<typeof line>[]) => {
    try {
      assertCheckoutable({ items });
      return null;
    } catch (error) {
      return error;
    }
  };
  it('lets a cart with lines, one bike at most and nothing unavailable through', () => {
    expect(
      refusal([line({ kind: 'BundleProduct' }), line({ kind: 'BundleSelection', associatedUid: '1' }), line({})]),
    ).toBeNull();
  });
  it('refuses an empty cart, a second bike, then a line no longer for sale, in that order', () => {
    expect(refusal([])).toMatchObject({ code: 'CART_EMPTY', key: 'cartEmpty' });
    expect(refusal([line({ kind: 'BundleProduct', quantity: 2 }), line({ available: false })])).toMatchObject({
      code: 'ONE_BIKE_PER_CHECKOUT',
      key: 'oneBikePerCheckout',
    });
    expect(refusal([line({ kind: 'BundleProduct' }), line({ kind: 'BundleProduct', name: 'Second' })])).toMatchObject({
      code: 'ONE_BIKE_PER_CHECKOUT',
    });
    expect(refusal([line({}), line({ available: false, name: 'Old saddle' })])).toMatchObject({
      code: 'ITEM_UNAVAILABLE',
      params: { name: 'Old saddle' },
    });
  });
});

import type { Cart as CartModel } from '@cadence/commerce/modules/cart/cart.types';
import { toCart } from './cart.mappers';

// A UK cart of one £20 accessory (items rate £4.95), as commerce prices it.
const cart: CartModel = {
  id: 'cart-1',
  customerId: null,
  store: 'en-GB',
  currency: 'GBP',
  isActive: true,
  version: 1,
  items: [],
  appliedCoupon: null,
  subtotalMinor: 20_00,
  discounts: [],
  shippingMinor: 4_95,
  shippingStatus: 'charged',
  totalMinor: 24_95,
  bikeCount: 0,
  totalQuantity: 1,
  dispatchDate: '2026-11-26',
};

describe('toCart', () => {
  it('answers a charged delivery as delivered, at its rate', () => {
    expect(toCart(cart).prices).toMatchObject({
      default_shipping_rate: { value: 4.95, currency: 'GBP' },
      delivery_available: true,
    });
  });

  it('keeps free delivery (0, delivered) apart from no delivery (0, not delivered)', () => {
    const free = toCart({ ...cart, subtotalMinor: 60_00, shippingMinor: 0, shippingStatus: 'free', totalMinor: 60_00 });
    expect(free.prices).toMatchObject({ default_shipping_rate: { value: 0 }, delivery_available: true });
    const none = toCart({ ...cart, shippingMinor: 0, shippingStatus: 'unavailable', totalMinor: 20_00 });
    expect(none.prices).toMatchObject({
      default_shipping_rate: { value: 0 },
      delivery_available: false,
      grand_total: { value: 20 },
    });
  });

  it('answers an empty cart the shop delivers as delivered, with no shipping (spec §9)', () => {
    const empty = toCart({
      ...cart,
      subtotalMinor: 0,
      shippingMinor: 0,
      shippingStatus: 'empty',
      totalMinor: 0,
      totalQuantity: 0,
    });
    expect(empty.prices).toMatchObject({
      default_shipping_rate: { value: 0 },
      delivery_available: true,
      grand_total: { value: 0 },
    });
  });

  it('carries the commerce cart for the fields that ask commerce about it', () => {
    expect(toCart(cart).model).toBe(cart);
  });
});

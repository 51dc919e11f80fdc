import type { ShippingRate } from '../shipping/shipping.types';
import { shippingForMethod } from './checkout.shipping';

const nextDay: ShippingRate = {
  countryCode: 'GB',
  method: 'next_day',
  currency: 'GBP',
  itemsRate: 9.95,
  bikeRate: 79,
  freeOver: null,
};
const rates = { nextDay };
// Carts as the cart prices them with the UK's standard rate (£4.95, £49 a bike, free from £50).
const accessories = { subtotalMinor: 60_00, bikeCount: 0, shippingMinor: 0, shippingStatus: 'free' as const, currency: 'GBP' };
const bike = { subtotalMinor: 2_499_00, bikeCount: 1, shippingMinor: 49_00, shippingStatus: 'charged' as const, currency: 'GBP' };

describe('shippingForMethod', () => {
  it('charges standard delivery as the cart does (free over the threshold)', () => {
    expect(shippingForMethod('standard', accessories, rates, 2)).toBe(0);
    expect(shippingForMethod('standard', bike, rates, 2)).toBe(49_00);
  });
  it('offers standard delivery only where the cart says the shop delivers it, never free by accident', () => {
    // The cart's default shipping is 0 there, and no price: checkout does not deliver for nothing.
    const undelivered = { ...bike, shippingMinor: 0, shippingStatus: 'unavailable' as const };
    expect(shippingForMethod('standard', undelivered, rates, 2)).toBeNull();
    expect(shippingForMethod('standard', { ...undelivered, subtotalMinor: 60_00, bikeCount: 0 }, rates, 2)).toBeNull();
  });
  it('charges next day at the next-day rate, bikes at the bike rate, with no free threshold', () => {
    expect(shippingForMethod('next_day', accessories, rates, 2)).toBe(9_95);
    expect(shippingForMethod('next_day', bike, rates, 2)).toBe(79_00);
  });
  it('offers next day only where the country has a rate in the cart’s currency', () => {
    expect(shippingForMethod('next_day', bike, { nextDay: null }, 2)).toBeNull();
    expect(shippingForMethod('next_day', { ...bike, currency: 'EUR' }, rates, 2)).toBeNull();
  });
  it('makes click and collect free where there is a store, and unavailable where there is none', () => {
    expect(shippingForMethod('click_and_collect', bike, rates, 2)).toBe(0);
    expect(shippingForMethod('click_and_collect', bike, rates, 0)).toBeNull();
  });
});

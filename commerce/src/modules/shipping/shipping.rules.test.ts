import { defaultShippingRate, deliversIn } from './shipping.rules';
import type { ShippingRate } from './shipping.types';

const gb: ShippingRate = { countryCode: 'GB', method: 'standard', currency: 'GBP', itemsRate: 4.95, bikeRate: 49, freeOver: 50 };
const base = { subtotalMinor: 2_000, hasBike: false, rate: gb, currency: 'GBP', freeShipping: false };

describe('defaultShippingRate', () => {
  it('charges the items rate under the free threshold', () => expect(defaultShippingRate(base)).toBe(495));
  it('is free from the threshold on', () => expect(defaultShippingRate({ ...base, subtotalMinor: 5_000 })).toBe(0));
  it('charges the bike rate for a cart with a bike, whatever its subtotal', () =>
    expect(defaultShippingRate({ ...base, subtotalMinor: 250_000, hasBike: true })).toBe(4_900));
  it('is 0 for an empty cart and under a free-shipping coupon', () => {
    expect(defaultShippingRate({ ...base, subtotalMinor: 0 })).toBe(0);
    expect(defaultShippingRate({ ...base, hasBike: true, freeShipping: true })).toBe(0);
  });
  it('charges nothing without a rate in the cart currency (checkout refuses the destination)', () => {
    expect(defaultShippingRate({ ...base, rate: null })).toBe(0);
    expect(defaultShippingRate({ ...base, currency: 'EUR' })).toBe(0);
  });
});

describe('deliversIn', () => {
  it('delivers where the country has a rate in the cart’s currency, and nowhere else', () => {
    expect(deliversIn(gb, 'GBP')).toBe(true);
    expect(deliversIn(gb, 'EUR')).toBe(false);
    expect(deliversIn(null, 'GBP')).toBe(false);
  });
});

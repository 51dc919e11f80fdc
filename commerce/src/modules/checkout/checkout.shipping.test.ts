import { shippingForMethod } from './checkout.shipping';

const nextDay = {
  countryCode: 'GB',
  method: 'next_day' as const,
  currency: 'GBP',
  itemsRate: 9.95,
  bikeRate: 79,
  freeOver: null,
};
const accessories = { subtotalMinor: 60_00, bikeCount: 0, shippingMinor: 0, currency: 'GBP' };
const bike = { subtotalMinor: 2_499_00, bikeCount: 1, shippingMinor: 49_00, currency: 'GBP' };

describe('shippingForMethod', () => {
  it('charges standard delivery as the cart does (free over the threshold)', () => {
    expect(shippingForMethod('standard', accessories, nextDay, 2)).toBe(0);
    expect(shippingForMethod('standard', bike, nextDay, 2)).toBe(49_00);
  });
  it('charges next day at the next-day rate, bikes at the bike rate, with no free threshold', () => {
    expect(shippingForMethod('next_day', accessories, nextDay, 2)).toBe(9_95);
    expect(shippingForMethod('next_day', bike, nextDay, 2)).toBe(79_00);
  });
  it('offers next day only where the country has a rate in the cart’s currency', () => {
    expect(shippingForMethod('next_day', bike, null, 2)).toBeNull();
    expect(shippingForMethod('next_day', { ...bike, currency: 'EUR' }, nextDay, 2)).toBeNull();
  });
  it('makes click and collect free where there is a store, and unavailable where there is none', () => {
    expect(shippingForMethod('click_and_collect', bike, nextDay, 2)).toBe(0);
    expect(shippingForMethod('click_and_collect', bike, nextDay, 0)).toBeNull();
  });
});

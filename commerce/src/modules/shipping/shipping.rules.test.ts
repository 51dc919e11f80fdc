import { defaultShipping, deliversCart, deliversIn } from './shipping.rules';
import type { ShippingRate } from './shipping.types';

// The UK's standard rate as the shop seeds it: £4.95 for items, £49 for a bike, free from £50.
const gb: ShippingRate = { countryCode: 'GB', method: 'standard', currency: 'GBP', itemsRate: 4.95, bikeRate: 49, freeOver: 50 };
const base = { subtotalMinor: 2_000, hasBike: false, rate: gb, currency: 'GBP', freeShipping: false };

describe('defaultShipping', () => {
  it('charges the items rate under the free threshold', () =>
    expect(defaultShipping(base)).toEqual({ status: 'charged', amountMinor: 495 }));

  it('is free delivery from the threshold on', () => {
    expect(defaultShipping({ ...base, subtotalMinor: 4_999 })).toEqual({ status: 'charged', amountMinor: 495 });
    expect(defaultShipping({ ...base, subtotalMinor: 5_000 })).toEqual({ status: 'free', amountMinor: 0 });
  });

  it('charges the bike rate for a cart with a bike, whatever its subtotal', () =>
    expect(defaultShipping({ ...base, subtotalMinor: 250_000, hasBike: true })).toEqual({
      status: 'charged',
      amountMinor: 4_900,
    }));

  it('is free delivery under a free-shipping coupon, a bike included', () =>
    expect(defaultShipping({ ...base, hasBike: true, freeShipping: true })).toEqual({ status: 'free', amountMinor: 0 }));

  it('is free delivery where the rate itself is nothing', () =>
    expect(defaultShipping({ ...base, rate: { ...gb, itemsRate: 0 } })).toEqual({ status: 'free', amountMinor: 0 }));

  it('is nothing to deliver, not free delivery, for an empty cart (spec §9: shipping 0 when the subtotal is 0)', () =>
    expect(defaultShipping({ ...base, subtotalMinor: 0 })).toEqual({ status: 'empty', amountMinor: 0 }));

  it('is unavailable, not free, where the country has no rate in the cart currency (checkout refuses standard delivery)', () => {
    expect(defaultShipping({ ...base, rate: null })).toEqual({ status: 'unavailable', amountMinor: 0 });
    expect(defaultShipping({ ...base, currency: 'EUR' })).toEqual({ status: 'unavailable', amountMinor: 0 });
  });

  it('stays unavailable whatever the cart holds: a free-shipping coupon or a subtotal over the threshold delivers nowhere new', () => {
    const nowhere = { ...base, rate: null };
    expect(defaultShipping({ ...nowhere, freeShipping: true }).status).toBe('unavailable');
    expect(defaultShipping({ ...nowhere, subtotalMinor: 5_000 }).status).toBe('unavailable');
    expect(defaultShipping({ ...nowhere, hasBike: true, subtotalMinor: 250_000 }).status).toBe('unavailable');
    // An empty cart to such a country is told so too: the shop does not deliver there.
    expect(defaultShipping({ ...nowhere, subtotalMinor: 0 }).status).toBe('unavailable');
  });
});

describe('deliversCart', () => {
  it('delivers what is charged, free or not yet in the cart; not what is unavailable', () => {
    expect(['charged', 'free', 'empty', 'unavailable'].map((s) => deliversCart(s as never))).toEqual([true, true, true, false]);
  });
});

describe('deliversIn', () => {
  it('delivers where the country has a rate in the cart’s currency, and nowhere else', () => {
    expect(deliversIn(gb, 'GBP')).toBe(true);
    expect(deliversIn(gb, 'EUR')).toBe(false);
    expect(deliversIn(null, 'GBP')).toBe(false);
  });
});

import { toMinor, type Minor } from '../../shared/money';
import type { ShippingRate } from './shipping.types';

/**
 * Whether a country's rate can price delivery of a cart in `currency`: there is one, in that
 * currency. Without it the shop does not deliver there in that currency (checkout offers no such
 * delivery method), whatever a cart shows as its default shipping.
 */
export function deliversIn(rate: ShippingRate | null, currency: string): rate is ShippingRate {
  return rate !== null && rate.currency === currency;
}

/**
 * The default shipping of a cart (spec §9 "default shipping"): nothing for an empty cart (subtotal
 * 0) or under a free-shipping coupon; a cart with a bike pays the bike rate (everything travels in
 * its box); otherwise the items rate, unless the subtotal reaches the country's free threshold.
 * Where the shop does not deliver in the cart's currency (`deliversIn`) the cart shows nothing
 * here, and checkout refuses standard delivery there.
 */
export function defaultShippingRate(input: {
  subtotalMinor: Minor;
  hasBike: boolean;
  rate: ShippingRate | null;
  currency: string;
  freeShipping: boolean;
}): Minor {
  const { subtotalMinor, hasBike, rate, currency, freeShipping } = input;
  if (subtotalMinor <= 0 || freeShipping || !deliversIn(rate, currency)) return 0;
  if (hasBike) return toMinor(rate.bikeRate);
  if (rate.freeOver !== null && subtotalMinor >= toMinor(rate.freeOver)) return 0;
  return toMinor(rate.itemsRate);
}

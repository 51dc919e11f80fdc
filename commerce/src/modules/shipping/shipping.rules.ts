import { toMinor, type Minor } from '../../shared/money';
import type { ShippingRate } from './shipping.types';

/**
 * The default shipping of a cart (spec §9 "default shipping"): nothing for an empty cart (subtotal
 * 0) or under a free-shipping coupon; a cart with a bike pays the bike rate (everything travels in
 * its box); otherwise the items rate, unless the subtotal reaches the country's free threshold. No
 * rate for the country (or one in another currency than the cart's) charges nothing here:
 * checkout refuses a destination it cannot ship to.
 */
export function defaultShippingRate(input: {
  subtotalMinor: Minor;
  hasBike: boolean;
  rate: ShippingRate | null;
  currency: string;
  freeShipping: boolean;
}): Minor {
  const { subtotalMinor, hasBike, rate, currency, freeShipping } = input;
  if (subtotalMinor <= 0 || freeShipping || !rate || rate.currency !== currency) return 0;
  if (hasBike) return toMinor(rate.bikeRate);
  if (rate.freeOver !== null && subtotalMinor >= toMinor(rate.freeOver)) return 0;
  return toMinor(rate.itemsRate);
}

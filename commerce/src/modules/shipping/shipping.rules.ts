import { toMinor, type Minor } from '../../shared/money';
import type { DefaultShippingStatus, ShippingRate } from './shipping.types';

/**
 * Whether a country's rate can price delivery of a cart in `currency`: there is one, in that
 * currency. Without it the shop does not deliver there in that currency (checkout offers no such
 * delivery method), whatever a cart shows as its default shipping.
 */
export function deliversIn(rate: ShippingRate | null, currency: string): rate is ShippingRate {
  return rate !== null && rate.currency === currency;
}

/**
 * What a cart's default shipping is, and why:
 * - `unavailable`: the shop does not deliver to the shopper's country in the cart's currency
 *   (`deliversIn`). There is no price: the amount is 0 for the totals (spec §9), but it is not free
 *   delivery, and checkout offers no standard delivery there.
 * - `empty`: nothing to deliver (subtotal 0: shipping and total are 0, spec §9).
 * - `free`: free delivery (a free-shipping coupon, the country's free threshold, a rate of 0).
 * - `charged`: the delivery costs `amountMinor`.
 */
export type DefaultShipping =
  { status: 'charged'; amountMinor: Minor } | { status: Exclude<DefaultShippingStatus, 'charged'>; amountMinor: 0 };

/**
 * The default shipping of a cart (spec §9 "default shipping"), the one rule for what a cart shows
 * and checkout charges for standard delivery: unavailable where the shop does not deliver in the
 * cart's currency (whatever the cart holds and whatever its coupon: a free-shipping coupon delivers
 * nowhere the shop does not); nothing for an empty cart (subtotal 0); free under a free-shipping
 * coupon; a cart with a bike pays the bike rate (everything travels in its box); otherwise the items
 * rate, free once the subtotal reaches the country's free threshold.
 */
export function defaultShipping(input: {
  subtotalMinor: Minor;
  hasBike: boolean;
  rate: ShippingRate | null;
  currency: string;
  freeShipping: boolean;
}): DefaultShipping {
  const { subtotalMinor, hasBike, rate, currency, freeShipping } = input;
  if (!deliversIn(rate, currency)) return { status: 'unavailable', amountMinor: 0 };
  if (subtotalMinor <= 0) return { status: 'empty', amountMinor: 0 };
  if (freeShipping) return { status: 'free', amountMinor: 0 };
  if (!hasBike && rate.freeOver !== null && subtotalMinor >= toMinor(rate.freeOver)) return { status: 'free', amountMinor: 0 };
  const amountMinor = toMinor(hasBike ? rate.bikeRate : rate.itemsRate);
  return amountMinor > 0 ? { status: 'charged', amountMinor } : { status: 'free', amountMinor: 0 };
}

/** Whether a cart's default shipping is a delivery the shop makes (charged, free, or nothing yet to deliver). */
export function deliversCart(shipping: DefaultShippingStatus): boolean {
  return shipping !== 'unavailable';
}

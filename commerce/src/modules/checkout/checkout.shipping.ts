import type { Minor } from '../../shared/money';
import type { ShippingRate } from '../shipping/shipping.types';
import { defaultShippingRate, deliversIn } from '../shipping/shipping.rules';
import type { ShippingMethodCode } from './checkout.rules';

/**
 * What a delivery method costs for a cart: standard is the cart's own default shipping (free
 * delivery coupons and thresholds included) where the country has a standard rate in the cart's
 * currency; next day is the country's next-day rate by the same rule (no free threshold or coupon);
 * click and collect is free. Null: the method is not offered (never free by accident for want of a
 * rate).
 */
export function shippingForMethod(
  method: ShippingMethodCode,
  cart: { subtotalMinor: Minor; bikeCount: number; shippingMinor: Minor; currency: string },
  rates: { standard: ShippingRate | null; nextDay: ShippingRate | null },
  collectionShops: number,
): Minor | null {
  if (method === 'standard') return deliversIn(rates.standard, cart.currency) ? cart.shippingMinor : null;
  if (method === 'next_day') {
    if (!deliversIn(rates.nextDay, cart.currency)) return null;
    return defaultShippingRate({
      subtotalMinor: cart.subtotalMinor,
      hasBike: cart.bikeCount > 0,
      rate: { ...rates.nextDay, freeOver: null },
      currency: cart.currency,
      freeShipping: false,
    });
  }
  return collectionShops > 0 ? 0 : null;
}

import type { Minor } from '../../shared/money';
import type { Cart } from '../cart/cart.types';
import type { ShippingRate } from '../shipping/shipping.types';
import { defaultShipping, deliversCart } from '../shipping/shipping.rules';
import type { ShippingMethodCode } from './checkout.rules';

/**
 * What a delivery method costs for a cart: standard is the cart's own default shipping (free
 * delivery coupons and thresholds included), offered where the cart says the shop delivers it
 * (`shippingStatus`, the one rule of shipping.rules); next day is the country's next-day rate by the
 * same rule (no free threshold or coupon); click and collect is free. Null: the method is not offered
 * (never free by accident for want of a rate).
 */
export function shippingForMethod(
  method: ShippingMethodCode,
  cart: Pick<Cart, 'subtotalMinor' | 'bikeCount' | 'shippingMinor' | 'shippingStatus' | 'currency'>,
  rates: { nextDay: ShippingRate | null },
  collectionShops: number,
): Minor | null {
  if (method === 'standard') return deliversCart(cart.shippingStatus) ? cart.shippingMinor : null;
  if (method === 'next_day') {
    const nextDay = defaultShipping({
      subtotalMinor: cart.subtotalMinor,
      hasBike: cart.bikeCount > 0,
      rate: rates.nextDay && { ...rates.nextDay, freeOver: null },
      currency: cart.currency,
      freeShipping: false,
    });
    return deliversCart(nextDay.status) ? nextDay.amountMinor : null;
  }
  return collectionShops > 0 ? 0 : null;
}

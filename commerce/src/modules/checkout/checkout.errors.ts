import type { CheckoutMessageKey } from './checkout.messages';

export type CheckoutErrorCode =
  | 'UNAUTHENTICATED'
  | 'BAD_USER_INPUT'
  | 'CART_EMPTY'
  | 'ONE_BIKE_PER_CHECKOUT'
  | 'ITEM_UNAVAILABLE'
  | 'SOLD_OUT'
  | 'CART_CHANGED'
  | 'MISSING_SHIPPING_ADDRESS'
  | 'MISSING_BILLING_ADDRESS'
  | 'MISSING_SHIPPING_METHOD'
  | 'SHIPPING_METHOD_UNAVAILABLE'
  | 'ADDRESS_NOT_FOUND'
  | 'ADDRESS_COUNTRY'
  | 'PAYMENT_REQUIRED'
  | 'PAYMENT_DECLINED'
  | 'INVALID_CARD'
  | 'CERTIFICATE_INVALID'
  | 'PARTNER_CHECKOUT'
  | 'FINANCE_UNAVAILABLE'
  | 'RATE_LIMITED';

/** An expected checkout failure: a code for clients and a message key (translated at the edge). */
export class CheckoutError extends Error {
  constructor(
    readonly code: CheckoutErrorCode,
    readonly key: CheckoutMessageKey,
    readonly params: Record<string, string | number> = {},
  ) {
    super(`${code}: ${key}`);
    this.name = 'CheckoutError';
  }
}

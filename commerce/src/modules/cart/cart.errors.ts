import type { CartMessageKey } from './cart.messages';

export type CartErrorCode =
  | 'CART_NOT_FOUND'
  | 'CART_INACTIVE'
  | 'CART_FORBIDDEN'
  | 'UNAUTHENTICATED'
  | 'ITEM_NOT_FOUND'
  | 'COUPON_NOT_APPLICABLE'
  | 'RATE_LIMITED'
  | 'BAD_USER_INPUT';

/** An expected failure of a cart operation: a code for clients and a message key (translated at the edge). */
export class CartError extends Error {
  constructor(
    readonly code: CartErrorCode,
    readonly key: CartMessageKey,
    readonly params: Record<string, string | number> = {},
  ) {
    super(`${code}: ${key}`);
    this.name = 'CartError';
  }
}

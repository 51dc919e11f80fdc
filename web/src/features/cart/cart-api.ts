import type { CartView } from './cart.rules';

/** What the cart shims answer: the spec's fields, an `error` (null on success) and user errors where there are. */
export type CartShimAnswer = {
  error: string | null;
  cart?: CartView | null;
  addProductsToCart?: { cart: CartView | null; user_errors: { code: string; message: string }[] } | null;
  updateCartItems?: { cart: CartView; user_errors: { code: string; message: string }[] } | null;
  removeItemFromCart?: { cart: CartView; user_errors: { code: string; message: string }[] } | null;
  applyCouponToCart?: { cart: CartView } | null;
  removeCouponFromCart?: { cart: CartView } | null;
  globalSet?: { body: string } | null;
};

/** A network failure or an answer that is not the shim's JSON, in words the shopper can act on. */
export class CartUnavailable extends Error {}

/**
 * The cart shims that only read (spec §7's GETs fetch-cart and delivery-info): asked once more after
 * a passing failure (spec §7, shared/api/http-retry.ts). The spec's other GETs change the cart
 * (create-guest, create-auth, remove-coupon, clear-cart) and, like every POST, are sent once: one
 * that reached the shop before its answer was lost would act twice.
 */
export const READ_ONLY_CART_SHIMS: ReadonlySet<string> = new Set(['fetch-cart', 'delivery-info']);

/** Calls a cart shim (/nuxt/api/cart/…) for the current storefront; the cart id travels in its HttpOnly cookie. */
export async function callCartShim(name: string, locale: string, body?: Record<string, unknown>): Promise<CartShimAnswer> {
  const send = () =>
    fetch(`/nuxt/api/cart/${name}`, {
      method: body ? 'POST' : 'GET',
      credentials: 'same-origin',
      headers: { store: locale, ...(body ? { 'content-type': 'application/json' } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });
  let response: Response;
  try {
    response = await send();
    if (!response.ok && !body && READ_ONLY_CART_SHIMS.has(name)) {
      // The header asks for the cart on every page: the retry's code is loaded only once an answer
      // failed, to keep it out of the catalogue pages' first load (issue 17's 150 kB).
      const { retriedAfter } = await import('../../shared/api/http-retry');
      response = await retriedAfter(response, send);
    }
  } catch {
    throw new CartUnavailable('network');
  }
  const answer = (await response.json().catch(() => null)) as CartShimAnswer | null;
  if (!answer) throw new CartUnavailable(`status ${response.status}`);
  return answer;
}

/** The cart an answer carries, whichever operation it was. */
export function cartOf(answer: CartShimAnswer): CartView | null | undefined {
  return (
    answer.addProductsToCart?.cart ??
    answer.updateCartItems?.cart ??
    answer.removeItemFromCart?.cart ??
    answer.applyCouponToCart?.cart ??
    answer.removeCouponFromCart?.cart ??
    answer.cart
  );
}

/** The messages an answer carries for the shopper: its error, else its user errors. */
export function messagesOf(answer: CartShimAnswer): string[] {
  if (answer.error) return [answer.error];
  const userErrors =
    answer.addProductsToCart?.user_errors ?? answer.updateCartItems?.user_errors ?? answer.removeItemFromCart?.user_errors ?? [];
  return userErrors.map((e) => e.message);
}

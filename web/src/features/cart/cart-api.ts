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
    if (!response.ok && !body) {
      // Spec §7's retry for the shims that only read, loaded once a GET failed (cart-retry.ts); if
      // its code cannot be loaded (a deploy replaced it), the answer is given as it came.
      const retry = await import('./cart-retry').catch(() => null);
      if (retry) response = await retry.retriedCartAnswer(name, response, send);
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

import { retriedAfter } from '../../shared/api/http-retry';

/**
 * The cart shims that only read (spec §7's GETs fetch-cart and delivery-info): asked once more after
 * a passing failure (spec §7, shared/api/http-retry.ts). The spec's other GETs change the cart
 * (create-guest, create-auth, remove-coupon, clear-cart) and, like every POST, are sent once: one
 * that reached the shop before its answer was lost would act twice. Loaded by cart-api.ts only once
 * a GET failed: the header asks for the cart on every page, and this stays out of the catalogue
 * pages' first load (issue 17's 150 kB).
 */
export const READ_ONLY_CART_SHIMS: ReadonlySet<string> = new Set(['fetch-cart', 'delivery-info']);

/** The answer to give for the shim `name` whose GET `first` failed: asked again by spec §7's rule where it only reads. */
export function retriedCartAnswer(name: string, first: Response, sendAgain: () => Promise<Response>): Promise<Response> {
  return READ_ONLY_CART_SHIMS.has(name) ? retriedAfter(first, sendAgain) : Promise.resolve(first);
}

import { CombinedGraphQLErrors } from '@apollo/client';
import { clearCookie, serialiseCookie, SHOP_COOKIES } from '@cadence/server-kit/cookies';
import type { NextApiRequest } from 'next';
import { CartCreateGuestDocument } from '../../graphql/documents/CartCreateGuestDocument';
import { CartCustomerGetDocument } from '../../graphql/documents/CartCustomerGetDocument';
import { BadRequest, runMutation, runQuery, type ShimContext } from '../../shared/api/gateway-operation';
import { serverEnv } from '../../shared/config/server-env';
import { carriesSession } from '../../shared/session/session-hint.rules';
import { cartErrorAction, validCartId } from './cart.rules';

/** The code of the first GraphQL error of a failed gateway call, if any. */
export function gatewayErrorCode(error: unknown): string | null {
  if (!CombinedGraphQLErrors.is(error)) return null;
  const code = error.errors[0]?.extensions?.code;
  return typeof code === 'string' ? code : null;
}

const signedIn = (req: NextApiRequest) => carriesSession(req.cookies);

/** The cart id cookie (spec §9: 7 days, HttpOnly, SameSite=Lax: the shop's rule, @cadence/server-kit/cookies). */
export function cartIdCookie(id: string, secure: boolean): string {
  return serialiseCookie(SHOP_COOKIES.cartId, id, { secure });
}

/** Removes the cart id cookie, with the attributes it was set with. */
export function clearedCartIdCookie(secure: boolean): string {
  return clearCookie(SHOP_COOKIES.cartId, { secure });
}

/** A new cart for the caller (the customer's own when signed in, else a guest cart), its id set as the cookie. */
export async function createCart(req: NextApiRequest, shim: ShimContext): Promise<string> {
  const id = signedIn(req)
    ? (await runQuery(req, CartCustomerGetDocument, {}, shim)).customerCart.id
    : (await runMutation(req, CartCreateGuestDocument, {}, shim)).createEmptyCart;
  shim.setCookies([cartIdCookie(id, serverEnv().cookieSecure)]);
  return id;
}

/** The cart id the request's cookie carries, if it is one. */
export const cartIdOf = (req: NextApiRequest): string | null => validCartId(req.cookies[SHOP_COOKIES.cartId.name]);

/**
 * Runs a cart operation on the caller's cart (spec §4, §8). Without a cart id cookie, `create`
 * makes one first (the first add) and a signed-in customer reads their own cart (another device);
 * otherwise the answer is `empty`. A cart the gateway no longer knows or that is inactive clears the
 * cookie; one that belongs to someone else is replaced by a new cart; where the operation made
 * sense on a new cart (`create`) it is retried once there.
 */
export async function withCart<T>(
  req: NextApiRequest,
  shim: ShimContext,
  work: (cartId: string) => Promise<T>,
  options: { create: boolean; empty: () => T },
): Promise<T> {
  let id = cartIdOf(req);
  if (!id) {
    if (!options.create && !signedIn(req)) return options.empty();
    id = await createCart(req, shim);
  }
  try {
    return await work(id);
  } catch (error) {
    const action = cartErrorAction(gatewayErrorCode(error));
    if (action === 'show') throw error;
    shim.setCookies([clearedCartIdCookie(serverEnv().cookieSecure)]);
    if (!options.create && !(action === 'recreate' || signedIn(req))) return options.empty();
    return work(await createCart(req, shim));
  }
}

/** For a change that needs a cart: having none yet is a 404 that says so. */
export function noCart(): never {
  throw new BadRequest('There is no cart yet', 404);
}

/** A required body field as a bounded string, or a 400 naming it. */
export function requireText(body: Record<string, unknown>, field: string, max = 64): string {
  const value = body[field];
  if (typeof value !== 'string' || !value.trim() || value.length > max) throw new BadRequest(`${field} is required`);
  return value.trim();
}

import type { RequestContext } from '../../shared/context';
import { cartCall, cartScope } from './cart.errors';
import { toCart } from './cart.mappers';
import type { Cart } from './cart.type';

/**
 * Other subgraphs (checkout, later) extend the Cart entity by its id: the cart subgraph answers its
 * fields for the caller, with the same access rules as `cart(cart_id)`.
 */
export const cartReference = {
  Cart: {
    __resolveReference: async (ref: { id: string }, ctx: RequestContext): Promise<Cart> =>
      cartCall(ctx, async () => toCart(await ctx.commerce.cart.cart(ref.id, await cartScope(ctx)))),
  },
};

import type { CartFieldsFragment } from '../../graphql/graphql';
import { CartAddItemsDocument } from '../../graphql/documents/CartAddItemsDocument';
import { BadRequest, restShim, runMutation, shimBody } from '../../shared/api/gateway-operation';
import { cartItemsInput } from './cart.rules';
import { withCart } from './cart-shims';

type Added = { cart: CartFieldsFragment | null; user_errors: { code: string; message: string }[] };

/**
 * POST { cartItems } → { addProductsToCart: { cart, user_errors }, error } (spec §7): the first add
 * creates the cart (the customer's when signed in) and sets the cart_id cookie; a cart that is gone
 * is replaced and the add retried there. A refused line is a user error, and nothing is added.
 */
export const addItemsShim = restShim(
  'POST',
  async (req, shim) => {
    const items = cartItemsInput(shimBody(req).cartItems);
    if (!items) throw new BadRequest('cartItems are required: [{ sku, quantity, parent_sku? }] (at most 20)');
    const added = await withCart(
      req,
      shim,
      async (cartId) => (await runMutation(req, CartAddItemsDocument, { cartId, cartItems: items })).addProductsToCart,
      { create: true, empty: () => null },
    );
    return { addProductsToCart: added as Added | null };
  },
  { addProductsToCart: null as Added | null },
);

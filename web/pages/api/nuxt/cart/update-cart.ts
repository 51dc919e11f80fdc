import type { CartFieldsFragment } from '../../../../src/graphql/graphql';
import { CartUpdateItemsDocument } from '../../../../src/graphql/documents/CartUpdateItemsDocument';
import { cartUpdatesInput } from '../../../../src/features/cart/cart.rules';
import { noCart, withCart } from '../../../../src/features/cart/cart-shims';
import { BadRequest, restShim, runMutation, shimBody } from '../../../../src/shared/api/gateway-operation';

// Next parses the body before the shim runs: at most this much (src/shared/api/shim-body-limit.ts).
export const config = { api: { bodyParser: { sizeLimit: '32kb' } } };

type Updated = { cart: CartFieldsFragment; user_errors: { code: string; message: string }[] };

/**
 * POST /nuxt/api/cart/update-cart { items: [{ cart_item_uid, quantity }] } → { updateCartItems:
 * { cart, user_errors }, error }; 'Your cart is empty' comes as a user error when no line is left.
 */
export default restShim(
  'POST',
  async (req, shim) => {
    const body = shimBody(req);
    const updates = cartUpdatesInput(body.items ?? body.cartItems);
    if (!updates) throw new BadRequest('items are required: [{ cart_item_uid, quantity }]');
    const updated = await withCart(
      req,
      shim,
      async (cartId) =>
        (await runMutation(req, CartUpdateItemsDocument, { input: { cart_id: cartId, cart_items: updates } })).updateCartItems,
      { create: false, empty: noCart },
    );
    return { updateCartItems: updated as Updated | null };
  },
  { updateCartItems: null as Updated | null },
);

import type { CartFieldsFragment } from '../../../../src/graphql/graphql';
import { CartRemoveItemDocument } from '../../../../src/graphql/documents/CartRemoveItemDocument';
import { noCart, withCart } from '../../../../src/features/cart/cart-shims';
import { BadRequest, restShim, runMutation, shimBody } from '../../../../src/shared/api/gateway-operation';

// Next parses the body before the shim runs: at most this much (src/shared/api/shim-body-limit.ts).
export const config = { api: { bodyParser: { sizeLimit: '32kb' } } };

type Removed = { cart: CartFieldsFragment; user_errors: { code: string; message: string }[] };

/** POST /nuxt/api/cart/remove-item { cartItemId } → { removeItemFromCart: { cart, user_errors }, error }. */
export default restShim(
  'POST',
  async (req, shim) => {
    const raw = shimBody(req).cartItemId;
    if ((typeof raw !== 'string' && typeof raw !== 'number') || String(raw).length > 20)
      throw new BadRequest('cartItemId is required');
    const uid = String(raw);
    const removed = await withCart(
      req,
      shim,
      async (cartId) =>
        (await runMutation(req, CartRemoveItemDocument, { input: { cart_id: cartId, cart_item_uid: uid } })).removeItemFromCart,
      { create: false, empty: noCart },
    );
    return { removeItemFromCart: removed as Removed | null };
  },
  { removeItemFromCart: null as Removed | null },
);

import type { CartFieldsFragment } from '../../../../src/graphql/graphql';
import { CartRemoveCouponDocument } from '../../../../src/graphql/documents/CartRemoveCouponDocument';
import { noCart, withCart } from '../../../../src/features/cart/cart-shims';
import { restShim, runMutation } from '../../../../src/shared/api/gateway-operation';

// Next parses the body before the shim runs: at most this much (src/shared/api/shim-body-limit.ts).
export const config = { api: { bodyParser: { sizeLimit: '32kb' } } };

/** GET /nuxt/api/cart/remove-coupon → { removeCouponFromCart: { cart }, error }. */
export default restShim(
  'GET',
  async (req, shim) => ({
    removeCouponFromCart: (await withCart(
      req,
      shim,
      async (cartId) => (await runMutation(req, CartRemoveCouponDocument, { input: { cart_id: cartId } })).removeCouponFromCart,
      { create: false, empty: noCart },
    )) as { cart: CartFieldsFragment } | null,
  }),
  { removeCouponFromCart: null as { cart: CartFieldsFragment } | null },
);

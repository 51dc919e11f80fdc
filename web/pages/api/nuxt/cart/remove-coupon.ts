import type { CartFieldsFragment } from '../../../../src/graphql/graphql';
import { CartRemoveCouponDocument } from '../../../../src/graphql/documents/CartRemoveCouponDocument';
import { noCart, withCart } from '../../../../src/features/cart/cart-shims';
import { restShim, runMutation } from '../../../../src/shared/api/gateway-operation';

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

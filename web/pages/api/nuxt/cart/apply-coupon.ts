import type { CartFieldsFragment } from '../../../../src/graphql/graphql';
import { CartApplyCouponDocument } from '../../../../src/graphql/documents/CartApplyCouponDocument';
import { noCart, requireText, withCart } from '../../../../src/features/cart/cart-shims';
import { restShim, runMutation, shimBody } from '../../../../src/shared/api/gateway-operation';

// Next parses the body before the shim runs: at most this much (src/shared/api/shim-body-limit.ts).
export const config = { api: { bodyParser: { sizeLimit: '32kb' } } };

/** POST /nuxt/api/cart/apply-coupon { couponCode } → { applyCouponToCart: { cart }, error } (the refusal's reason in error). */
export default restShim(
  'POST',
  async (req, shim) => {
    const code = requireText(shimBody(req), 'couponCode');
    const result = await withCart(
      req,
      shim,
      async (cartId) =>
        (await runMutation(req, CartApplyCouponDocument, { input: { cart_id: cartId, coupon_code: code } })).applyCouponToCart,
      { create: false, empty: noCart },
    );
    return { applyCouponToCart: result as { cart: CartFieldsFragment } | null };
  },
  { applyCouponToCart: null as { cart: CartFieldsFragment } | null },
);

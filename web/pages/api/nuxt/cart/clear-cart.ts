import { CartClearDocument } from '../../../../src/graphql/documents/CartClearDocument';
import { withCart } from '../../../../src/features/cart/cart-shims';
import { restShim, runMutation } from '../../../../src/shared/api/gateway-operation';

/** GET /nuxt/api/cart/clear-cart → { cleared, error }: the cart keeps its id and loses its lines and coupon. */
export default restShim(
  'GET',
  async (req, shim) => ({
    cleared: await withCart(
      req,
      shim,
      async (cartId) => {
        await runMutation(req, CartClearDocument, { input: { uid: cartId } });
        return true;
      },
      { create: false, empty: () => false },
    ),
  }),
  { cleared: false },
);

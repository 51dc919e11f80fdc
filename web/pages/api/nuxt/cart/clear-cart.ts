import { CartClearDocument } from '../../../../src/graphql/documents/CartClearDocument';
import { withCart } from '../../../../src/features/cart/cart-shims';
import { restShim, runMutation } from '../../../../src/shared/api/gateway-operation';

// Next parses the body before the shim runs: at most this much (src/shared/api/shim-body-limit.ts).
export const config = { api: { bodyParser: { sizeLimit: '32kb' } } };

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

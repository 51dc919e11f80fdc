import type { CartFieldsFragment } from '../../../../src/graphql/graphql';
import { CartGetDocument } from '../../../../src/graphql/documents/CartGetDocument';
import { cartErrorAction } from '../../../../src/features/cart/cart.rules';
import { gatewayErrorCode, withCart } from '../../../../src/features/cart/cart-shims';
import { restShim, runQuery } from '../../../../src/shared/api/gateway-operation';

// Next parses the body before the shim runs: at most this much (src/shared/api/shim-body-limit.ts).
export const config = { api: { bodyParser: { sizeLimit: '32kb' } } };

/**
 * GET /nuxt/api/cart/fetch-cart (cookie header) → { cart, error, errors[] } (spec §7). No cart yet
 * answers cart null; a cart the gateway no longer knows clears the cookie and answers cart null with
 * its message in errors, so the page resets its cart without an error page (spec §8).
 */
export default restShim(
  'GET',
  async (req, shim) => {
    try {
      const cart = await withCart(req, shim, async (cartId) => (await runQuery(req, CartGetDocument, { cartId })).cart, {
        create: false,
        empty: () => null,
      });
      return { cart: cart as CartFieldsFragment | null, errors: [] as { message: string }[] };
    } catch (error) {
      if (cartErrorAction(gatewayErrorCode(error)) === 'show') throw error;
      return { cart: null, errors: [{ message: (error as Error).message }] };
    }
  },
  { cart: null as CartFieldsFragment | null, errors: [] as { message: string }[] },
);

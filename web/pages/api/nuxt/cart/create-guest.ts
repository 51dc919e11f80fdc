import { CartCreateGuestDocument } from '../../../../src/graphql/documents/CartCreateGuestDocument';
import { cartIdCookie } from '../../../../src/features/cart/cart-shims';
import { restShim, runMutation } from '../../../../src/shared/api/gateway-operation';
import { serverEnv } from '../../../../src/shared/config/server-env';

// Next parses the body before the shim runs: at most this much (src/shared/api/shim-body-limit.ts).
export const config = { api: { bodyParser: { sizeLimit: '32kb' } } };

/** GET /nuxt/api/cart/create-guest → { createEmptyCart: id, error } and the cart_id cookie (7 days). */
export default restShim(
  'GET',
  async (req, shim) => {
    const id = (await runMutation(req, CartCreateGuestDocument, {})).createEmptyCart;
    shim.setCookies([cartIdCookie(id, serverEnv().cookieSecure)]);
    return { createEmptyCart: id as string | null };
  },
  { createEmptyCart: null as string | null },
);

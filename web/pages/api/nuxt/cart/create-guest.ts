import { CartCreateGuestDocument } from '../../../../src/graphql/documents/CartCreateGuestDocument';
import { cartIdCookie } from '../../../../src/features/cart/cart-shims';
import { restShim, runMutation } from '../../../../src/shared/api/gateway-operation';
import { serverEnv } from '../../../../src/shared/config/server-env';

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

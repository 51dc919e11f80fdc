import { CartCustomerGetDocument } from '../../../../src/graphql/documents/CartCustomerGetDocument';
import { cartIdCookie } from '../../../../src/features/cart/cart-shims';
import { restShim, runQuery } from '../../../../src/shared/api/gateway-operation';
import { serverEnv } from '../../../../src/shared/config/server-env';

// Next parses the body before the shim runs: at most this much (src/shared/api/shim-body-limit.ts).
export const config = { api: { bodyParser: { sizeLimit: '32kb' } } };

/** GET /nuxt/api/cart/create-auth → { customerCart: { id }, error }: the signed-in customer's cart, as the cart_id cookie. */
export default restShim(
  'GET',
  async (req, shim) => {
    const { id } = (await runQuery(req, CartCustomerGetDocument, {}, shim)).customerCart;
    shim.setCookies([cartIdCookie(id, serverEnv().cookieSecure)]);
    return { customerCart: { id } as { id: string } | null };
  },
  { customerCart: null as { id: string } | null },
);

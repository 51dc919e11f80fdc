import { CartCustomerGetDocument } from '../../../../src/graphql/documents/CartCustomerGetDocument';
import { CartMergeDocument } from '../../../../src/graphql/documents/CartMergeDocument';
import { validCartId } from '../../../../src/features/cart/cart.rules';
import { cartIdCookie, cartIdOf } from '../../../../src/features/cart/cart-shims';
import { restShim, runMutation, runQuery, shimBody } from '../../../../src/shared/api/gateway-operation';
import { serverEnv } from '../../../../src/shared/config/server-env';

// Next parses the body before the shim runs: at most this much (src/shared/api/shim-body-limit.ts).
export const config = { api: { bodyParser: { sizeLimit: '32kb' } } };

/**
 * POST /nuxt/api/cart/merge-cart { guestCartId?, authCartId? } → { mergeCarts: { id }, error }
 * (spec §4, §5): after sign-in, the guest cart (the body's, else the cart_id cookie's) moves into
 * the customer's cart (the body's, else theirs), whose old lines are cleared when the guest cart has
 * any; the guest cart is deactivated and the cookie names the customer's cart. Without a guest cart
 * that differs from the customer's there is nothing to merge and the customer's cart is answered.
 */
export default restShim(
  'POST',
  async (req, shim) => {
    const body = shimBody(req);
    const guest = validCartId(body.guestCartId) ?? cartIdOf(req);
    const own = validCartId(body.authCartId) ?? (await runQuery(req, CartCustomerGetDocument, {}, shim)).customerCart.id;
    const id =
      guest && guest !== own
        ? (await runMutation(req, CartMergeDocument, { source: guest, destination: own }, shim)).mergeCarts.id
        : own;
    shim.setCookies([cartIdCookie(id, serverEnv().cookieSecure)]);
    return { mergeCarts: { id } as { id: string } | null };
  },
  { mergeCarts: null as { id: string } | null },
);

import { DeliveryInfoGetDocument } from '../../../../src/graphql/documents/DeliveryInfoGetDocument';
import { cartIdOf } from '../../../../src/features/cart/cart-shims';
import { restShim, runQuery } from '../../../../src/shared/api/gateway-operation';

// Next parses the body before the shim runs: at most this much (src/shared/api/shim-body-limit.ts).
export const config = { api: { bodyParser: { sizeLimit: '32kb' } } };

/** GET /nuxt/api/cart/delivery-info → { globalSet: { body }, error }: the delivery text with the cart's dispatch date. */
export default restShim(
  'GET',
  async (req) => {
    const data = await runQuery(req, DeliveryInfoGetDocument, { cartId: cartIdOf(req) });
    return { globalSet: data.globalSet ? { body: data.globalSet.body } : null };
  },
  { globalSet: null as { body: string } | null },
);

import { NewCheckoutCheckDocument } from '../../../src/graphql/documents/NewCheckoutCheckDocument';
import { restShim, runQuery } from '../../../src/shared/api/gateway-operation';

// Next parses the body before the shim runs: at most this much (src/shared/api/shim-body-limit.ts).
export const config = { api: { bodyParser: { sizeLimit: '32kb' } } };

/** GET /nuxt/api/new-checkout-check → { isNewCheckoutEnabled, error }. */
export default restShim('GET', async (req) => runQuery(req, NewCheckoutCheckDocument, {}), { isNewCheckoutEnabled: false });

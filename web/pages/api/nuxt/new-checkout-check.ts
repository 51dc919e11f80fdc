import { NewCheckoutCheckDocument } from '../../../src/graphql/documents/NewCheckoutCheckDocument';
import { restShim, runQuery } from '../../../src/shared/api/gateway-operation';

/** GET /nuxt/api/new-checkout-check → { isNewCheckoutEnabled, error }. */
export default restShim('GET', async (req) => runQuery(req, NewCheckoutCheckDocument, {}), { isNewCheckoutEnabled: false });

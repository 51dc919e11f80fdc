import { V12ProductsGetDocument } from '../../../../src/graphql/documents/V12ProductsGetDocument';
import { restShim, runQuery } from '../../../../src/shared/api/gateway-operation';

// Next parses the body before the shim runs: at most this much (src/shared/api/shim-body-limit.ts).
export const config = { api: { bodyParser: { sizeLimit: '32kb' } } };

/**
 * GET /nuxt/api/finance/v12-products → { v12Products, error }: the lender's loan products for the
 * shopper (spec §7); empty outside GB or with finance off, and on a failure (with its message in `error`).
 */
export default restShim('GET', async (req) => runQuery(req, V12ProductsGetDocument, {}), { v12Products: [] });

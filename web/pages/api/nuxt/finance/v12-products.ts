import { V12ProductsGetDocument } from '../../../../src/graphql/documents/V12ProductsGetDocument';
import { restShim, runQuery } from '../../../../src/shared/api/gateway-operation';

/**
 * GET /nuxt/api/finance/v12-products → { v12Products, error }: the lender's loan products for the
 * shopper (spec §7); empty outside GB or with finance off, and on a failure (with its message in `error`).
 */
export default restShim('GET', async (req) => runQuery(req, V12ProductsGetDocument, {}), { v12Products: [] });

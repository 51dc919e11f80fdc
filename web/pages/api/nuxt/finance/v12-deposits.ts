import { V12DepositsGetDocument } from '../../../../src/graphql/documents/V12DepositsGetDocument';
import { restShim, runQuery } from '../../../../src/shared/api/gateway-operation';

/**
 * GET /nuxt/api/finance/v12-deposits → { v12Deposits, error }: the deposits the calculator offers
 * (spec §7); empty outside GB or with finance off, and on a failure (with its message in `error`).
 */
export default restShim('GET', async (req) => runQuery(req, V12DepositsGetDocument, {}), { v12Deposits: [] });

import { V12DepositsGetDocument } from '../../../../src/graphql/documents/V12DepositsGetDocument';
import { restShim, runQuery } from '../../../../src/shared/api/gateway-operation';

// Next parses the body before the shim runs: at most this much (src/shared/api/shim-body-limit.ts).
export const config = { api: { bodyParser: { sizeLimit: '32kb' } } };

/**
 * GET /nuxt/api/finance/v12-deposits → { v12Deposits, error }: the deposits the calculator offers
 * (spec §7); empty outside GB or with finance off, and on a failure (with its message in `error`).
 */
export default restShim('GET', async (req) => runQuery(req, V12DepositsGetDocument, {}), { v12Deposits: [] });

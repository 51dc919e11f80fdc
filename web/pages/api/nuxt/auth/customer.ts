import type { CustomerGetQuery } from '../../../../src/graphql/graphql';
import { CustomerGetDocument } from '../../../../src/graphql/documents/CustomerGetDocument';
import { restShim, runQuery } from '../../../../src/shared/api/gateway-operation';

// Next parses the body before the shim runs: at most this much (src/shared/api/shim-body-limit.ts).
export const config = { api: { bodyParser: { sizeLimit: '32kb' } } };

/** GET /nuxt/api/auth/customer → { customer, error } (401 with the gateway's message when signed out). */
export default restShim(
  'GET',
  async (req) => {
    const data = await runQuery(req, CustomerGetDocument, {});
    return { customer: data.customer as CustomerGetQuery['customer'] | null };
  },
  { customer: null as CustomerGetQuery['customer'] | null },
);

import type { CustomerGetQuery } from '../../../../src/graphql/graphql';
import { CustomerGetDocument } from '../../../../src/graphql/documents/CustomerGetDocument';
import { restShim, runQuery } from '../../../../src/shared/api/gateway-operation';

/** GET /nuxt/api/auth/customer → { customer, error } (401 with the gateway's message when signed out). */
export default restShim(
  'GET',
  async (req) => {
    const data = await runQuery(req, CustomerGetDocument, {});
    return { customer: data.customer as CustomerGetQuery['customer'] | null };
  },
  { customer: null as CustomerGetQuery['customer'] | null },
);

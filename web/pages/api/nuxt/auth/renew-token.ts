import { CustomerTokenRenewDocument } from '../../../../src/graphql/documents/CustomerTokenRenewDocument';
import { restShim, runMutation } from '../../../../src/shared/api/gateway-operation';

// Next parses the body before the shim runs: at most this much (src/shared/api/shim-body-limit.ts).
export const config = { api: { bodyParser: { sizeLimit: '32kb' } } };

/**
 * GET /nuxt/api/auth/renew-token → { renewCustomerToken: { expires_at }, error }. The renewed (or,
 * when refused, cleared) session cookies the gateway sets are passed on.
 */
export default restShim(
  'GET',
  async (req, shim) => {
    const data = await runMutation(req, CustomerTokenRenewDocument, {}, shim);
    return { renewCustomerToken: data.renewCustomerToken as { expires_at: string } | null };
  },
  { renewCustomerToken: null as { expires_at: string } | null },
);

import { CustomerSignOutDocument } from '../../../../src/graphql/documents/CustomerSignOutDocument';
import { ensureSessionCleared } from '../../../../src/features/customer/session/session.rules';
import { restShim, runMutation } from '../../../../src/shared/api/gateway-operation';
import { serverEnv } from '../../../../src/shared/config/server-env';

// Next parses the body before the shim runs: at most this much (src/shared/api/shim-body-limit.ts).
export const config = { api: { bodyParser: { sizeLimit: '32kb' } } };

/**
 * GET /nuxt/api/auth/logout → { revokeCustomerToken: { result }, error }. Revokes the session on
 * the gateway, which clears the session and cart id cookies; whatever the gateway answers, every
 * one of them is cleared (spec §4: sign-out clears them regardless of the outcome).
 */
export default restShim(
  'GET',
  async (req, shim) => {
    const fromGateway: string[] = [];
    try {
      const data = await runMutation(
        req,
        CustomerSignOutDocument,
        {},
        { setCookies: (cookies) => void fromGateway.push(...cookies) },
      );
      return { revokeCustomerToken: { result: data.revokeCustomerToken.result } };
    } finally {
      shim.setCookies(ensureSessionCleared(fromGateway, serverEnv().cookieSecure));
    }
  },
  { revokeCustomerToken: { result: false } },
);

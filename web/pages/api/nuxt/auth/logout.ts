import { CustomerSignOutDocument } from '../../../../src/graphql/graphql';
import { clearedSessionCookies, sessionCookiesSecure } from '../../../../src/features/customer/session.rules';
import { restShim, runMutation } from '../../../../src/shared/api/gateway-operation';

/**
 * GET /nuxt/api/auth/logout → { revokeCustomerToken: { result }, error }. Revokes the session on
 * the gateway and, whatever the gateway answers, clears the session and cart id cookies (spec §4:
 * sign-out clears them regardless of the outcome).
 */
export default restShim(
  'GET',
  async (req, shim) => {
    try {
      const data = await runMutation(req, CustomerSignOutDocument, {});
      return { revokeCustomerToken: { result: data.revokeCustomerToken.result } };
    } finally {
      shim.setCookies(clearedSessionCookies(sessionCookiesSecure(process.env.NODE_ENV)));
    }
  },
  { revokeCustomerToken: { result: false } },
);

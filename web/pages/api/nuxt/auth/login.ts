import { CustomerSignInDocument } from '../../../../src/graphql/documents/CustomerSignInDocument';
import { BadRequest, restShim, runMutation } from '../../../../src/shared/api/gateway-operation';
import { stringField } from '../../../../src/features/customer/auth/shim-body.rules';

// Next parses the body before the shim runs: at most this much (src/shared/api/shim-body-limit.ts).
export const config = { api: { bodyParser: { sizeLimit: '32kb' } } };

/**
 * POST /nuxt/api/auth/login { email, password } → { generateCustomerToken: { expires_at }, error }.
 * The session cookies the gateway sets are passed on; the tokens never appear in the body.
 */
export default restShim(
  'POST',
  async (req, shim) => {
    const email = stringField(req.body, 'email');
    const password = stringField(req.body, 'password');
    if (!email || !password) throw new BadRequest('email and password are required');
    const data = await runMutation(req, CustomerSignInDocument, { email, password }, shim);
    return { generateCustomerToken: data.generateCustomerToken as { expires_at: string } | null };
  },
  { generateCustomerToken: null as { expires_at: string } | null },
);

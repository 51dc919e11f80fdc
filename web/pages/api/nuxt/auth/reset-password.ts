import { CustomerPasswordResetRequestDocument } from '../../../../src/graphql/documents/CustomerPasswordResetRequestDocument';
import { BadRequest, restShim, runMutation } from '../../../../src/shared/api/gateway-operation';
import { stringField } from '../../../../src/features/customer/auth/shim-body.rules';

// Next parses the body before the shim runs: at most this much (src/shared/api/shim-body-limit.ts).
export const config = { api: { bodyParser: { sizeLimit: '32kb' } } };

/** POST /nuxt/api/auth/reset-password { email } → { requestPasswordResetEmail, error } (spec §7). */
export default restShim(
  'POST',
  async (req) => {
    const email = stringField(req.body, 'email');
    if (!email) throw new BadRequest('email is required');
    const data = await runMutation(req, CustomerPasswordResetRequestDocument, { email });
    return { requestPasswordResetEmail: data.requestPasswordResetEmail };
  },
  { requestPasswordResetEmail: false },
);

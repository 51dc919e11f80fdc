import { CustomerPasswordResetDocument } from '../../../../src/graphql/documents/CustomerPasswordResetDocument';
import { BadRequest, restShim, runMutation } from '../../../../src/shared/api/gateway-operation';
import { callFailure } from '../../../../src/shared/forms/server-errors';
import { serverEnv } from '../../../../src/shared/config/server-env';
import { stringField } from '../../../../src/features/customer/auth/shim-body.rules';
import { forgetResetToken, handedResetToken } from '../../../../src/features/customer/auth/reset-token.rules';

// Next parses the body before the shim runs: at most this much (src/shared/api/shim-body-limit.ts).
export const config = { api: { bodyParser: { sizeLimit: '32kb' } } };

/**
 * POST /nuxt/api/auth/new-password { newPassword } → { resetPassword, error }, and on a refusal its
 * `code` and field messages (`fields`) for the form. Sets the new password with the token the
 * emailed link left in its HttpOnly cookie (reset-token.rules.ts): the storefront's scripts never
 * hold it. The cookie goes once the token is used up, when the password is set or the gateway finds
 * the token expired or used (RESET_TOKEN_INVALID); a refused password keeps it for the next try.
 * Without the cookie (its ten minutes are over) the gateway is asked all the same, without a token:
 * it answers as for an expired link, in the shopper's language, as it does for every other case.
 */
export default restShim(
  'POST',
  async (req, shim) => {
    const newPassword = stringField(req.body, 'newPassword');
    if (!newPassword) throw new BadRequest('newPassword is required');
    const forget = () => shim.setCookies([forgetResetToken(serverEnv().cookieSecure)]);
    try {
      const data = await runMutation(req, CustomerPasswordResetDocument, {
        resetPasswordToken: handedResetToken(req.cookies) ?? '',
        newPassword,
      });
      forget();
      return { resetPassword: data.resetPassword };
    } catch (error) {
      if (callFailure(error).code === 'RESET_TOKEN_INVALID') forget();
      throw error;
    }
  },
  { resetPassword: false },
  { details: true },
);

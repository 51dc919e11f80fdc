import type { CustomerRegisterMutation } from '../../../../src/graphql/graphql';
import { CustomerRegisterDocument } from '../../../../src/graphql/documents/CustomerRegisterDocument';
import { BadRequest, restShim, runMutation } from '../../../../src/shared/api/gateway-operation';
import { stringField } from '../../../../src/features/customer/auth/shim-body.rules';

// Next parses the body before the shim runs: at most this much (src/shared/api/shim-body-limit.ts).
export const config = { api: { bodyParser: { sizeLimit: '32kb' } } };

type Customer = CustomerRegisterMutation['createCustomerV2']['customer'];

/**
 * POST /nuxt/api/auth/register { firstName, lastName, email, password } → { customer, error }.
 * Registration signs the customer in: the gateway's session cookies are passed on.
 */
export default restShim(
  'POST',
  async (req, shim) => {
    const input = {
      firstname: stringField(req.body, 'firstName'),
      lastname: stringField(req.body, 'lastName'),
      email: stringField(req.body, 'email'),
      password: stringField(req.body, 'password'),
    };
    const missing = Object.entries({
      firstName: input.firstname,
      lastName: input.lastname,
      email: input.email,
      password: input.password,
    })
      .filter(([, value]) => !value)
      .map(([name]) => name);
    if (missing.length) throw new BadRequest(`${missing.join(', ')} ${missing.length > 1 ? 'are' : 'is'} required`);
    const data = await runMutation(req, CustomerRegisterDocument, { input }, shim);
    return { customer: data.createCustomerV2.customer as Customer | null };
  },
  { customer: null as Customer | null },
);

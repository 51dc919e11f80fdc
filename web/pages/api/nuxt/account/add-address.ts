import { requireAddress } from '../../../../src/features/customer/addresses/address-shims';
import { shimBody } from '../../../../src/shared/api/gateway-operation';
import { CustomerAddressCreateDocument } from '../../../../src/graphql/documents/CustomerAddressCreateDocument';
import { restShim, runMutation } from '../../../../src/shared/api/gateway-operation';

// Next parses the body before the shim runs: at most this much (src/shared/api/shim-body-limit.ts).
export const config = { api: { bodyParser: { sizeLimit: '32kb' } } };

/** POST /nuxt/api/account/add-address { address } → { createCustomerAddress: { id }, error }. */
export default restShim(
  'POST',
  async (req) => {
    const input = requireAddress(shimBody(req));
    const data = await runMutation(req, CustomerAddressCreateDocument, { input });
    return { createCustomerAddress: { id: data.createCustomerAddress.id } as { id: number } | null };
  },
  { createCustomerAddress: null as { id: number } | null },
);

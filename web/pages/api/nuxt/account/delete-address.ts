import { requireAddressId } from '../../../../src/features/customer/addresses/address-shims';
import { shimBody } from '../../../../src/shared/api/gateway-operation';
import { CustomerAddressDeleteDocument } from '../../../../src/graphql/documents/CustomerAddressDeleteDocument';
import { restShim, runMutation } from '../../../../src/shared/api/gateway-operation';

// Next parses the body before the shim runs: at most this much (src/shared/api/shim-body-limit.ts).
export const config = { api: { bodyParser: { sizeLimit: '32kb' } } };

/** POST /nuxt/api/account/delete-address { addressId } → { deleteCustomerAddress, error } (404 when not the customer's). */
export default restShim(
  'POST',
  async (req) => {
    const id = requireAddressId(shimBody(req));
    const data = await runMutation(req, CustomerAddressDeleteDocument, { id });
    return { deleteCustomerAddress: data.deleteCustomerAddress };
  },
  { deleteCustomerAddress: false },
);

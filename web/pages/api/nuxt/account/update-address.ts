import { updateAddressShim } from '../../../../src/features/customer/addresses/address-shims';

// Next parses the body before the shim runs: at most this much (src/shared/api/shim-body-limit.ts).
export const config = { api: { bodyParser: { sizeLimit: '32kb' } } };

/** POST /nuxt/api/account/update-address { addressId, address } → { updateCustomerAddress: { id }, error }. */
export default updateAddressShim;

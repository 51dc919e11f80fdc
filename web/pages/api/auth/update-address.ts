import { updateAddressShim } from '../../../src/features/customer/addresses/address-shims';

// Next parses the body before the shim runs: at most this much (src/shared/api/shim-body-limit.ts).
export const config = { api: { bodyParser: { sizeLimit: '32kb' } } };

/** POST /api/auth/update-address { addressId, address }: the default-address update (spec §7) → { updateCustomerAddress: { id }, error }. */
export default updateAddressShim;

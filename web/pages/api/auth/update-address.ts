import { updateAddressShim } from '../../../src/features/customer/addresses/address-shims';

/** POST /api/auth/update-address { addressId, address }: the default-address update (spec §7) → { updateCustomerAddress: { id }, error }. */
export default updateAddressShim;

import { updateAddressShim } from '../../../../src/features/customer/addresses/address-shims';

/** POST /nuxt/api/account/update-address { addressId, address } → { updateCustomerAddress: { id }, error }. */
export default updateAddressShim;

import { updateAddressShim } from '../../../../src/features/customer/address-shims';

/** POST /nuxt/api/account/update-address { addressId, address } → { updateCustomerAddress: { id }, error }. */
export default updateAddressShim;

/** Spec §8: the store-IP check without an address. */
export const NO_IP_ADDRESS_FOUND = 'No IP address found';

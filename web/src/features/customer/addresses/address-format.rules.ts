import type { SavedAddress } from './address.rules';

/** How saved addresses are shown (address.rules.ts says whether an address is valid and how it is sent). */

/** The lines of an address card or an order's address: name, street, town and postcode, county, country. */
export function addressLines(
  address: Pick<SavedAddress, 'firstname' | 'lastname' | 'street' | 'city' | 'postcode' | 'region' | 'country_code'>,
  countryName: (code: string) => string,
): string[] {
  return [
    `${address.firstname} ${address.lastname}`.trim(),
    ...address.street.filter((line) => line.trim()),
    [address.city, address.postcode].filter(Boolean).join(', '),
    address.region ?? '',
    countryName(address.country_code),
  ].filter((line) => line.trim());
}

/** The address book's order: the default shipping address, then the default billing one, then oldest first. */
export function sortAddresses<A extends Pick<SavedAddress, 'id' | 'default_shipping' | 'default_billing'>>(
  addresses: readonly A[],
): A[] {
  const rank = (a: A) => (a.default_shipping ? 0 : a.default_billing ? 1 : 2);
  return [...addresses].sort((a, b) => rank(a) - rank(b) || a.id - b.id);
}

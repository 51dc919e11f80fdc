import type { SavedAddress } from './address.rules';

/** How saved addresses are shown (address.rules.ts says whether an address is valid and how it is sent). */

/**
 * Countries whose addresses put the postcode before the town ("10117 Berlin"); elsewhere (the UK,
 * Ireland, the Americas) the town comes first ("London, SW1Y 4JH").
 */
const POSTCODE_FIRST = new Set([
  'AT',
  'BE',
  'BG',
  'CH',
  'CZ',
  'DE',
  'DK',
  'EE',
  'ES',
  'FI',
  'FR',
  'GR',
  'HR',
  'HU',
  'IS',
  'IT',
  'LI',
  'LT',
  'LU',
  'LV',
  'MC',
  'NL',
  'NO',
  'PL',
  'PT',
  'RO',
  'SE',
  'SI',
  'SK',
]);

/** An address as every part of the shop shows it. */
export type ShownAddress = Pick<
  SavedAddress,
  'firstname' | 'lastname' | 'street' | 'city' | 'postcode' | 'region' | 'country_code'
>;

/**
 * The lines of an address wherever it is shown (the address book, an order, checkout): name, street,
 * town and postcode in the country's order, county or region (unless it only repeats the town),
 * country. The order emails write addresses with commerce's rule (customer/address-format.rules.ts
 * `addressLines`); address-format.parity.test.ts holds this copy to it.
 */
export function addressLines(address: ShownAddress, countryName: (code: string) => string): string[] {
  const town = POSTCODE_FIRST.has(address.country_code.toUpperCase())
    ? [address.postcode, address.city].filter(Boolean).join(' ')
    : [address.city, address.postcode].filter(Boolean).join(', ');
  const region = address.region?.trim() ?? '';
  return [
    `${address.firstname} ${address.lastname}`.trim(),
    ...address.street.filter((line) => line.trim()),
    town,
    region.toLowerCase() === address.city.trim().toLowerCase() ? '' : region,
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

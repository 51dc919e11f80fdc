import { localised, type StoreCode } from '@cadence/server-kit/storefronts';
import type { Country } from '../store/store.types';
import type { AddressInput, CustomerAddress } from './customer.types';

/**
 * How an address is written down once valid (address.rules.ts says whether it is): as stored, and
 * as shown and mailed.
 */

/** Upper case, single spaces, trimmed: how postcodes are stored and compared. */
export function normalisePostcode(postcode: string): string {
  return postcode.trim().replace(/\s+/g, ' ').toUpperCase();
}

/** The address as stored: trimmed, postcode and country normalised, an empty second line dropped. */
export function normaliseAddress(input: AddressInput): AddressInput {
  const street = input.street.map((line) => line.trim()).filter((line, i) => i === 0 || line.length > 0);
  return {
    ...input,
    firstName: input.firstName.trim(),
    lastName: input.lastName.trim(),
    email: input.email.trim(),
    telephone: input.telephone.trim(),
    street,
    city: input.city.trim(),
    postcode: normalisePostcode(input.postcode),
    region: input.region?.trim() || null,
    countryCode: input.countryCode.trim().toUpperCase(),
  };
}

/**
 * Countries whose addresses put the postcode before the town ("10117 Berlin"); elsewhere (the UK,
 * Ireland, the Americas) the town comes first ("London, SW1Y 4JH").
 */
export const POSTCODE_FIRST: ReadonlySet<string> = new Set([
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

/** The parts of an address (saved, or an order's copy of one) that are written out. */
export type WrittenAddress = Pick<
  CustomerAddress,
  'firstName' | 'lastName' | 'street' | 'city' | 'postcode' | 'region' | 'countryCode'
>;

/**
 * The lines of an address wherever the shop writes one (the web's address book, order page and
 * checkout, the order emails): name, street lines (an empty one left out), town and postcode in the
 * country's order, county or region (unless it only repeats the town), the country's name. The web
 * keeps its own copy for the page (web address-format.rules.ts), held to this one by
 * address-format.parity.test.ts there.
 */
export function addressLines(address: WrittenAddress, countryName: (code: string) => string): string[] {
  const town = POSTCODE_FIRST.has(address.countryCode.toUpperCase())
    ? [address.postcode, address.city].filter(Boolean).join(' ')
    : [address.city, address.postcode].filter(Boolean).join(', ');
  const region = address.region?.trim() ?? '';
  return [
    `${address.firstName} ${address.lastName}`.trim(),
    ...address.street.filter((line) => line.trim()),
    town,
    region.toLowerCase() === address.city.trim().toLowerCase() ? '' : region,
    countryName(address.countryCode),
  ].filter((line) => line.trim());
}

/**
 * Country names in a storefront's language, from the shop's country list (the names countriesConfig
 * publishes to the web: the storefront's, else the English one); a country not in the list by its code.
 */
export function countryNames(countries: readonly Pick<Country, 'code' | 'names'>[], store: StoreCode): (code: string) => string {
  const byCode = new Map(countries.map((country) => [country.code, country]));
  return (code) => {
    return localised(byCode.get(code)?.names, store, code);
  };
}

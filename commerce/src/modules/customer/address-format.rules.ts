import type { AddressInput } from './customer.types';

/** How an address is written down once valid (address.rules.ts says whether it is). */

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

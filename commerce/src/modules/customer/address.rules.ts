import type { FieldProblem } from './customer.errors';
import { EMAIL_MAX_LENGTH, EMAIL_PATTERN, isEmailAddress, NAME_MAX_LENGTH } from './customer.rules';
import { normalisePostcode } from './address-format.rules';
import type { AddressInput } from './customer.types';

/** What validates an address (field problems, postcode formats); address-format.rules.ts normalises one. */

/** The most addresses a customer's address book holds (the gateway's query cost counts on it). */
export const MAX_ADDRESSES_PER_CUSTOMER = 50;

export type PostcodeFormat = { pattern: string; example: string };

/**
 * Postcode formats of the countries the shop delivers to (anchored, matched case-insensitively
 * after trimming). Countries without postcodes (AE, HK) have none and accept an empty postcode.
 */
export const POSTCODE_FORMATS: Readonly<Record<string, PostcodeFormat | null>> = {
  GB: { pattern: '^(GIR ?0AA|[A-Z]{1,2}[0-9][A-Z0-9]? ?[0-9][A-Z]{2})$', example: 'SW1A 1AA' },
  IE: { pattern: '^[AC-FHKNPRTV-Y][0-9]{2}W? ?[0-9AC-FHKNPRTV-Y]{4}$', example: 'D02 X285' },
  AT: { pattern: '^[0-9]{4}$', example: '1010' },
  BE: { pattern: '^[0-9]{4}$', example: '1000' },
  BG: { pattern: '^[0-9]{4}$', example: '1000' },
  HR: { pattern: '^[0-9]{5}$', example: '10000' },
  CY: { pattern: '^[0-9]{4}$', example: '1010' },
  CZ: { pattern: '^[0-9]{3} ?[0-9]{2}$', example: '110 00' },
  DK: { pattern: '^[0-9]{4}$', example: '1050' },
  EE: { pattern: '^[0-9]{5}$', example: '10111' },
  FI: { pattern: '^[0-9]{5}$', example: '00100' },
  FR: { pattern: '^[0-9]{5}$', example: '75001' },
  DE: { pattern: '^[0-9]{5}$', example: '10115' },
  GR: { pattern: '^[0-9]{3} ?[0-9]{2}$', example: '105 57' },
  HU: { pattern: '^[0-9]{4}$', example: '1051' },
  IT: { pattern: '^[0-9]{5}$', example: '00118' },
  LV: { pattern: '^(LV-)?[0-9]{4}$', example: 'LV-1050' },
  LT: { pattern: '^(LT-)?[0-9]{5}$', example: 'LT-01100' },
  LU: { pattern: '^(L-)?[0-9]{4}$', example: '1009' },
  MT: { pattern: '^[A-Z]{3} ?[0-9]{2,4}$', example: 'VLT 1117' },
  NL: { pattern: '^[1-9][0-9]{3} ?[A-Z]{2}$', example: '1012 AB' },
  PL: { pattern: '^[0-9]{2}-[0-9]{3}$', example: '00-950' },
  PT: { pattern: '^[0-9]{4}-[0-9]{3}$', example: '1000-001' },
  RO: { pattern: '^[0-9]{6}$', example: '010011' },
  SK: { pattern: '^[0-9]{3} ?[0-9]{2}$', example: '811 01' },
  SI: { pattern: '^(SI-)?[0-9]{4}$', example: '1000' },
  ES: { pattern: '^[0-9]{5}$', example: '28001' },
  SE: { pattern: '^[0-9]{3} ?[0-9]{2}$', example: '111 22' },
  AD: { pattern: '^AD ?[0-9]{3}$', example: 'AD500' },
  CH: { pattern: '^[0-9]{4}$', example: '8001' },
  LI: { pattern: '^94(8[5-9]|9[0-8])$', example: '9490' },
  MC: { pattern: '^980[0-9]{2}$', example: '98000' },
  NO: { pattern: '^[0-9]{4}$', example: '0150' },
  IS: { pattern: '^[0-9]{3}$', example: '101' },
  US: { pattern: '^[0-9]{5}(-[0-9]{4})?$', example: '10001' },
  CA: { pattern: '^[ABCEGHJ-NPRSTVXY][0-9][ABCEGHJ-NPRSTV-Z] ?[0-9][ABCEGHJ-NPRSTV-Z][0-9]$', example: 'K1A 0B1' },
  AU: { pattern: '^[0-9]{4}$', example: '2000' },
  NZ: { pattern: '^[0-9]{4}$', example: '6011' },
  JP: { pattern: '^[0-9]{3}-?[0-9]{4}$', example: '100-0001' },
  KR: { pattern: '^[0-9]{5}$', example: '03187' },
  SG: { pattern: '^[0-9]{6}$', example: '018956' },
  IL: { pattern: '^[0-9]{7}$', example: '6100000' },
  ZA: { pattern: '^[0-9]{4}$', example: '8001' },
  AE: null,
  HK: null,
};

/** The postcode format of a country: a format, null when it has no postcodes, undefined when unknown. */
export function postcodeFormat(countryCode: string): PostcodeFormat | null | undefined {
  return POSTCODE_FORMATS[countryCode.toUpperCase()];
}

/**
 * Whether `postcode` is valid for `countryCode`: matches the country's format; countries without
 * postcodes accept an empty one; a country without a known format accepts any non-empty postcode.
 */
export function isValidPostcode(countryCode: string, postcode: string): boolean {
  const format = postcodeFormat(countryCode);
  const value = normalisePostcode(postcode);
  if (format === null) return true;
  if (!value) return false;
  return format === undefined || new RegExp(format.pattern, 'i').test(value);
}

/**
 * A phone number, matched without flags against the trimmed value: an optional leading +, then 6 to
 * 24 digits and the usual separators (spaces, brackets, dots, slashes, hyphens), starting and ending
 * with a digit. Published as `customerFieldPolicy.telephone_pattern`.
 */
export const TELEPHONE_PATTERN = /^\+?[0-9][0-9 ()./-]{4,22}[0-9]$/;

/**
 * The longest value each address field takes (trimmed, in UTF-16 code units as JavaScript counts
 * them; each street line on its own). Postcodes have no limit of their own: a country's format
 * bounds them. Published through the API (`customerFieldPolicy`).
 */
export const ADDRESS_MAX_LENGTH = {
  name: NAME_MAX_LENGTH,
  email: EMAIL_MAX_LENGTH,
  telephone: 30,
  street: 255,
  city: 100,
  region: 100,
} as const;

/**
 * The customer's and an address's field rules as the API publishes them (`customerFieldPolicy`, in
 * the API's names): the very constants the checks here and in customer.rules use, so what the
 * storefront checks before sending is what the server enforces.
 */
export const CUSTOMER_FIELD_POLICY = Object.freeze({
  name_maximum_length: NAME_MAX_LENGTH,
  email_maximum_length: EMAIL_MAX_LENGTH,
  email_pattern: EMAIL_PATTERN.source,
  telephone_maximum_length: ADDRESS_MAX_LENGTH.telephone,
  telephone_pattern: TELEPHONE_PATTERN.source,
  street_maximum_length: ADDRESS_MAX_LENGTH.street,
  city_maximum_length: ADDRESS_MAX_LENGTH.city,
  region_maximum_length: ADDRESS_MAX_LENGTH.region,
});

/** Whether a phone number keeps TELEPHONE_PATTERN (after trimming). */
export function isTelephoneNumber(telephone: string): boolean {
  return TELEPHONE_PATTERN.test(telephone.trim());
}

/**
 * Field problems of an address, keyed by the GraphQL input's field names. `knownCountries` are the
 * countries the shop delivers to.
 */
export function addressProblems(input: AddressInput, knownCountries: ReadonlySet<string>): Record<string, FieldProblem> {
  const problems: Record<string, FieldProblem> = {};
  const text = (field: string, value: string | null | undefined, max: number, required = true) => {
    const v = (value ?? '').trim();
    if (!v) {
      if (required) problems[field] = { key: 'required' };
    } else if (v.length > max) problems[field] = { key: 'tooLong', params: { max } };
  };
  text('firstname', input.firstName, ADDRESS_MAX_LENGTH.name);
  text('lastname', input.lastName, ADDRESS_MAX_LENGTH.name);
  text('email', input.email, ADDRESS_MAX_LENGTH.email);
  if (!problems.email && !isEmailAddress(input.email)) problems.email = { key: 'invalidEmail' };
  text('telephone', input.telephone, ADDRESS_MAX_LENGTH.telephone);
  if (!problems.telephone && !isTelephoneNumber(input.telephone)) problems.telephone = { key: 'invalidTelephone' };
  if (input.street.length > 2) problems.street = { key: 'tooManyStreetLines' };
  else {
    text('street', input.street[0], ADDRESS_MAX_LENGTH.street);
    if (!problems.street && input.street[1]) text('street', input.street[1], ADDRESS_MAX_LENGTH.street, false);
  }
  text('city', input.city, ADDRESS_MAX_LENGTH.city);
  text('region', input.region, ADDRESS_MAX_LENGTH.region, false);
  const country = input.countryCode.trim().toUpperCase();
  if (!country) problems.country_code = { key: 'required' };
  else if (!knownCountries.has(country)) problems.country_code = { key: 'unknownCountry' };
  else {
    const format = postcodeFormat(country);
    if (format !== null && !normalisePostcode(input.postcode)) problems.postcode = { key: 'required' };
    else if (!isValidPostcode(country, input.postcode)) {
      problems.postcode = { key: 'invalidPostcode', params: { example: format?.example ?? '' } };
    }
  }
  return problems;
}

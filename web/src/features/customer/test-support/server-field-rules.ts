/**
 * For tests only: the server's own field rules (commerce, which owns them) and what the API
 * publishes from them, built exactly as the gateway's resolvers build it (`customerFieldPolicy` in
 * graphql-gateway's session.resolver.ts, `postcode_pattern` / `postcode_example` in
 * store.resolver.ts; the gateway's customer integration test holds the published values to these).
 * The web itself only ever reads the rules from the API.
 */
import {
  CUSTOMER_FIELD_POLICY,
  addressProblems,
  isValidPostcode,
  POSTCODE_FORMATS,
  postcodeFormat,
} from '../../../../../commerce/src/modules/customer/address.rules';
import { normalisePostcode } from '../../../../../commerce/src/modules/customer/address-format.rules';
import type { FieldProblem } from '../../../../../commerce/src/modules/customer/customer.errors';
import { checkEmail, isEmailAddress, registrationProblems } from '../../../../../commerce/src/modules/customer/customer.rules';
import type { AddressInput } from '../addresses/address.rules';
import type { FieldPolicy } from '../field-policy.rules';

/** customerFieldPolicy as the gateway publishes it. */
export const PUBLISHED_FIELD_POLICY: FieldPolicy = CUSTOMER_FIELD_POLICY;

/** Every country the server knows a postcode format for (or knows to have none). */
export const SERVER_COUNTRIES: readonly string[] = Object.keys(POSTCODE_FORMATS);

/**
 * A country's postcode rule as countriesConfig publishes it; null for a country the server does not
 * list (as the address form has no rule for a country missing from countriesConfig).
 */
export function publishedPostcodeRule(
  countryCode: string,
): { postcode_pattern: string | null; postcode_example: string | null } | null {
  const format = postcodeFormat(countryCode);
  if (format === undefined) return null;
  return { postcode_pattern: format?.pattern ?? null, postcode_example: format?.example ?? null };
}

/** The server's field problems of the address the web sends (CustomerAddressInput, mapped as the gateway maps it). */
export function serverAddressProblems(input: AddressInput): Record<string, FieldProblem> {
  return addressProblems(
    {
      firstName: input.firstname,
      lastName: input.lastname,
      email: input.email,
      telephone: input.telephone,
      street: input.street,
      city: input.city,
      postcode: input.postcode,
      region: input.region ?? null,
      countryCode: input.country_code,
      defaultShipping: input.default_shipping,
      defaultBilling: input.default_billing,
    },
    new Set(SERVER_COUNTRIES),
  );
}

/** The server's verdict on an email address (registration, reset request, email change, address). */
export const serverIsEmailAddress = isEmailAddress;

/** The server's verdict on a postcode for a country. */
export const serverIsValidPostcode = isValidPostcode;

/** How the server writes a postcode down. */
export const serverNormalisePostcode = normalisePostcode;

/** The server's problem key for a registration's email field, or undefined. */
export function serverRegistrationEmailProblem(email: string): string | undefined {
  return registrationProblems({ firstName: 'Jo', lastName: 'Rule', email, password: 'Velocity42' }).email?.key;
}

/** The server's problem key for the email of a reset request or an email change (checkEmail), or undefined. */
export function serverEmailProblem(email: string): string | undefined {
  const problems: Record<string, FieldProblem> = {};
  checkEmail(problems, 'email', email);
  return problems.email?.key;
}

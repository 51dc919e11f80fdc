/**
 * Pure rules of the address book (spec §3 address labels, §5 'Required Field'): the form's values,
 * their inline validation (required fields, lengths, email, phone, the country's postcode format),
 * the mutation input they become, and how a saved address is shown. Every limit and pattern is the
 * server's as the API publishes it (customerFieldPolicy, countriesConfig's postcode_pattern), so
 * the form accepts exactly what the server does; the server's field errors map back onto the form
 * with `serverFieldErrors`.
 */
import { isEmailAddress, isTelephoneNumber, isTooLong, matchesPublishedPattern, type FieldPolicy } from '../field-policy.rules';

/** The form's fields, in the order they are shown (spec §3 address labels). */
export const ADDRESS_FIELDS = [
  'firstname',
  'lastname',
  'email',
  'telephone',
  'street1',
  'street2',
  'city',
  'postcode',
  'region',
  'country_code',
] as const;

export type AddressField = (typeof ADDRESS_FIELDS)[number];

/** Every field but address line 2 and county/state must be filled in. */
export const REQUIRED_ADDRESS_FIELDS: readonly AddressField[] = [
  'firstname',
  'lastname',
  'email',
  'telephone',
  'street1',
  'city',
  'postcode',
  'country_code',
];

/** The published limit (customerFieldPolicy) each field is held to; postcodes are bounded by their country's format. */
const MAX_LENGTH_OF: Partial<Record<AddressField, (policy: FieldPolicy) => number>> = {
  firstname: (policy) => policy.name_maximum_length,
  lastname: (policy) => policy.name_maximum_length,
  email: (policy) => policy.email_maximum_length,
  telephone: (policy) => policy.telephone_maximum_length,
  street1: (policy) => policy.street_maximum_length,
  street2: (policy) => policy.street_maximum_length,
  city: (policy) => policy.city_maximum_length,
  region: (policy) => policy.region_maximum_length,
};

export type AddressFormValues = Record<AddressField, string> & {
  default_shipping: boolean;
  default_billing: boolean;
};

/** What a saved address looks like to the web (CustomerAddress in the API). */
export type SavedAddress = {
  id: number;
  firstname: string;
  lastname: string;
  email: string;
  telephone: string;
  street: readonly string[];
  city: string;
  postcode: string;
  region?: string | null;
  country_code: string;
  default_shipping: boolean;
  default_billing: boolean;
};

/** The API's CustomerAddressInput. */
export type AddressInput = {
  firstname: string;
  lastname: string;
  email: string;
  telephone: string;
  street: string[];
  city: string;
  postcode: string;
  region: string | null;
  country_code: string;
  default_shipping: boolean;
  default_billing: boolean;
};

/**
 * A country's postcode format from countriesConfig. A country whose pattern is null has no
 * postcodes (the field may stay empty, anything given is accepted).
 */
export type PostcodeRule = { postcode_pattern?: string | null; postcode_example?: string | null };

/** Why a field is not accepted; the form turns it into the shopper's language. */
export type AddressProblem =
  | { kind: 'required' }
  | { kind: 'email' }
  | { kind: 'telephone' }
  | { kind: 'tooLong'; max: number }
  | { kind: 'postcode'; example: string | null }
  | { kind: 'server'; message: string };

export type AddressProblems = Partial<Record<AddressField, AddressProblem>>;

/** An empty form for a new address: the shopper's country preselected, their email filled in. */
export function emptyAddressForm(countryCode: string, email = ''): AddressFormValues {
  return {
    firstname: '',
    lastname: '',
    email,
    telephone: '',
    street1: '',
    street2: '',
    city: '',
    postcode: '',
    region: '',
    country_code: countryCode,
    default_shipping: false,
    default_billing: false,
  };
}

/** The form for editing a saved address. */
export function addressFormFrom(address: SavedAddress): AddressFormValues {
  return {
    firstname: address.firstname,
    lastname: address.lastname,
    email: address.email,
    telephone: address.telephone,
    street1: address.street[0] ?? '',
    street2: address.street[1] ?? '',
    city: address.city,
    postcode: address.postcode,
    region: address.region ?? '',
    country_code: address.country_code,
    default_shipping: address.default_shipping,
    default_billing: address.default_billing,
  };
}

/**
 * A postcode as the server writes it before checking and storing it (commerce address-format.rules
 * `normalisePostcode`: trimmed, each run of white space one space, upper case), and so as it is
 * sent. The patterns are published as data; this step is the one the web must do the same way, and
 * field-rules.parity.test.ts holds it to the server's.
 */
export function normalisePostcode(postcode: string): string {
  return postcode.trim().replace(/\s+/g, ' ').toUpperCase();
}

/**
 * A postcode against a country's format from countriesConfig (`postcode_pattern`, anchored,
 * case-insensitive, on the normalised postcode). Without a pattern any non-empty postcode passes.
 */
export function isValidPostcode(postcode: string, pattern: string | null | undefined): boolean {
  const value = normalisePostcode(postcode);
  if (!value) return false;
  return !pattern || matchesPublishedPattern(value, pattern, 'i');
}

/** Whether the chosen country has no postcodes (a known country with a null pattern). */
export function postcodeOptional(postcodeRule: PostcodeRule | null | undefined): boolean {
  return Boolean(postcodeRule) && postcodeRule?.postcode_pattern === null;
}

/**
 * Inline validation of the whole form, as the server checks the input `addressInput` makes of it:
 * 'Required Field' for each empty required field first (the postcode only where the country has
 * postcodes), then the published lengths, the email's and phone number's published shape, and the
 * postcode against the chosen country's format (with its example for the message). Before the
 * field policy is known (null) lengths and shapes are left to the server. An empty object means
 * the form can be sent.
 */
export function validateAddress(
  values: AddressFormValues,
  postcodeRule: PostcodeRule | null | undefined,
  policy: FieldPolicy | null,
): AddressProblems {
  const problems: AddressProblems = {};
  const optionalPostcode = postcodeOptional(postcodeRule);
  for (const field of ADDRESS_FIELDS) {
    const value = values[field].trim();
    const max = policy ? MAX_LENGTH_OF[field]?.(policy) : undefined;
    if (!value) {
      if (REQUIRED_ADDRESS_FIELDS.includes(field) && !(field === 'postcode' && optionalPostcode)) {
        problems[field] = { kind: 'required' };
      }
    } else if (max !== undefined && isTooLong(value, max)) {
      problems[field] = { kind: 'tooLong', max };
    }
  }
  if (!problems.email && !isEmailAddress(values.email, policy)) problems.email = { kind: 'email' };
  if (!problems.telephone && !isTelephoneNumber(values.telephone, policy)) problems.telephone = { kind: 'telephone' };
  const postcode = normalisePostcode(values.postcode);
  if (!problems.postcode && !(optionalPostcode && !postcode) && !isValidPostcode(postcode, postcodeRule?.postcode_pattern)) {
    problems.postcode = { kind: 'postcode', example: postcodeRule?.postcode_example ?? null };
  }
  return problems;
}

/** The mutation input for the form: trimmed, one or two street lines, an empty county as null. */
export function addressInput(values: AddressFormValues): AddressInput {
  const line2 = values.street2.trim();
  return {
    firstname: values.firstname.trim(),
    lastname: values.lastname.trim(),
    email: values.email.trim(),
    telephone: values.telephone.trim(),
    street: line2 ? [values.street1.trim(), line2] : [values.street1.trim()],
    city: values.city.trim(),
    postcode: normalisePostcode(values.postcode),
    region: values.region.trim() || null,
    country_code: values.country_code,
    default_shipping: values.default_shipping,
    default_billing: values.default_billing,
  };
}

/**
 * The input that makes a saved address a default, keeping everything else as it is (the legacy
 * default-address update and the "Set as default" buttons on the cards).
 */
export function defaultAddressInput(address: SavedAddress, which: 'shipping' | 'billing'): AddressInput {
  return {
    ...addressInput(addressFormFrom(address)),
    default_shipping: which === 'shipping' ? true : address.default_shipping,
    default_billing: which === 'billing' ? true : address.default_billing,
  };
}

/**
 * The server's field errors (`extensions.fields`, keyed by input field name) on the form's
 * fields: `street` (or `street.0`) is address line 1, `street.1` line 2. Unknown names are dropped
 * (the message above the form still says what went wrong).
 */
export function serverFieldErrors(fields: Record<string, string> | null | undefined): AddressProblems {
  const problems: AddressProblems = {};
  for (const [name, message] of Object.entries(fields ?? {})) {
    const field: AddressField | null =
      name === 'street' || name === 'street.0' || name === 'street[0]'
        ? 'street1'
        : name === 'street.1' || name === 'street[1]'
          ? 'street2'
          : (ADDRESS_FIELDS as readonly string[]).includes(name)
            ? (name as AddressField)
            : null;
    if (field && typeof message === 'string' && message) problems[field] = { kind: 'server', message };
  }
  return problems;
}

/** The API's input from a legacy shim: on update, a default flag left out keeps its value. */
export type LegacyAddressInput = Omit<AddressInput, 'default_shipping' | 'default_billing'> & {
  default_shipping?: boolean;
  default_billing?: boolean;
};

const text = (value: unknown): string =>
  typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '';

/**
 * The address object of the legacy shims (spec §7: POST /nuxt/api/account/add-address { address },
 * update-address { addressId, address }) as the API's input. Magento-style field names are taken
 * as they are (`street` as a list or one line, `region` as text or `{ region }`, `country_id` for
 * `country_code`); missing text fields are sent empty so the server names each of them
 * ('Required Field'). Null when the address is not an object.
 */
export function legacyAddressInput(value: unknown): LegacyAddressInput | null {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return null;
  const a = value as Record<string, unknown>;
  const street = (Array.isArray(a.street) ? a.street : [a.street]).map(text).filter(Boolean).slice(0, 2);
  const region = a.region && typeof a.region === 'object' ? text((a.region as Record<string, unknown>).region) : text(a.region);
  const input: LegacyAddressInput = {
    firstname: text(a.firstname ?? a.firstName),
    lastname: text(a.lastname ?? a.lastName),
    email: text(a.email),
    telephone: text(a.telephone ?? a.phone),
    street: street.length ? street : [''],
    city: text(a.city),
    postcode: text(a.postcode ?? a.postCode),
    region: region || null,
    country_code: text(a.country_code ?? a.country_id ?? a.countryCode).toUpperCase(),
  };
  if (typeof a.default_shipping === 'boolean') input.default_shipping = a.default_shipping;
  if (typeof a.default_billing === 'boolean') input.default_billing = a.default_billing;
  return input;
}

/** An address id from a legacy shim's body (a positive integer, also as text), else null. */
export function legacyAddressId(value: unknown): number | null {
  const id = typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value;
  return typeof id === 'number' && Number.isSafeInteger(id) && id > 0 ? id : null;
}

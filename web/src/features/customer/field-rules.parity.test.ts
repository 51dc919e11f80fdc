/**
 * The web's field checks against the server's own rules (commerce owns them; the web reads them from
 * the API): one table of inputs through both sides, identical verdicts required, so the browser never
 * accepts what the server refuses nor refuses what it accepts. Includes the inputs a review found the
 * two sides disagreeing on while the web kept copies of the rules.
 */
import {
  addressInput,
  emptyAddressForm,
  isValidPostcode,
  normalisePostcode,
  validateAddress,
  type AddressFormValues,
  type AddressProblem,
} from './addresses/address.rules';
import { registerProblems, resetRequestProblems } from './auth/auth-form.rules';
import { isEmailAddress } from './field-policy.rules';
import {
  PUBLISHED_FIELD_POLICY,
  publishedPostcodeRule,
  SERVER_COUNTRIES,
  serverAddressProblems,
  serverEmailProblem,
  serverIsEmailAddress,
  serverIsValidPostcode,
  serverNormalisePostcode,
  serverRegistrationEmailProblem,
} from './test-support/server-field-rules';

const PASSWORD = { minimum_length: 8, maximum_length: 128, requires_letter: true, requires_digit: true };

const EMAILS = [
  // The review's: refused by the server, once accepted by the web.
  'a@b..com',
  'a@.b.com',
  'a@b.com.',
  '.a@b.com',
  'jane.doe@example.co.uk',
  ' jane@example.com ',
  'Jane.Doe+bikes@Example.COM',
  'jürgen@straße.de',
  'jane@example',
  'jane@@example.com',
  'jane doe@example.com',
  'jane@exa mple.com',
  'jane@example.com\t',
  'jane\t@example.com',
  '@example.com',
  'jane@',
  'a@b.c',
  '',
  '   ',
  `${'a'.repeat(242)}@example.com`, // 254 characters
  `${'a'.repeat(243)}@example.com`, // 255
];

describe('email: the web and the server agree on every address', () => {
  it.each(EMAILS.map((email) => [JSON.stringify(email), email]))('%s', (_, email) => {
    expect(isEmailAddress(email, PUBLISHED_FIELD_POLICY)).toBe(serverIsEmailAddress(email));
    // Registration, reset request and email change: the same verdict, the same problem.
    const registration = registerProblems(
      { firstName: 'Jo', lastName: 'Rule', email, password: 'Velocity42', confirmPassword: 'Velocity42' },
      PASSWORD,
      PUBLISHED_FIELD_POLICY,
    ).email;
    expect(registration).toBe(serverRegistrationEmailProblem(email));
    expect(resetRequestProblems({ email }, PUBLISHED_FIELD_POLICY).email).toBe(serverEmailProblem(email));
  });

  it("holds the review's examples as the server has them", () => {
    expect(isEmailAddress('a@b..com', PUBLISHED_FIELD_POLICY)).toBe(false);
    expect(isEmailAddress('a@.b.com', PUBLISHED_FIELD_POLICY)).toBe(false);
  });
});

/** Variants of a postcode a shopper may type: spacing, case, surrounding and doubled white space. */
const variants = (postcode: string): string[] => [
  postcode,
  postcode.toLowerCase(),
  ` ${postcode} `,
  postcode.replace(/ /g, '  '),
  postcode.replace(/ /g, '\t'),
  postcode.replace(/ /g, ''),
  postcode.replace(/^(.{2})/, '$1 '),
  `${postcode}0`,
];

const POSTCODES: [country: string, postcode: string][] = [
  // The review's: accepted by the server, once refused by the web.
  ['GB', 'SW1A  1AA'],
  ['CZ', '110  00'],
  ['GB', 'ß1 1AA'], // the server upper-cases first: SS1 1AA
  ['GB', 'GIR 0AA'],
  ['GB', 'sw1a 1aa'],
  ['GB', '12345'],
  ['DE', ' 10115 '],
  ['DE', '1011'],
  ['NL', '1012ab'],
  ['NL', '1012  AB'],
  ['PL', '00 950'],
  ['LV', 'lv-1050'],
  ['AE', ''],
  ['AE', 'PO Box 1'],
  ['HK', 'x'.repeat(40)],
  ['GB', ''],
  ['GB', '   '],
  ...SERVER_COUNTRIES.flatMap((country) =>
    variants(publishedPostcodeRule(country)?.postcode_example ?? '00000').map((postcode): [string, string] => [
      country,
      postcode,
    ]),
  ),
];

describe('postcodes: the web and the server agree for every country the server knows', () => {
  it.each(POSTCODES)('%s %j', (country, postcode) => {
    const rule = publishedPostcodeRule(country);
    expect(normalisePostcode(postcode)).toBe(serverNormalisePostcode(postcode));
    if (normalisePostcode(postcode)) {
      expect(isValidPostcode(postcode, rule?.postcode_pattern)).toBe(serverIsValidPostcode(country, postcode));
    }
    expect(verdicts(filled({ country_code: country, postcode }))).toEqual(
      serverVerdicts(filled({ country_code: country, postcode })),
    );
  });

  it("holds the review's examples as the server has them", () => {
    expect(isValidPostcode('SW1A  1AA', publishedPostcodeRule('GB')?.postcode_pattern)).toBe(true);
    expect(isValidPostcode('110  00', publishedPostcodeRule('CZ')?.postcode_pattern)).toBe(true);
  });
});

const filled = (overrides: Partial<AddressFormValues> = {}): AddressFormValues => ({
  ...emptyAddressForm('GB', 'ada@example.com'),
  firstname: 'Ada',
  lastname: 'Lovelace',
  telephone: '+44 20 7946 0000',
  street1: '12 St James’s Square',
  city: 'London',
  postcode: 'SW1Y 4JH',
  ...overrides,
});

/** The server's message key for each of the web's problem kinds. */
const SERVER_KEY: Record<Exclude<AddressProblem['kind'], 'server'>, string> = {
  required: 'required',
  tooLong: 'tooLong',
  email: 'invalidEmail',
  telephone: 'invalidTelephone',
  postcode: 'invalidPostcode',
};

/** The web's verdict on the form, in the server's terms (both street lines are the server's `street`). */
function verdicts(values: AddressFormValues): Record<string, string> {
  const problems = validateAddress(values, publishedPostcodeRule(values.country_code), PUBLISHED_FIELD_POLICY);
  const out: Record<string, string> = {};
  for (const [field, problem] of Object.entries(problems)) {
    if (!problem || problem.kind === 'server') continue;
    const name = field === 'street1' || field === 'street2' ? 'street' : field;
    out[name] ??= verdict(
      SERVER_KEY[problem.kind],
      problem.kind === 'tooLong' ? problem.max : problem.kind === 'postcode' ? problem.example : undefined,
    );
  }
  return out;
}

/** The server's verdict on the input the web sends for the form. */
function serverVerdicts(values: AddressFormValues): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [field, problem] of Object.entries(serverAddressProblems(addressInput(values)))) {
    out[field] = verdict(
      problem.key,
      problem.params?.max ?? (problem.key === 'invalidPostcode' ? problem.params?.example || null : undefined),
    );
  }
  return out;
}

const verdict = (key: string, detail: unknown): string => (detail === undefined ? key : `${key}:${String(detail)}`);

const long = (n: number) => 'x'.repeat(n);

const ADDRESSES: [label: string, overrides: Partial<AddressFormValues>][] = [
  ['a complete address', {}],
  ['every field empty', { firstname: '', lastname: '', email: '', telephone: '', street1: '', city: '', postcode: '' }],
  ['blank names', { firstname: '   ', lastname: '\t' }],
  ['the review’s email a@b..com', { email: 'a@b..com' }],
  ['the review’s email a@.b.com', { email: 'a@.b.com' }],
  ['an email with spaces around', { email: '  ada@example.com ' }],
  ['an email of 254 characters', { email: `${'a'.repeat(242)}@example.com` }],
  ['an email of 255 characters', { email: `${'a'.repeat(243)}@example.com` }],
  ['a phone number in brackets first', { telephone: '(020) 7946 0000' }],
  ['a phone number with a bracketed trunk prefix', { telephone: '+44 (0)20 7946 0000' }],
  ['a short phone number', { telephone: '12345' }],
  ['a six-digit phone number', { telephone: '123456' }],
  ['a phone number of 24 digits', { telephone: '1'.repeat(24) }],
  ['a phone number of 25 digits', { telephone: '1'.repeat(25) }],
  ['a phone number of 30 characters', { telephone: `+${'1 '.repeat(14)}1` }],
  ['a phone number with a tab', { telephone: '07700\t900123' }],
  ['a phone number with spaces around', { telephone: ' 07700 900123 ' }],
  ['a phone number in words', { telephone: 'call me' }],
  ['names at the limit', { firstname: long(100), lastname: ` ${long(100)} ` }],
  ['names past the limit', { firstname: long(101), lastname: long(101) }],
  ['names of astral characters', { firstname: '𝒜'.repeat(50), lastname: '𝒜'.repeat(51) }],
  ['street lines at the limit', { street1: long(255), street2: long(255) }],
  ['line 1 past the limit', { street1: long(256) }],
  ['line 2 past the limit', { street2: long(256) }],
  ['line 1 empty, line 2 past the limit', { street1: '', street2: long(256) }],
  ['a blank line 2', { street2: '   ' }],
  ['town and county at the limit', { city: long(100), region: long(100) }],
  ['town and county past the limit', { city: long(101), region: long(101) }],
  ['the review’s postcode SW1A  1AA', { postcode: 'SW1A  1AA' }],
  ['the review’s postcode 110  00 in Czechia', { country_code: 'CZ', postcode: '110  00' }],
  ['a German postcode in the UK', { postcode: '10115' }],
  ['no postcode in the Emirates', { country_code: 'AE', postcode: '' }],
  ['no country', { country_code: '' }],
];

describe('addresses: the web and the server agree on every field of the form', () => {
  it.each(ADDRESSES)('%s', (_, overrides) => {
    const values = filled(overrides);
    expect(verdicts(values)).toEqual(serverVerdicts(values));
  });

  it("holds the review's examples as the server has them", () => {
    expect(verdicts(filled({ postcode: 'SW1A  1AA' }))).toEqual({});
    expect(verdicts(filled({ country_code: 'CZ', postcode: '110  00' }))).toEqual({});
    expect(verdicts(filled({ email: 'a@b..com' }))).toEqual({ email: 'invalidEmail' });
  });
});

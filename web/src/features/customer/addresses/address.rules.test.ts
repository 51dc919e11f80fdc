import {
  addressFormFrom,
  addressInput,
  defaultAddressInput,
  emptyAddressForm,
  isValidPostcode,
  legacyAddressId,
  legacyAddressInput,
  serverFieldErrors,
  validateAddress,
  type AddressFormValues,
  type SavedAddress,
} from './address.rules';
import { addressLines, sortAddresses } from './address-format.rules';
import { PUBLISHED_FIELD_POLICY as FIELDS } from '../test-support/server-field-rules';

const GB = { postcode_pattern: '^[A-Z]{1,2}\\d[A-Z\\d]? ?\\d[A-Z]{2}$', postcode_example: 'SW1A 1AA' };

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

const saved: SavedAddress = {
  id: 7,
  firstname: 'Ada',
  lastname: 'Lovelace',
  email: 'ada@example.com',
  telephone: '02079460000',
  street: ['12 St James’s Square', 'Flat 2'],
  city: 'London',
  postcode: 'SW1Y 4JH',
  region: null,
  country_code: 'GB',
  default_shipping: false,
  default_billing: true,
};

describe('validateAddress (spec §5)', () => {
  it("says 'Required Field' for every empty required field, not for line 2 or county/state", () => {
    const problems = validateAddress(emptyAddressForm('GB'), GB, FIELDS);
    expect(Object.keys(problems).sort()).toEqual(
      ['city', 'email', 'firstname', 'lastname', 'postcode', 'street1', 'telephone'].sort(),
    );
    expect(Object.values(problems).every((p) => p?.kind === 'required')).toBe(true);
  });

  it('treats blanks as empty and requires a country', () => {
    expect(validateAddress(filled({ firstname: '   ', country_code: '' }), GB, FIELDS)).toEqual({
      firstname: { kind: 'required' },
      country_code: { kind: 'required' },
    });
  });

  it('accepts a complete address', () => {
    expect(validateAddress(filled(), GB, FIELDS)).toEqual({});
    expect(validateAddress(filled({ postcode: 'sw1y4jh' }), GB, FIELDS)).toEqual({});
  });

  it('checks the email and phone number shapes', () => {
    expect(validateAddress(filled({ email: 'ada@', telephone: 'call me' }), GB, FIELDS)).toEqual({
      email: { kind: 'email' },
      telephone: { kind: 'telephone' },
    });
    expect(validateAddress(filled({ telephone: '123' }), GB, FIELDS).telephone).toEqual({ kind: 'telephone' });
    expect(validateAddress(filled({ telephone: '(020) 7946 0000' }), GB, FIELDS).telephone).toEqual({ kind: 'telephone' });
    expect(validateAddress(filled({ telephone: '+49 30 1234567' }), GB, FIELDS)).toEqual({});
  });

  it("checks the postcode against the country's pattern and gives its example", () => {
    expect(validateAddress(filled({ postcode: '12345' }), GB, FIELDS).postcode).toEqual({
      kind: 'postcode',
      example: 'SW1A 1AA',
    });
    const DE = { postcode_pattern: '^\\d{5}$', postcode_example: '10115' };
    expect(validateAddress(filled({ country_code: 'DE', postcode: '10115' }), DE, FIELDS)).toEqual({});
    expect(validateAddress(filled({ country_code: 'DE', postcode: 'SW1A 1AA' }), DE, FIELDS).postcode).toEqual({
      kind: 'postcode',
      example: '10115',
    });
  });

  it('lets the postcode stay empty, or be anything, for a country without postcodes', () => {
    const AE = { postcode_pattern: null, postcode_example: null };
    expect(validateAddress(filled({ country_code: 'AE', postcode: '' }), AE, FIELDS)).toEqual({});
    expect(validateAddress(filled({ country_code: 'AE', postcode: 'PO Box 1' }), AE, FIELDS)).toEqual({});
  });

  it('requires a postcode, in any form, for a country whose format is not known', () => {
    expect(validateAddress(filled({ postcode: 'anything' }), null, FIELDS)).toEqual({});
    expect(validateAddress(filled({ postcode: '' }), null, FIELDS)).toEqual({ postcode: { kind: 'required' } });
  });

  it('refuses values longer than the server stores, by the published limits', () => {
    expect(validateAddress(filled({ city: 'x'.repeat(101) }), GB, FIELDS).city).toEqual({ kind: 'tooLong', max: 100 });
    expect(validateAddress(filled({ street1: 'x'.repeat(255) }), GB, FIELDS)).toEqual({});
    expect(validateAddress(filled({ street2: 'x'.repeat(256) }), GB, FIELDS).street2).toEqual({ kind: 'tooLong', max: 255 });
  });

  it('before the field rules are known, checks only required fields and the postcode', () => {
    expect(validateAddress(filled({ email: 'a@b..com', telephone: 'call me', city: 'x'.repeat(500) }), GB, null)).toEqual({});
    expect(validateAddress(filled({ firstname: '', postcode: '12345' }), GB, null)).toEqual({
      firstname: { kind: 'required' },
      postcode: { kind: 'postcode', example: 'SW1A 1AA' },
    });
  });

  it('normalises the postcode as the server does before checking it', () => {
    expect(validateAddress(filled({ postcode: 'SW1A  1AA' }), GB, FIELDS)).toEqual({});
    expect(validateAddress(filled({ postcode: ' sw1a\t1aa ' }), GB, FIELDS)).toEqual({});
    const CZ = { postcode_pattern: '^[0-9]{3} ?[0-9]{2}$', postcode_example: '110 00' };
    expect(validateAddress(filled({ country_code: 'CZ', postcode: '110  00' }), CZ, FIELDS)).toEqual({});
  });
});

describe('isValidPostcode', () => {
  const GB_PATTERN = '^[A-Z]{1,2}[0-9][A-Z0-9]? ?[0-9][A-Z]{2}$';
  it("checks a postcode against the country's pattern, case-insensitively, after normalising it", () => {
    expect(isValidPostcode('SW1A 1AA', GB_PATTERN)).toBe(true);
    expect(isValidPostcode('sw1a1aa', GB_PATTERN)).toBe(true);
    expect(isValidPostcode('SW1A  1AA', GB_PATTERN)).toBe(true);
    expect(isValidPostcode('12345', GB_PATTERN)).toBe(false);
    expect(isValidPostcode('', GB_PATTERN)).toBe(false);
    expect(isValidPostcode('anything', null)).toBe(true);
  });
});

describe('addressInput', () => {
  it('trims, sends one street line when line 2 is empty and an empty county as null', () => {
    expect(addressInput(filled({ firstname: ' Ada ', postcode: ' sw1y  4jh', default_shipping: true }))).toEqual({
      firstname: 'Ada',
      lastname: 'Lovelace',
      email: 'ada@example.com',
      telephone: '+44 20 7946 0000',
      street: ['12 St James’s Square'],
      city: 'London',
      postcode: 'SW1Y 4JH',
      region: null,
      country_code: 'GB',
      default_shipping: true,
      default_billing: false,
    });
  });

  it('sends both street lines and the county when given', () => {
    expect(addressInput(filled({ street2: 'Flat 2', region: 'Greater London' }))).toMatchObject({
      street: ['12 St James’s Square', 'Flat 2'],
      region: 'Greater London',
    });
  });

  it('round-trips a saved address through the form', () => {
    const { id: _id, ...rest } = saved;
    expect(addressInput(addressFormFrom(saved))).toEqual({ ...rest, street: [...saved.street] });
  });
});

describe('defaultAddressInput', () => {
  it('makes an address the default for one purpose and keeps the other flag', () => {
    expect(defaultAddressInput(saved, 'shipping')).toMatchObject({ default_shipping: true, default_billing: true });
    expect(defaultAddressInput({ ...saved, default_billing: false }, 'billing')).toMatchObject({
      default_shipping: false,
      default_billing: true,
    });
  });
});

describe('serverFieldErrors', () => {
  it("puts the server's messages on the form's fields", () => {
    expect(
      serverFieldErrors({
        postcode: 'Please enter a valid postcode, for example SW1A 1AA',
        firstname: 'Required Field',
        street: 'Required Field',
        'street.1': 'Too long',
        unknown_field: 'ignored',
      }),
    ).toEqual({
      postcode: { kind: 'server', message: 'Please enter a valid postcode, for example SW1A 1AA' },
      firstname: { kind: 'server', message: 'Required Field' },
      street1: { kind: 'server', message: 'Required Field' },
      street2: { kind: 'server', message: 'Too long' },
    });
    expect(serverFieldErrors(undefined)).toEqual({});
  });
});

describe('addressLines and sortAddresses', () => {
  it('shows name, street lines, town and postcode, county and the country name', () => {
    const names = (code: string) => ({ GB: 'United Kingdom' })[code] ?? code;
    expect(addressLines(saved, names)).toEqual([
      'Ada Lovelace',
      '12 St James’s Square',
      'Flat 2',
      'London, SW1Y 4JH',
      'United Kingdom',
    ]);
    expect(addressLines({ ...saved, street: ['1 Main St'], region: 'Kent' }, names)).toContain('Kent');
  });

  it('puts the postcode before the town where the country writes it so, and drops a region that repeats the town', () => {
    const names = (code: string) => ({ DE: 'Deutschland' })[code] ?? code;
    // A review saw "Berlin, 10117" and then "Berlin" again on the account page.
    const berlin = {
      ...saved,
      street: ['Unter den Linden 1'],
      city: 'Berlin',
      postcode: '10117',
      region: 'Berlin',
      country_code: 'DE',
    };
    expect(addressLines(berlin, names)).toEqual(['Ada Lovelace', 'Unter den Linden 1', '10117 Berlin', 'Deutschland']);
    expect(addressLines({ ...berlin, region: 'Brandenburg' }, names)).toContain('Brandenburg');
  });

  it('lists the default shipping address first, then the default billing one, then the rest oldest first', () => {
    const list = [
      { id: 3, default_shipping: false, default_billing: false },
      { id: 5, default_shipping: false, default_billing: true },
      { id: 1, default_shipping: false, default_billing: false },
      { id: 9, default_shipping: true, default_billing: false },
    ];
    expect(sortAddresses(list).map((a) => a.id)).toEqual([9, 5, 1, 3]);
  });
});

describe('legacyAddressInput and legacyAddressId (the /nuxt/api/account shims)', () => {
  it('takes the API field names as they are', () => {
    const { id: _id, ...address } = saved;
    expect(legacyAddressInput(address)).toEqual({ ...address, street: [...saved.street] });
  });

  it('takes Magento-style names, a one-line street and a region object, and upper-cases the country', () => {
    expect(
      legacyAddressInput({
        firstName: 'Ada',
        lastName: 'Lovelace',
        email: 'ada@example.com',
        phone: '020 7946 0000',
        street: '12 St James’s Square',
        city: 'London',
        postCode: 'SW1Y 4JH',
        region: { region: 'Greater London' },
        country_id: 'gb',
      }),
    ).toEqual({
      firstname: 'Ada',
      lastname: 'Lovelace',
      email: 'ada@example.com',
      telephone: '020 7946 0000',
      street: ['12 St James’s Square'],
      city: 'London',
      postcode: 'SW1Y 4JH',
      region: 'Greater London',
      country_code: 'GB',
    });
  });

  it('sends missing fields empty (the server names them) and leaves out default flags not given', () => {
    const input = legacyAddressInput({ city: 'London' });
    expect(input).toMatchObject({ firstname: '', street: [''], country_code: '', region: null, city: 'London' });
    expect(input).not.toHaveProperty('default_shipping');
    expect(legacyAddressInput({ default_shipping: true })).toHaveProperty('default_shipping', true);
  });

  it('refuses what is not an address object', () => {
    expect(legacyAddressInput(undefined)).toBeNull();
    expect(legacyAddressInput('12 High St')).toBeNull();
    expect(legacyAddressInput([])).toBeNull();
  });

  it('reads address ids as numbers or digit strings', () => {
    expect(legacyAddressId(12)).toBe(12);
    expect(legacyAddressId('12')).toBe(12);
    expect(legacyAddressId(0)).toBeNull();
    expect(legacyAddressId('12a')).toBeNull();
    expect(legacyAddressId(1.5)).toBeNull();
    expect(legacyAddressId(undefined)).toBeNull();
  });
});

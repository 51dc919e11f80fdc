import { normaliseAddress } from './address-format.rules';
import {
  ADDRESS_MAX_LENGTH,
  addressProblems,
  isTelephoneNumber,
  isValidPostcode,
  POSTCODE_FORMATS,
  postcodeFormat,
  TELEPHONE_PATTERN,
} from './address.rules';
import { customerMessage } from './customer.messages';
import {
  EMAIL_MAX_LENGTH,
  EMAIL_PATTERN,
  isAcceptablePassword,
  isEmailAddress,
  NAME_MAX_LENGTH,
  normaliseEmail,
  registrationProblems,
} from './customer.rules';
import { countrySeed } from '../../db/seed/countries.seed';
import { isTokenShaped, newOpaqueToken, tokenHash } from '../../shared/tokens';

describe('password rule', () => {
  it('needs 8 to 128 characters with a letter and a number', () => {
    expect(isAcceptablePassword('cycling42')).toBe(true);
    expect(isAcceptablePassword('Straße99')).toBe(true);
    expect(isAcceptablePassword('abc123')).toBe(false);
    expect(isAcceptablePassword('abcdefghij')).toBe(false);
    expect(isAcceptablePassword('1234567890')).toBe(false);
    expect(isAcceptablePassword('a1'.repeat(64))).toBe(true);
    expect(isAcceptablePassword('a1'.repeat(64) + 'b')).toBe(false);
  });
});

describe('email', () => {
  it('normalises for look-ups and checks the shape', () => {
    expect(normaliseEmail('  Jane.Doe@Example.COM ')).toBe('jane.doe@example.com');
    expect(isEmailAddress('jane@example.co.uk')).toBe(true);
    expect(isEmailAddress('jane@example')).toBe(false);
    expect(isEmailAddress('jane@@example.com')).toBe(false);
    expect(isEmailAddress(`${'a'.repeat(250)}@example.com`)).toBe(false);
  });

  it('refuses a domain with an empty label (the storefront checks the same published pattern)', () => {
    for (const email of ['a@b..com', 'a@.b.com', 'a@b.com.']) expect(isEmailAddress(email)).toBe(false);
    expect(isEmailAddress(' jane@example.com ')).toBe(true);
  });

  it('names missing registration fields with the spec wording key', () => {
    expect(registrationProblems({ firstName: '', lastName: '', email: '', password: '' })).toEqual({
      firstname: { key: 'required' },
      lastname: { key: 'required' },
      email: { key: 'required' },
      password: { key: 'required' },
    });
  });
});

describe('the field rules the API publishes (customerFieldPolicy)', () => {
  it('are plain patterns without flags (the storefront compiles their source as it is) and lengths', () => {
    for (const pattern of [EMAIL_PATTERN, TELEPHONE_PATTERN]) {
      expect(pattern.flags).toBe('');
      expect(new RegExp(pattern.source).source).toBe(pattern.source);
    }
    expect(ADDRESS_MAX_LENGTH).toEqual({
      name: NAME_MAX_LENGTH,
      email: EMAIL_MAX_LENGTH,
      telephone: 30,
      street: 255,
      city: 100,
      region: 100,
    });
  });

  it('take a phone number by its pattern, after trimming', () => {
    expect(isTelephoneNumber(' +44 20 7946 0000 ')).toBe(true);
    expect(isTelephoneNumber('(020) 7946 0000')).toBe(false);
    expect(isTelephoneNumber('12345')).toBe(false);
  });
});

describe('postcodes per country', () => {
  it.each([
    ['GB', 'SW1A 1AA', true],
    ['GB', 'm1 1ae', true],
    ['GB', 'EC1A1BB', true],
    ['GB', '12345', false],
    ['DE', '10115', true],
    ['DE', '1011', false],
    ['US', '10001', true],
    ['US', '10001-1234', true],
    ['US', '1000', false],
    ['NL', '1012 AB', true],
    ['NL', '0123 AB', false],
    ['PL', '00-950', true],
    ['PT', '1000-001', true],
    ['IE', 'D02 X285', true],
    ['FR', '75001', true],
    ['AT', '1010', true],
    ['SE', '111 22', true],
    ['MT', 'VLT 1117', true],
    ['HK', '', true],
    // Normalised before matching: trimmed, each run of white space one space, upper case.
    ['GB', 'SW1A  1AA', true],
    ['GB', ' sw1a\t1aa ', true],
    ['CZ', '110  00', true],
    ['GB', 'ß1 1AA', true],
  ])('%s %s → %s', (country, postcode, valid) => {
    expect(isValidPostcode(country, postcode)).toBe(valid);
  });

  it('has a format (or an explicit none) for every country the shop delivers to, EU included', () => {
    for (const code of countrySeed.map((c) => c.code)) expect(postcodeFormat(code)).not.toBeUndefined();
    for (const [code, format] of Object.entries(POSTCODE_FORMATS)) {
      if (format) expect(isValidPostcode(code, format.example)).toBe(true);
    }
  });

  it('checks every field of an address and normalises it', () => {
    const known = new Set(['GB', 'DE']);
    const input = {
      firstName: ' Jane ',
      lastName: 'Doe',
      email: 'jane@example.com',
      telephone: '07700 900123',
      street: ['1 Chain Lane ', ' '],
      city: 'London',
      postcode: ' sw1a   1aa ',
      countryCode: 'gb',
    };
    expect(addressProblems(input, known)).toEqual({});
    expect(normaliseAddress(input)).toMatchObject({
      firstName: 'Jane',
      street: ['1 Chain Lane'],
      postcode: 'SW1A 1AA',
      countryCode: 'GB',
    });
    expect(addressProblems({ ...input, street: ['', ''], email: 'x', postcode: '' }, known)).toEqual({
      street: { key: 'required' },
      email: { key: 'invalidEmail' },
      postcode: { key: 'required' },
    });
    expect(addressProblems({ ...input, street: ['a', 'b', 'c'] }, known)).toEqual({ street: { key: 'tooManyStreetLines' } });
  });
});

describe('messages', () => {
  it('keeps the spec wording in English and translates it for the German storefront', () => {
    expect(customerMessage('required', 'en-GB')).toBe('Required Field');
    expect(customerMessage('required', 'de-DE')).toBe('Pflichtfeld');
    expect(customerMessage('rateLimited', 'en-GB', { minutes: 15 })).toBe('Too many attempts. Please try again in 15 minutes.');
    expect(customerMessage('invalidPostcode', 'de-DE', { example: '10115' })).toContain('zum Beispiel 10115');
  });
});

describe('session tokens', () => {
  it('are 256-bit base64url strings stored as SHA-256 hashes', () => {
    const token = newOpaqueToken();
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(isTokenShaped(token)).toBe(true);
    expect(tokenHash(token)).not.toBe(token);
    expect(tokenHash(token)).toBe(tokenHash(token));
    expect(isTokenShaped('short')).toBe(false);
    expect(isTokenShaped(undefined)).toBe(false);
  });
});

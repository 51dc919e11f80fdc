import { isEmailAddress, isTelephoneNumber, isTooLong, matchesPublishedPattern } from './field-policy.rules';
import { PUBLISHED_FIELD_POLICY as POLICY } from './test-support/server-field-rules';

describe('the published field rules (customerFieldPolicy)', () => {
  it('checks an email address against the published pattern and length, after trimming', () => {
    expect(isEmailAddress(' jane.doe@example.co.uk ', POLICY)).toBe(true);
    expect(isEmailAddress('jane@example', POLICY)).toBe(false);
    expect(isEmailAddress('jane doe@example.com', POLICY)).toBe(false);
    expect(isEmailAddress('a@b..com', POLICY)).toBe(false);
    expect(isEmailAddress('a@.b.com', POLICY)).toBe(false);
    expect(isEmailAddress(`${'a'.repeat(243)}@example.com`, POLICY)).toBe(false);
    expect(isEmailAddress('', POLICY)).toBe(false);
  });

  it('checks a phone number against the published pattern', () => {
    expect(isTelephoneNumber(' +44 20 7946 0000 ', POLICY)).toBe(true);
    expect(isTelephoneNumber('(020) 7946 0000', POLICY)).toBe(false);
    expect(isTelephoneNumber('12345', POLICY)).toBe(false);
    expect(isTelephoneNumber('', POLICY)).toBe(false);
  });

  it('before the policy is known, refuses only empty values (the server checks the rest)', () => {
    expect(isEmailAddress('a@b..com', null)).toBe(true);
    expect(isEmailAddress('  ', null)).toBe(false);
    expect(isTelephoneNumber('call me', null)).toBe(true);
    expect(isTelephoneNumber('', null)).toBe(false);
    expect(isTooLong('x'.repeat(1000), null)).toBe(false);
  });

  it('counts the trimmed length, and a pattern the browser cannot read refuses nothing', () => {
    expect(isTooLong(` ${'x'.repeat(100)} `, 100)).toBe(false);
    expect(isTooLong('x'.repeat(101), 100)).toBe(true);
    expect(matchesPublishedPattern('anything', '(')).toBe(true);
    expect(matchesPublishedPattern('abc', '^[a-c]+$')).toBe(true);
    expect(matchesPublishedPattern('abd', '^[a-c]+$')).toBe(false);
  });
});

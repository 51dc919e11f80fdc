import { avatarInitials, isLoggedIn, isTokenFresh, needsRenewal, passwordProblems } from './customer.rules';

const NOW = new Date('2026-11-24T12:00:00Z');
const inMinutes = (m: number) => new Date(NOW.getTime() + m * 60_000).toISOString();

/** The server's published rule (passwordPolicy) as the spec states it: 8–128 characters, a letter and a number. */
const POLICY = { minimum_length: 8, maximum_length: 128, requires_letter: true, requires_digit: true };

describe('session state (spec §4, §5, §9)', () => {
  it('is logged in only with both the token and the refresh-token cookies', () => {
    expect(isLoggedIn({ customer_token: 'a', customer_refresh_token: 'b' })).toBe(true);
    expect(isLoggedIn({ customer_token: 'a' })).toBe(false);
    expect(isLoggedIn({ customer_refresh_token: 'b' })).toBe(false);
    expect(isLoggedIn({})).toBe(false);
  });

  it('counts a token as fresh only while it expires more than 5 minutes from now', () => {
    expect(isTokenFresh(inMinutes(60), NOW)).toBe(true);
    expect(isTokenFresh(inMinutes(5.01), NOW)).toBe(true);
    expect(isTokenFresh(inMinutes(5), NOW)).toBe(false);
    expect(isTokenFresh(inMinutes(1), NOW)).toBe(false);
    expect(isTokenFresh(inMinutes(-10), NOW)).toBe(false);
    expect(isTokenFresh(undefined, NOW)).toBe(false);
    expect(isTokenFresh('not a date', NOW)).toBe(false);
  });

  it('renews a logged-in session whose token is not fresh, and never a guest', () => {
    const session = { customer_token: 'a', customer_refresh_token: 'b' };
    expect(needsRenewal({ ...session, customer_expire_time: inMinutes(4) }, NOW)).toBe(true);
    expect(needsRenewal({ ...session, customer_expire_time: inMinutes(30) }, NOW)).toBe(false);
    expect(needsRenewal({ ...session }, NOW)).toBe(true);
    expect(needsRenewal({ customer_expire_time: inMinutes(-1) }, NOW)).toBe(false);
  });

  it('renews when only the refresh token is left (the access-token cookie ends with its token)', () => {
    expect(needsRenewal({ customer_refresh_token: 'b', customer_expire_time: inMinutes(-1) }, NOW)).toBe(true);
    expect(needsRenewal({ customer_refresh_token: 'b' }, NOW)).toBe(true);
    expect(needsRenewal({ customer_token: 'a', customer_expire_time: inMinutes(30) }, NOW)).toBe(false);
  });
});

describe('avatarInitials', () => {
  it('takes the first letter of each name, upper case, at most 2 characters', () => {
    expect(avatarInitials('jane', 'doe')).toBe('JD');
    expect(avatarInitials('Ösel', 'über')).toBe('ÖÜ');
    expect(avatarInitials('Jane', '')).toBe('J');
    expect(avatarInitials('  ', null)).toBe('');
    expect(avatarInitials('Jean-Luc', 'Picard').length).toBeLessThanOrEqual(2);
  });
});

describe('passwordProblems', () => {
  it('accepts 8 to 128 characters with a letter and a number', () => {
    expect(passwordProblems('cycling42', POLICY)).toEqual([]);
    expect(passwordProblems('Fahrrad1', POLICY)).toEqual([]);
    expect(passwordProblems('a1'.repeat(64), POLICY)).toEqual([]);
  });

  it('names each broken rule', () => {
    expect(passwordProblems('', POLICY)).toEqual(['required']);
    expect(passwordProblems('abc1', POLICY)).toEqual(['tooShort']);
    expect(passwordProblems('abcdefgh', POLICY)).toEqual(['needsNumber']);
    expect(passwordProblems('12345678', POLICY)).toEqual(['needsLetter']);
    expect(passwordProblems('a1'.repeat(64) + 'x', POLICY)).toEqual(['tooLong']);
  });
});

describe('passwordProblems before the rule is known', () => {
  it('catches only an empty password and leaves the rest to the server', () => {
    expect(passwordProblems('', null)).toEqual(['required']);
    expect(passwordProblems('abc', null)).toEqual([]);
  });

  it('follows the published numbers, not numbers of its own', () => {
    const strict = { minimum_length: 12, maximum_length: 20, requires_letter: true, requires_digit: false };
    expect(passwordProblems('cycling42', strict)).toEqual(['tooShort']);
    expect(passwordProblems('cyclingallday', strict)).toEqual([]);
  });
});

import { cookieExpiry } from './cookie-expiry.rules';

const now = new Date('2026-11-22T10:00:00Z');

describe('cookieExpiry', () => {
  it('computes max-age seconds per unit', () => {
    expect(cookieExpiry(60, 'minutes', 'maxAge', now)).toBe(3600);
    expect(cookieExpiry(7, 'days', 'maxAge', now)).toBe(604800);
    expect(cookieExpiry(365, 'days', 'maxAge', now)).toBe(31536000);
    expect(cookieExpiry(1, 'years', 'maxAge', now)).toBe(31536000);
  });
  it('returns a date or a UTC string', () => {
    expect(cookieExpiry(2, 'hours', 'date', now).toISOString()).toBe('2026-11-22T12:00:00.000Z');
    expect(cookieExpiry(1, 'days', 'utc', now)).toBe('Mon, 23 Nov 2026 10:00:00 GMT');
  });
  it("throws 'Unsupported time unit' and 'Invalid format type' (spec §8)", () => {
    expect(() => cookieExpiry(1, 'fortnights', 'maxAge', now)).toThrow('Unsupported time unit');
    expect(() => cookieExpiry(1, 'days', 'iso', now)).toThrow('Invalid format type');
  });
});

import { formatDispatchDay } from './dispatch-day.rules';
import { formatDate, formatPrice, SHOP_TIME_ZONE, truncateText } from './format.rules';

describe('formatPrice (spec §8, §9)', () => {
  it('shows whole amounts without decimals and others with two', () => {
    expect(formatPrice(1499, 'en-GB', 'GBP')).toBe('£1,499');
    expect(formatPrice(1499.5, 'en-GB', 'GBP')).toBe('£1,499.50');
    expect(formatPrice(2199, 'de-DE', 'EUR').replace(/\u00a0/g, ' ')).toBe('2.199 €');
    expect(formatPrice(19.99, 'de-DE', 'EUR').replace(/\u00a0/g, ' ')).toBe('19,99 €');
  });
  it('can force two decimals', () => {
    expect(formatPrice(1499, 'en-GB', 'GBP', true)).toBe('£1,499.00');
  });
  it("throws 'Invalid locale or currency'", () => {
    expect(() => formatPrice(10, '', 'GBP')).toThrow('Invalid locale or currency');
    expect(() => formatPrice(10, 'en-GB', undefined)).toThrow('Invalid locale or currency');
    expect(() => formatPrice(10, 'en-GB', 'POUNDS')).toThrow('Invalid locale or currency');
    expect(() => formatPrice(10, 'not a locale!!', 'GBP')).toThrow('Invalid locale or currency');
  });
});

describe('truncateText (read more, spec §9)', () => {
  it('keeps text up to 250 characters as it is', () => {
    const text = 'a'.repeat(250);
    expect(truncateText(text)).toEqual({ text, truncated: false });
  });
  it('cuts longer text at a word boundary with an ellipsis', () => {
    const text = `${'word '.repeat(60)}end`;
    const result = truncateText(text);
    expect(result.truncated).toBe(true);
    expect(result.text.length).toBeLessThanOrEqual(251);
    expect(result.text.endsWith('word…')).toBe(true);
  });
  it('honours another limit', () => {
    expect(truncateText('The quick brown fox jumps', 10)).toEqual({ text: 'The quick…', truncated: true });
  });
});

describe('formatDate (order, quote and collection dates)', () => {
  it('writes the date the way each storefront reads it', () => {
    expect(formatDate('2026-03-14T23:30:00.000Z', 'en-GB')).toBe('14 Mar 2026');
    expect(formatDate('2026-03-14T23:30:00.000Z', 'de-DE')).toBe('14. März 2026');
  });
  it('dates a moment by the shop’s calendar day in London (BST in summer), whatever the time zone', () => {
    expect(SHOP_TIME_ZONE).toBe('Europe/London');
    // A Cycle to Work quote requested at 00:30 on 15 June in London is of the 15th, as its email says.
    expect(formatDate('2025-06-14T23:30:00.000Z', 'en-GB')).toBe('15 Jun 2025');
    expect(formatDate('2025-07-14T23:30:00.000Z', 'de-DE')).toBe('15. Juli 2025');
    expect(formatDate('2025-06-14T22:59:59.999Z', 'en-GB')).toBe('14 Jun 2025');
    expect(formatDate('2026-10-25T23:30:00.000Z', 'en-GB')).toBe('25 Oct 2026');
  });
  it('writes a calendar day as that day', () => {
    for (const day of ['2026-03-14', '2026-03-29', '2026-06-30', '2026-10-25', '2026-12-31']) {
      expect(formatDate(day, 'en-GB')).toBe(formatDate(`${day}T12:00:00.000Z`, 'en-GB'));
    }
    expect(formatDate('2026-06-30', 'de-DE')).toBe('30. Juni 2026');
  });
  it('returns an unreadable date as it came', () => {
    expect(formatDate('not a date', 'en-GB')).toBe('not a date');
  });
});

describe('formatDispatchDay (cart summary, order page, configurator)', () => {
  it('writes the day with its weekday and year, in each storefront’s words', () => {
    expect(formatDispatchDay('2026-12-16', 'en-GB')).toBe('Wednesday, 16 December 2026');
    expect(formatDispatchDay('2026-12-16', 'de-DE')).toBe('Mittwoch, 16. Dezember 2026');
  });
  it('returns what is not a calendar day as it came', () => {
    expect(formatDispatchDay('soon', 'en-GB')).toBe('soon');
    expect(formatDispatchDay('2026-12-16T10:00:00Z', 'en-GB')).toBe('2026-12-16T10:00:00Z');
  });
});

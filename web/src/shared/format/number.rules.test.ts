import { formatNumber, formatPercent } from './number.rules';

describe('formatNumber', () => {
  it('writes a number as the locale does, as a new Intl.NumberFormat would', () => {
    expect(formatNumber(1234.5, 'en-GB')).toBe('1,234.5');
    expect(formatNumber(1234.5, 'de-DE')).toBe('1.234,5');
    expect(formatNumber(1234.5678, 'en-GB')).toBe(new Intl.NumberFormat('en-GB').format(1234.5678));
  });

  it('keeps the decimals it is given: an angle always with one, a percentage with up to two', () => {
    expect(formatNumber(73, 'en-GB', 1, 1)).toBe('73.0');
    expect(formatNumber(72.55, 'de-DE', 1, 1)).toBe('72,6');
    expect(formatNumber(12.5, 'en-GB', 0, 2)).toBe('12.5');
    expect(formatNumber(12.3456, 'en-GB', 0, 2)).toBe('12.35');
  });

  it('keeps one formatter per locale and decimals, never another one of the same locale', () => {
    expect(formatNumber(73, 'en-GB', 1, 1)).toBe('73.0');
    expect(formatNumber(73, 'en-GB')).toBe('73');
    expect(formatNumber(73, 'de-DE', 1, 1)).toBe('73,0');
    expect(formatNumber(1500, 'de-DE')).toBe('1.500');
  });
});

describe('formatPercent', () => {
  it("writes a percentage's number as the locale does, with up to two decimals", () => {
    expect(formatPercent(9.9, 'en-GB')).toBe('9.9');
    expect(formatPercent(9.9, 'de-DE')).toBe('9,9');
    expect(formatPercent(9.48, 'de-DE')).toBe('9,48');
    expect(formatPercent(14.9, 'de-DE')).toBe('14,9');
    expect(formatPercent(0, 'de-DE')).toBe('0');
    expect(formatPercent(12.3456, 'en-GB')).toBe('12.35');
  });
});

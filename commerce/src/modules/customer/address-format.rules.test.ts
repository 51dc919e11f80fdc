import { countrySeed } from '../../db/seed/countries.seed';
import { addressLines, countryNames, type WrittenAddress } from './address-format.rules';

const london: WrittenAddress = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  street: ['12 St James’s Square', 'Flat 2'],
  city: 'London',
  postcode: 'SW1A 1AA',
  region: null,
  countryCode: 'GB',
};

describe('addressLines: how the shop writes an address (page and mail)', () => {
  const names = countryNames(countrySeed, 'en-GB');

  it('writes name, street lines, town and postcode in the country’s order, region and country name', () => {
    expect(addressLines(london, names)).toEqual([
      'Ada Lovelace',
      '12 St James’s Square',
      'Flat 2',
      'London, SW1A 1AA',
      'United Kingdom',
    ]);
    expect(
      addressLines(
        {
          ...london,
          street: ['Unter den Linden 1'],
          city: 'Berlin',
          postcode: '10117',
          region: 'Brandenburg',
          countryCode: 'DE',
        },
        names,
      ),
    ).toEqual(['Ada Lovelace', 'Unter den Linden 1', '10117 Berlin', 'Brandenburg', 'Germany']);
  });

  it('leaves out an empty street line, an empty region and a region that repeats the town', () => {
    expect(addressLines({ ...london, street: ['1 Saddle Lane', ' '], region: '  ' }, names)).toEqual([
      'Ada Lovelace',
      '1 Saddle Lane',
      'London, SW1A 1AA',
      'United Kingdom',
    ]);
    expect(addressLines({ ...london, region: ' london ' }, names)).toEqual(addressLines(london, names));
    // No postcode (Hong Kong has none): the town alone, no stray comma.
    expect(
      addressLines({ ...london, street: ['1 Queen’s Road'], city: 'Central', postcode: '', countryCode: 'HK' }, names),
    ).toEqual(['Ada Lovelace', '1 Queen’s Road', 'Central', 'Hong Kong']);
  });
});

describe('countryNames: the country list’s names in the storefront’s language', () => {
  it('names a country in the storefront’s language, else in English, else by its code', () => {
    const countries: { code: string; names: Record<string, string> }[] = [
      { code: 'DE', names: { 'en-GB': 'Germany', 'de-DE': 'Deutschland' } },
      { code: 'XX', names: { 'en-GB': 'Testland' } },
    ];
    expect(countryNames(countries, 'de-DE')('DE')).toBe('Deutschland');
    expect(countryNames(countries, 'en-GB')('DE')).toBe('Germany');
    expect(countryNames(countries, 'de-DE')('XX')).toBe('Testland');
    expect(countryNames(countries, 'de-DE')('FR')).toBe('FR');
  });
});

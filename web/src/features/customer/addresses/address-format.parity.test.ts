/**
 * How an address is written out is one rule (commerce's address-format.rules `addressLines`, which
 * the order emails use); the page keeps its own copy (`addressLines` here, for the address book, the
 * order page and checkout), so the two are held to each other: every address below, for every
 * country the shop sells into, in both storefront languages, gives the same lines on the page as in
 * the mail. The page names countries from countriesConfig (the gateway's store.resolver `name`: the
 * storefront's name from the country list, else the English one, else the code; a country missing
 * from the list by its code, use-addresses.ts); the mail from the same list with commerce's
 * `countryNames`. The commerce side and the seeded country list are imported from source for this
 * test only; the web never imports them.
 */
import { localised, STORE_CODES, type StoreCode } from '@cadence/server-kit/storefronts';
import {
  addressLines as serverAddressLines,
  countryNames,
  POSTCODE_FIRST,
  type WrittenAddress,
} from '../../../../../commerce/src/modules/customer/address-format.rules';
import { countrySeed } from '../../../../../commerce/src/db/seed/countries.seed';
import { addressLines, type ShownAddress } from './address-format.rules';

/** countriesConfig as the gateway publishes it to a storefront (code and name). */
const published = (store: StoreCode) =>
  countrySeed.map((country) => ({ code: country.code, name: localised(country.names, store, country.code) }));

/** The page's country name, as use-addresses.ts and the order page look it up in countriesConfig. */
const pageCountryName = (store: StoreCode) => {
  const countries = published(store);
  return (code: string) => countries.find((c) => c.code === code)?.name ?? code;
};

/** An order's address (commerce's names) as the API hands it to the page (ShownAddress). */
const shown = (address: WrittenAddress): ShownAddress => ({
  firstname: address.firstName,
  lastname: address.lastName,
  street: address.street,
  city: address.city,
  postcode: address.postcode,
  region: address.region,
  country_code: address.countryCode,
});

const page = (address: WrittenAddress, store: StoreCode) => addressLines(shown(address), pageCountryName(store));
const mail = (address: WrittenAddress, store: StoreCode) => serverAddressLines(address, countryNames(countrySeed, store));

const base: WrittenAddress = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  street: ['12 St James’s Square', 'Flat 2'],
  city: 'London',
  postcode: 'SW1A 1AA',
  region: null,
  countryCode: 'GB',
};

/** The shapes an address comes in: with and without a second line, region, postcode; untidy ones. */
const SHAPES: Record<string, Partial<WrittenAddress>> = {
  'two street lines, a region': { region: 'Greater London' },
  'an empty second street line, no region': { street: ['1 Saddle Lane', ''], region: null },
  'a blank second street line, a blank region': { street: ['1 Saddle Lane', '   '], region: '  ' },
  'a region that repeats the town': { region: ' LONDON ' },
  'no postcode': { postcode: '' },
  'no town': { city: '' },
  'one name missing': { firstName: '', region: 'Kent' },
};

/** Every country the shop sells into, every country commerce writes postcode first, and one it knows nothing of. */
const COUNTRIES = [...new Set([...countrySeed.map((c) => c.code), ...POSTCODE_FIRST, 'XK'])];

describe('address lines: the page writes what the order emails write', () => {
  it.each(STORE_CODES.flatMap((store) => Object.keys(SHAPES).map((shape) => [store, shape] as const)))(
    '%s, %s',
    (store, shape) => {
      for (const countryCode of COUNTRIES) {
        for (const code of [countryCode, countryCode.toLowerCase()]) {
          const address = { ...base, ...SHAPES[shape], countryCode: code };
          expect([code, page(address, store)]).toEqual([code, mail(address, store)]);
        }
      }
    },
  );

  const uk = base;
  const germany: WrittenAddress = {
    ...base,
    street: ['Unter den Linden 1'],
    city: 'Berlin',
    postcode: '10117',
    region: 'Berlin',
    countryCode: 'DE',
  };
  const us: WrittenAddress = {
    ...base,
    street: ['1 Main St', 'Suite 200'],
    city: 'Portland',
    postcode: '97201',
    region: 'Oregon',
    countryCode: 'US',
  };
  const italy: WrittenAddress = {
    ...base,
    street: ['Via Merulana 1'],
    city: 'Roma',
    postcode: '00184',
    region: 'RM',
    countryCode: 'IT',
  };
  const plain: WrittenAddress = { ...base, street: ['1 Saddle Lane', ''], region: null };

  it.each([
    ['en-GB', 'the UK', uk, ['Ada Lovelace', '12 St James’s Square', 'Flat 2', 'London, SW1A 1AA', 'United Kingdom']],
    ['de-DE', 'the UK', uk, ['Ada Lovelace', '12 St James’s Square', 'Flat 2', 'London, SW1A 1AA', 'Vereinigtes Königreich']],
    ['en-GB', 'Germany', germany, ['Ada Lovelace', 'Unter den Linden 1', '10117 Berlin', 'Germany']],
    ['de-DE', 'Germany', germany, ['Ada Lovelace', 'Unter den Linden 1', '10117 Berlin', 'Deutschland']],
    ['en-GB', 'the US (a region)', us, ['Ada Lovelace', '1 Main St', 'Suite 200', 'Portland, 97201', 'Oregon', 'United States']],
    [
      'de-DE',
      'the US (a region)',
      us,
      ['Ada Lovelace', '1 Main St', 'Suite 200', 'Portland, 97201', 'Oregon', 'Vereinigte Staaten'],
    ],
    ['en-GB', 'Italy (a province)', italy, ['Ada Lovelace', 'Via Merulana 1', '00184 Roma', 'RM', 'Italy']],
    ['de-DE', 'Italy (a province)', italy, ['Ada Lovelace', 'Via Merulana 1', '00184 Roma', 'RM', 'Italien']],
    ['en-GB', 'an empty second line, no region', plain, ['Ada Lovelace', '1 Saddle Lane', 'London, SW1A 1AA', 'United Kingdom']],
    [
      'de-DE',
      'an empty second line, no region',
      plain,
      ['Ada Lovelace', '1 Saddle Lane', 'London, SW1A 1AA', 'Vereinigtes Königreich'],
    ],
  ] as const)('%s, %s', (store, _, address, lines) => {
    expect(page(address, store)).toEqual(lines);
    expect(mail(address, store)).toEqual(lines);
  });
});

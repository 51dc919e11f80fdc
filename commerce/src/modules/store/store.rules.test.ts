import {
  shopperCurrency,
  isCrossBorderCheckoutEnabled,
  isIpInNetworks,
  parseNetworks,
  selectCountry,
  storefrontCountry,
} from './store.rules';
import type { Country } from './store.types';

const country = (code: string, partnerEnabled = true): Country => ({
  code,
  names: { 'en-GB': code, 'de-DE': code },
  currency: code === 'GB' ? 'GBP' : 'EUR',
  currencySign: code === 'GB' ? '£' : '€',
  eswCode: code,
  locale: 'en-GB',
  icon: `/images/flags/${code.toLowerCase()}.svg`,
  partnerEnabled,
});
const countries = [country('GB', false), country('DE'), country('FR')];

describe('selectCountry (spec §4 fallback order)', () => {
  it('prefers the explicit choice over cookie and edge', () => {
    expect(selectCountry({ explicit: 'fr', cookie: 'DE', edge: 'GB' }, countries)).toEqual({
      country: countries[2],
      source: 'explicit',
    });
  });
  it('falls back to the location cookie, then the edge location', () => {
    expect(selectCountry({ cookie: 'DE', edge: 'FR' }, countries)?.source).toBe('cookie');
    expect(selectCountry({ edge: 'FR' }, countries)).toEqual({ country: countries[2], source: 'edge' });
  });
  it('skips unknown codes instead of trusting them', () => {
    expect(selectCountry({ explicit: 'XX', cookie: 'ZZ', edge: 'DE' }, countries)?.country.code).toBe('DE');
  });
  it('ends with the first available country', () => {
    expect(selectCountry({}, countries)).toEqual({ country: countries[0], source: 'fallback' });
    expect(selectCountry({}, [])).toBeNull();
  });

  it("falls back to the storefront's home country before the first in the list", () => {
    expect(selectCountry({ storefront: 'de-DE' }, countries)).toEqual({
      country: countries.find((c) => c.code === 'DE'),
      source: 'fallback',
    });
    expect(selectCountry({ storefront: 'en-GB', cookie: 'FR' }, countries)?.country.code).toBe('FR');
    expect(selectCountry({ storefront: 'fr-CA' }, countries)).toEqual({ country: countries[0], source: 'fallback' });
    expect(storefrontCountry('de-DE')).toBe('DE');
    expect(storefrontCountry(undefined)).toBeNull();
  });
});

describe('store networks', () => {
  const ranges = parseNetworks(['203.0.113.0/24', '2a02:c7c:1000::/40', 'not-a-cidr']);
  it('matches IPv4 and IPv6 addresses inside the ranges', () => {
    expect(isIpInNetworks('203.0.113.42', ranges)).toBe(true);
    expect(isIpInNetworks('2a02:c7c:10ff::1', ranges)).toBe(true);
  });
  it('treats IPv4-mapped IPv6 addresses as IPv4', () => {
    expect(isIpInNetworks('::ffff:203.0.113.9', ranges)).toBe(true);
  });
  it('rejects addresses outside the ranges and garbage', () => {
    expect(isIpInNetworks('198.51.100.1', ranges)).toBe(false);
    expect(isIpInNetworks('hello', ranges)).toBe(false);
    expect(isIpInNetworks('', ranges)).toBe(false);
  });
  it('drops invalid ranges rather than failing', () => {
    expect(ranges).toHaveLength(2);
  });
});

describe('cross-border checkout (spec §5)', () => {
  it('needs the flag on and a partner-served country', () => {
    expect(isCrossBorderCheckoutEnabled(true, country('DE'))).toBe(true);
    expect(isCrossBorderCheckoutEnabled(false, country('DE'))).toBe(false);
    expect(isCrossBorderCheckoutEnabled(true, country('GB', false))).toBe(false);
  });
});

describe('shopperCurrency', () => {
  it("is the shopper's country's currency, else the shop's own", () => {
    expect(shopperCurrency({ currency: 'EUR' })).toBe('EUR');
    expect(shopperCurrency(null)).toBe('GBP');
  });
});

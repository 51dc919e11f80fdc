import ipaddr from 'ipaddr.js';
import type { Country, LocationSource, ShopperLocation } from './store.types';

export type LocationHints = {
  /** A `country` query parameter or an explicit choice in the country picker. */
  explicit?: string | null;
  /** The location cookie written when the shopper chose a country. */
  cookie?: string | null;
  /** The country an edge/CDN header reports for the visitor's address. */
  edge?: string | null;
  /** The storefront's locale (en-GB, de-DE): its home country is the first fallback. */
  storefront?: string | null;
};

/** The shop's own currency: what prices are read in when no country can be told (no countries at all). */
export const DEFAULT_CURRENCY = 'GBP';

/** The currency a shopper sees prices in: their country's, else the shop's own. */
export function shopperCurrency(country: Pick<Country, 'currency'> | null | undefined): string {
  return country?.currency ?? DEFAULT_CURRENCY;
}

/** The home country of a storefront locale: en-GB → GB, de-DE → DE. */
export function storefrontCountry(locale: string | null | undefined): string | null {
  const region = locale?.split('-')[1];
  return region ? region.toUpperCase() : null;
}

/**
 * Picks the shopper's country (spec §4): explicit choice, else the location cookie, else the edge
 * location, else the first available country — the storefront's home country when it sells there
 * (the German storefront opens in Germany with euros), else the first in the list. Unknown codes are
 * skipped, not trusted.
 */
export function selectCountry(hints: LocationHints, countries: readonly Country[]): ShopperLocation | null {
  const byCode = countryIndex(countries);
  const order: [LocationSource, string | null | undefined][] = [
    ['explicit', hints.explicit],
    ['cookie', hints.cookie],
    ['edge', hints.edge],
  ];
  for (const [source, raw] of order) {
    const code = raw?.trim().toUpperCase();
    const country = code ? byCode.get(code) : undefined;
    if (country) return { country, source };
  }
  const home = byCode.get(storefrontCountry(hints.storefront) ?? '');
  if (home) return { country: home, source: 'fallback' };
  const first = countries[0];
  return first ? { country: first, source: 'fallback' } : null;
}

/** Countries by code, built once per list (the store service hands out the same memoised list to every request). */
const indexes = new WeakMap<readonly Country[], ReadonlyMap<string, Country>>();
function countryIndex(countries: readonly Country[]): ReadonlyMap<string, Country> {
  let index = indexes.get(countries);
  if (!index) indexes.set(countries, (index = new Map(countries.map((c) => [c.code, c]))));
  return index;
}

export type ParsedRange = [ipaddr.IPv4 | ipaddr.IPv6, number];

/** Parses CIDR ranges once; invalid entries are dropped (and reported by the caller's tests). */
export function parseNetworks(cidrs: readonly string[]): ParsedRange[] {
  const ranges: ParsedRange[] = [];
  for (const cidr of cidrs) {
    try {
      ranges.push(ipaddr.parseCIDR(cidr));
    } catch {
      // An invalid range in the data must not take the check down; it simply matches nothing.
    }
  }
  return ranges;
}

/**
 * True when `ip` lies in one of the store networks. IPv4-mapped IPv6 addresses (::ffff:a.b.c.d,
 * as Node reports IPv4 clients on a dual-stack socket) are compared as IPv4.
 */
export function isIpInNetworks(ip: string, ranges: readonly ParsedRange[]): boolean {
  if (!ipaddr.isValid(ip)) return false;
  let address = ipaddr.parse(ip);
  if (address.kind() === 'ipv6' && (address as ipaddr.IPv6).isIPv4MappedAddress()) {
    address = (address as ipaddr.IPv6).toIPv4Address();
  }
  return ranges.some(([range, bits]) => range.kind() === address.kind() && address.match(range, bits));
}

/** The store whose network an address is on (the first network that holds it), or null. */
export function shopOfAddress(ip: string, networks: readonly { range: ParsedRange; shopCode: string | null }[]): string | null {
  for (const network of networks) {
    if (network.shopCode && isIpInNetworks(ip, [network.range])) return network.shopCode;
  }
  return null;
}

/** Cross-border checkout (spec §5): the flag is on and the country is served by the partner. */
export function isCrossBorderCheckoutEnabled(flagEnabled: boolean, country: Pick<Country, 'partnerEnabled'>): boolean {
  return flagEnabled && country.partnerEnabled;
}

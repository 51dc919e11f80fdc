import type { ParsedUrlQuery } from 'node:querystring';

/** The `country` query parameter as an ISO code, or null (spec §2: it sets the shopper's location). */
export function countryParam(query: ParsedUrlQuery): string | null {
  const raw = query.country;
  const value = Array.isArray(raw) ? raw[0] : raw;
  return value && /^[A-Za-z]{2}$/.test(value) ? value.toUpperCase() : null;
}

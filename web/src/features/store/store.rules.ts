import { cookieExpiry, COOKIES } from '../../shared/cookies/cookie-expiry.rules';

export type Site = { site: 'uk' | 'de'; locale: 'en-GB' | 'de-DE' };

/**
 * The storefront a site-environment cookie picks (spec §4): missing or unknown gives the UK site;
 * "default" gives the UK site and "de_de_de" the German site in production or staging; anywhere
 * else the cookie does not switch sites.
 */
export function siteForEnvironment(cookie: string | undefined, appEnv: string): Site {
  const deployed = appEnv === 'production' || appEnv === 'staging';
  if (deployed && cookie === 'de_de_de') return { site: 'de', locale: 'de-DE' };
  return { site: 'uk', locale: 'en-GB' };
}

/** The value of the first query parameter whose name contains "awc" (the affiliate id), if any. */
export function affiliateId(params: URLSearchParams): string | null {
  for (const [name, value] of params) {
    if (name.toLowerCase().includes('awc') && value.trim()) return value.trim();
  }
  return null;
}

export type CookieToSet = { name: string; value: string; maxAge: number; sameSite: 'lax'; path: '/'; secure: boolean };

/**
 * The cookies choosing a country writes (spec §4): the location cookie, the cross-border partner's
 * location cookie ({"country":{"iso_code":..}}) and its currency cookie, all with the configured lifetime.
 */
export function locationCookies(
  country: { code: string; currency: string },
  ttl: { time: number; unit: string },
  secure: boolean,
): CookieToSet[] {
  const maxAge = cookieExpiry(ttl.time, ttl.unit, 'maxAge');
  const base = { maxAge, sameSite: 'lax' as const, path: '/' as const, secure };
  return [
    { ...base, name: COOKIES.location.name, value: country.code },
    { ...base, name: COOKIES.partnerLocation.name, value: JSON.stringify({ country: { iso_code: country.code } }) },
    { ...base, name: COOKIES.partnerCurrency.name, value: country.currency },
  ];
}

/** Serialises a cookie for document.cookie or a Set-Cookie header. */
export function serialiseCookie(c: {
  name: string;
  value: string;
  maxAge: number;
  path: string;
  sameSite: string;
  secure: boolean;
}): string {
  return `${c.name}=${encodeURIComponent(c.value)}; Max-Age=${c.maxAge}; Path=${c.path}; SameSite=${c.sameSite[0]?.toUpperCase()}${c.sameSite.slice(1)}${c.secure ? '; Secure' : ''}`;
}

/** The locale cookie (365 days) that makes Next pick this storefront language first next time. */
export function localeCookie(locale: string, secure: boolean): string {
  return serialiseCookie({
    name: COOKIES.locale.name,
    value: locale,
    maxAge: cookieExpiry(COOKIES.locale.amount, COOKIES.locale.unit, 'maxAge'),
    path: '/',
    sameSite: 'lax',
    secure,
  });
}

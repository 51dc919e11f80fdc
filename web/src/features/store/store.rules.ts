import { serialiseCookie, SHOP_COOKIES } from '@cadence/server-kit/cookies';
import type { StoreCode } from '@cadence/server-kit/storefronts';
import { writeBrowserCookies } from '../../shared/cookies/browser-cookies';
import { cookieExpiry } from '../../shared/cookies/cookie-expiry.rules';

export type Site = { site: 'uk' | 'de'; locale: StoreCode };

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

/**
 * The cookies choosing a country writes (spec §4), for a Set-Cookie header or document.cookie: the
 * location cookie, the cross-border partner's location cookie ({"country":{"iso_code":..}}) and its
 * currency cookie, all with the configured lifetime and the shop's attributes (@cadence/server-kit/cookies).
 */
export function locationCookies(
  country: { code: string; currency: string },
  ttl: { time: number; unit: string },
  secure: boolean,
): string[] {
  const options = { secure, maxAge: cookieExpiry(ttl.time, ttl.unit, 'maxAge') };
  return [
    serialiseCookie(SHOP_COOKIES.location, country.code, options),
    serialiseCookie(SHOP_COOKIES.partnerLocation, JSON.stringify({ country: { iso_code: country.code } }), options),
    serialiseCookie(SHOP_COOKIES.partnerCurrency, country.currency, options),
  ];
}

/** The locale cookie (365 days) that makes Next pick this storefront language first next time. */
export function localeCookie(locale: string, secure: boolean): string {
  return serialiseCookie(SHOP_COOKIES.locale, locale, { secure });
}

/** Remembers a storefront language chosen in the browser: the locale cookie, Secure as the server said. */
export function rememberLocale(locale: string): void {
  writeBrowserCookies((secure) => localeCookie(locale, secure));
}

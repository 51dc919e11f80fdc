export const TIME_UNITS = ['seconds', 'minutes', 'hours', 'days', 'years'] as const;
export type TimeUnit = (typeof TIME_UNITS)[number];
export type ExpiryFormat = 'date' | 'utc' | 'maxAge';

const SECONDS: Record<TimeUnit, number> = { seconds: 1, minutes: 60, hours: 3600, days: 86400, years: 365 * 86400 };

/**
 * A cookie's expiry `amount` `unit`s from `now`: as a Date, a UTC string (for document.cookie) or
 * max-age seconds. Throws 'Unsupported time unit' / 'Invalid format type' (spec §8).
 */
export function cookieExpiry(amount: number, unit: string, format: 'date', now?: Date): Date;
export function cookieExpiry(amount: number, unit: string, format: 'utc', now?: Date): string;
export function cookieExpiry(amount: number, unit: string, format: 'maxAge', now?: Date): number;
export function cookieExpiry(amount: number, unit: string, format: string, now?: Date): Date | string | number;
export function cookieExpiry(amount: number, unit: string, format: string, now: Date = new Date()): Date | string | number {
  if (!(TIME_UNITS as readonly string[]).includes(unit)) throw new Error('Unsupported time unit');
  const seconds = amount * SECONDS[unit as TimeUnit];
  switch (format) {
    case 'maxAge':
      return seconds;
    case 'date':
      return new Date(now.getTime() + seconds * 1000);
    case 'utc':
      return new Date(now.getTime() + seconds * 1000).toUTCString();
    default:
      throw new Error('Invalid format type');
  }
}

/** Cookie names and lifetimes of spec §9. */
export const COOKIES = {
  /** Locale choice, read by Next's locale detection first. */
  locale: { name: 'NEXT_LOCALE', amount: 365, unit: 'days' },
  cartId: { name: 'cart_id', amount: 7, unit: 'days' },
  /** Affiliate id from a query parameter whose name contains "awc". */
  affiliate: { name: 'awc', amount: 1, unit: 'years' },
  /** The shopper's chosen country (ISO code). Lifetime from configuration. */
  location: { name: 'location' },
  /** The cross-border partner's location ({"country":{"iso_code":"DE"}}) and currency cookies. */
  partnerLocation: { name: 'esw.location' },
  partnerCurrency: { name: 'esw.currency' },
  /** Which storefront: missing/unknown = UK, default, de_de_de (spec §4). */
  siteEnvironment: { name: 'site_environment' },
  consent: { name: 'cookie_consent', amount: 365, unit: 'days' },
} as const;

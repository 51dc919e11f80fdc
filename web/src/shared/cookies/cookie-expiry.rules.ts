import { COOKIE_TIME_UNITS } from '@cadence/server-kit/cookies';

export const TIME_UNITS = COOKIE_TIME_UNITS;
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

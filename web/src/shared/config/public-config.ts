import { byStore, storefrontOrigins } from '@cadence/server-kit/storefronts';
/** Build-time public configuration (inlined by Next from next.config.ts `env`). */
export const BRAND_NAME = process.env.NEXT_PUBLIC_BRAND_NAME ?? 'Cadence Cycles';
/** The brand's slug: the personal area is /my-{slug}/ (spec §2 /my-{product}). */
export const BRAND_SLUG = process.env.NEXT_PUBLIC_BRAND_SLUG ?? 'cadence';
/** The personal area's path. */
export const PERSONAL_AREA_PATH = `/my-${BRAND_SLUG}/`;
export const APP_ENV = process.env.NEXT_PUBLIC_APP_ENV ?? 'local';
export const ANALYTICS_SCRIPT_URL = process.env.NEXT_PUBLIC_ANALYTICS_SCRIPT_URL ?? '';

/** Lifetime of the location cookies, from configured time and unit (spec §9). */
export function locationCookieTtl(): { time: number; unit: string } {
  return {
    time: Number(process.env.NEXT_PUBLIC_LOCATION_COOKIE_TIME ?? '30'),
    unit: process.env.NEXT_PUBLIC_LOCATION_COOKIE_UNIT ?? 'days',
  };
}

/**
 * Public origin of a storefront (no trailing slash): the English or the German domain, by the
 * shop's one rule (`storefrontOrigins`: next.config.ts inlines what it read from SITE_URL_* and
 * SITE_DOMAIN_*; where nothing was inlined, as in tests, the same rule's local defaults).
 */
export function siteUrl(locale: string): string {
  return byStore(
    locale,
    storefrontOrigins({ SITE_URL_EN: process.env.NEXT_PUBLIC_SITE_URL_EN, SITE_URL_DE: process.env.NEXT_PUBLIC_SITE_URL_DE }),
  );
}

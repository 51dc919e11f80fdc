import type { StoreCode } from '@cadence/server-kit/storefronts';

/** Build-time public configuration (inlined by Next from next.config.ts `env`). */
export const BRAND_NAME = process.env.NEXT_PUBLIC_BRAND_NAME ?? 'Cadence Cycles';
/** The brand's slug: the personal area is /my-{slug}/ (spec §2 /my-{product}). */
export const BRAND_SLUG = process.env.NEXT_PUBLIC_BRAND_SLUG ?? 'cadence';
/** The personal area's path. */
export const PERSONAL_AREA_PATH = `/my-${BRAND_SLUG}/`;
export const APP_ENV = process.env.NEXT_PUBLIC_APP_ENV ?? 'local';
export const ANALYTICS_SCRIPT_URL = process.env.NEXT_PUBLIC_ANALYTICS_SCRIPT_URL ?? '';
/** The marketing tracking script (Bloomreach, spec §7), loaded only after marketing consent; unset, none is loaded. */
export const MARKETING_SCRIPT_URL = process.env.NEXT_PUBLIC_MARKETING_SCRIPT_URL ?? '';

/** Lifetime of the location cookies, from configured time and unit (spec §9). */
export function locationCookieTtl(): { time: number; unit: string } {
  return {
    time: Number(process.env.NEXT_PUBLIC_LOCATION_COOKIE_TIME ?? '30'),
    unit: process.env.NEXT_PUBLIC_LOCATION_COOKIE_UNIT ?? 'days',
  };
}

/**
 * The storefronts' public origins, as next.config.ts inlined them from the shop's one rule
 * (`storefrontOrigins` over SITE_URL_* and SITE_DOMAIN_*; Jest's setup does the same). Read by
 * name so the bundler inlines them; the rule itself stays out of the browser's code.
 */
const origins = (): Record<StoreCode, string | undefined> => ({
  'en-GB': process.env.NEXT_PUBLIC_SITE_URL_EN,
  'de-DE': process.env.NEXT_PUBLIC_SITE_URL_DE,
});

/** Public origin of a storefront (no trailing slash): the English or the German domain (the English for any other locale). */
export function siteUrl(locale: string): string {
  const all = origins();
  const origin = Object.prototype.hasOwnProperty.call(all, locale) ? all[locale as StoreCode] : all['en-GB'];
  if (!origin) throw new Error('No NEXT_PUBLIC_SITE_URL_* (next.config.ts sets them)');
  return origin;
}

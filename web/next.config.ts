import type { NextConfig } from 'next';
// eslint-disable-next-line @typescript-eslint/no-require-imports
const i18nConfig = require('./next-i18next.config.js');

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { storefrontOrigins } = require('@cadence/server-kit/storefronts') as typeof import('@cadence/server-kit/storefronts');
// From the kit, never from src/: the production image runs this file without the app's sources.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { COOKIE_TIME_UNITS: TIME_UNITS } = require('@cadence/server-kit/cookies') as typeof import('@cadence/server-kit/cookies');

const enDomain = process.env.SITE_DOMAIN_EN;
const deDomain = process.env.SITE_DOMAIN_DE;
/**
 * Public origins of the two storefronts, for canonical URLs, hreflang and the sitemap: the shop's one
 * rule (server-kit storefrontOrigins), which commerce's email links and the gateway's cookies read too.
 */
const origins = storefrontOrigins({
  SITE_URL_EN: process.env.SITE_URL_EN,
  SITE_URL_DE: process.env.SITE_URL_DE,
  SITE_DOMAIN_EN: enDomain,
  SITE_DOMAIN_DE: deDomain,
});

/**
 * English and German storefronts: separate domains when SITE_DOMAIN_EN/SITE_DOMAIN_DE are set,
 * and always reachable under the /de-DE path prefix. Locale detection follows the spec's order
 * (NEXT_LOCALE cookie, browser languages, fallback en-GB).
 */
/**
 * The location cookies' lifetime (spec §9), inlined into the build: checked here, so that a bad
 * value stops the build naming the variable instead of failing when a shopper picks a country.
 */
function locationCookieLifetime(): { time: string; unit: string } {
  const time = process.env.NEXT_PUBLIC_LOCATION_COOKIE_TIME || '30';
  const unit = process.env.NEXT_PUBLIC_LOCATION_COOKIE_UNIT || 'days';
  if (!/^\d+$/.test(time) || Number(time) < 1) {
    throw new Error(`Invalid configuration: NEXT_PUBLIC_LOCATION_COOKIE_TIME must be a whole number from 1 (got "${time}")`);
  }
  if (!(TIME_UNITS as readonly string[]).includes(unit)) {
    throw new Error(
      `Invalid configuration: NEXT_PUBLIC_LOCATION_COOKIE_UNIT must be one of ${TIME_UNITS.join(', ')} (got "${unit}")`,
    );
  }
  return { time, unit };
}
const locationCookie = locationCookieLifetime();

/** The brand's slug: the personal area (spec §2 /my-{product}) is /my-{slug}/, served by pages/personal-area. */
const brandSlug = (process.env.NEXT_PUBLIC_BRAND_SLUG ?? 'cadence').replace(/[^a-z0-9-]/g, '');

const nextConfig: NextConfig = {
  async rewrites() {
    return [{ source: `/my-${brandSlug}/`, destination: '/personal-area/' }];
  },
  reactStrictMode: true,
  poweredByHeader: false,
  // Pages are sent `no-store` (private, rendered per shopper context), so no browser or proxy ever
  // revalidates them with an ETag; Next would hash every rendered page for one (3 % of a category
  // page's render on the bench). Images and the REST shims set their own validators.
  generateEtags: false,
  // Compressed by server/index.cjs after the page's script hashes are taken (server/security-headers.cjs).
  compress: false,
  compiler: { emotion: true },
  // Emotion's `withTheme` is its only user, and the storefront has none: the browser bundle gets a
  // small equivalent instead of the package and its copy of React 16's react-is (src/shared/ui).
  turbopack: {
    resolveAlias: { 'hoist-non-react-statics': { browser: './src/shared/ui/hoist-non-react-statics.ts' } },
  },
  // Back from a product to a listing that had loaded more returns to the same scroll position
  // (the listing re-renders its items from the URL first, then the position is restored).
  experimental: { scrollRestoration: true },
  // Links get trailing slashes; the redirect itself is done in proxy.ts (301, pages only).
  trailingSlash: true,
  skipTrailingSlashRedirect: true,
  i18n: {
    ...i18nConfig.i18n,
    domains:
      enDomain && deDomain
        ? [
            { domain: enDomain, defaultLocale: 'en-GB' },
            { domain: deDomain, defaultLocale: 'de-DE' },
          ]
        : undefined,
  },
  env: {
    NEXT_PUBLIC_BRAND_NAME: process.env.NEXT_PUBLIC_BRAND_NAME ?? 'Cadence Cycles',
    NEXT_PUBLIC_BRAND_SLUG: brandSlug,
    NEXT_PUBLIC_APP_ENV: process.env.NEXT_PUBLIC_APP_ENV ?? 'local',
    NEXT_PUBLIC_LOCATION_COOKIE_TIME: locationCookie.time,
    NEXT_PUBLIC_LOCATION_COOKIE_UNIT: locationCookie.unit,
    NEXT_PUBLIC_ANALYTICS_SCRIPT_URL: process.env.NEXT_PUBLIC_ANALYTICS_SCRIPT_URL ?? '',
    NEXT_PUBLIC_MARKETING_SCRIPT_URL: process.env.NEXT_PUBLIC_MARKETING_SCRIPT_URL ?? '',
    NEXT_PUBLIC_SITE_URL_EN: origins['en-GB'],
    NEXT_PUBLIC_SITE_URL_DE: origins['de-DE'],
  },
};

export default nextConfig;

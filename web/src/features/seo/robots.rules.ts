/**
 * Paths crawlers are kept out of, below each storefront's root: the account area, sign-in and
 * registration, API routes and the legacy REST shims, the GraphQL endpoint, and search results
 * (endless query combinations of pages already reachable through the catalogue).
 */
export const DISALLOWED_PATHS = ['/my-account/', '/auth/', '/api/', '/nuxt/api/', '/graphql', '/search'] as const;

/**
 * robots.txt for the host that serves `siteUrl(locale)`. A crawler reads robots.txt only at the
 * root of a host, so it speaks for every storefront served on that host: both when the German
 * storefront is a /de-DE prefix of the English domain, only one on a domain of its own. Everything
 * else is allowed (the catalogue, content and blog), and each storefront's sitemap is named by its
 * absolute URL.
 */
export function robotsTxt(locale: string, locales: readonly string[], siteUrl: (locale: string) => string): string {
  const origin = new URL(siteUrl(locale)).origin;
  const onThisHost = locales.map((l) => new URL(siteUrl(l))).filter((url) => url.origin === origin);
  const prefixes = onThisHost.map((url) => url.pathname.replace(/\/+$/, ''));
  return [
    'User-agent: *',
    'Allow: /',
    ...prefixes.flatMap((prefix) => DISALLOWED_PATHS.map((path) => `Disallow: ${prefix}${path}`)),
    '',
    ...prefixes.map((prefix) => `Sitemap: ${origin}${prefix}/sitemap.xml`),
    '',
  ].join('\n');
}

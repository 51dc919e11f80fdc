/** Storefront locales and their hreflang values. */
export const HREFLANGS = [
  { locale: 'en-GB', hrefLang: 'en-GB' },
  { locale: 'de-DE', hrefLang: 'de-DE' },
] as const;

/**
 * The canonical path of a page: the router path without query string or hash, with a trailing
 * slash (every path but the root has one, spec §2).
 */
export function canonicalPath(asPath: string): string {
  const pathname = asPath.split(/[?#]/, 1)[0] || '/';
  return pathname.endsWith('/') ? pathname : `${pathname}/`;
}

/**
 * The path of a catalogue page (a product, a category, a CMS page) from its URL key or path, as
 * every link to it is written: `/bikes/road/`, with the trailing slash every path but the root has
 * (spec §2). Outer slashes in the key are dropped, so no key can make a `//host` (off-site) link.
 */
export function pagePath(urlKey: string): string {
  // Leading and trailing slashes and backslashes go: browsers read `/\host` as `//host`, off the shop.
  const key = urlKey.replace(/^[/\\]+|[/\\]+$/g, '');
  return key ? `/${key}/` : '/';
}

/** hreflang links for a path on both storefronts, plus x-default (the English storefront). */
export function alternateLinks(path: string, siteUrl: (locale: string) => string): { hrefLang: string; href: string }[] {
  return [
    ...HREFLANGS.map(({ locale, hrefLang }) => ({ hrefLang, href: `${siteUrl(locale)}${path}` })),
    { hrefLang: 'x-default', href: `${siteUrl('en-GB')}${path}` },
  ];
}

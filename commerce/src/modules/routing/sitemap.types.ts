/** What a sitemap entry shows: the page types of the routing table plus the home page and the blog's pages. */
export const SITEMAP_PAGE_TYPES = [
  'home',
  'category',
  'child-bike',
  'parent-bike',
  'pac',
  'cms-page',
  'blog',
  'blog-post',
  'blog-category',
  'blog-tag',
] as const;
export type SitemapPageType = (typeof SITEMAP_PAGE_TYPES)[number];

/**
 * One indexable page on one storefront, as the repository reads it. `key` names the page across
 * storefronts (the same category, product, CMS identifier or blog post), so its translations can be
 * linked to each other; `path` is the storefront path without outer slashes ('' for the home page).
 */
export type SitemapPage = {
  store: string;
  key: string;
  pageType: SitemapPageType;
  path: string;
  lastModified: Date | null;
};

/** The same page on a storefront (hreflang alternate). */
export type SitemapAlternate = { store: string; urlPath: string };

/** A sitemap entry of one storefront: its URL path ('/' or '/a/b/'), last change when known, and its translations. */
export type SitemapEntry = {
  urlPath: string;
  pageType: SitemapPageType;
  lastModified: Date | null;
  /** Every storefront that has this page, this one included, in storefront order. */
  alternates: SitemapAlternate[];
};

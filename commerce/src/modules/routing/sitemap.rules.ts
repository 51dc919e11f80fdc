import type { SitemapEntry, SitemapPage, SitemapPageType } from './sitemap.types';

/** Storefront path of a routing key: leading and trailing slash, '/' for the home page (spec §2). */
export function toUrlPath(path: string): string {
  const trimmed = path.replace(/^\/+|\/+$/g, '');
  return trimmed ? `/${trimmed}/` : '/';
}

/** Order of the page types in a sitemap: home first, then catalogue, content and blog. */
const TYPE_ORDER: Record<SitemapPageType, number> = {
  home: 0,
  category: 1,
  'parent-bike': 2,
  'child-bike': 3,
  pac: 4,
  'cms-page': 5,
  blog: 6,
  'blog-category': 7,
  'blog-tag': 8,
  'blog-post': 9,
};

/**
 * The blog's lister page on each storefront that has posts, last changed with its newest post
 * (the lister lists posts, so a new post is what changes it).
 */
export function blogListerPages(posts: readonly SitemapPage[]): SitemapPage[] {
  const newest = new Map<string, Date | null>();
  for (const post of posts) {
    const current = newest.get(post.store);
    if (current === undefined || (post.lastModified && (!current || post.lastModified > current))) {
      newest.set(post.store, post.lastModified);
    }
  }
  return [...newest].map(([store, lastModified]) => ({ store, key: 'blog', pageType: 'blog', path: 'blog', lastModified }));
}

/**
 * A storefront's sitemap entries from the pages of every storefront: the pages of `store`, each with
 * the storefronts that have the same page (same key) as hreflang alternates, in `stores` order.
 * Sorted by page type, then path, so the sitemap is stable between requests. A page listed twice
 * for one storefront (two rewrites to one entity) keeps its first path.
 */
export function toSitemapEntries(store: string, pages: readonly SitemapPage[], stores: readonly string[]): SitemapEntry[] {
  const byKey = new Map<string, Map<string, SitemapPage>>();
  for (const page of pages) {
    const perStore = byKey.get(page.key) ?? new Map<string, SitemapPage>();
    if (!perStore.has(page.store)) perStore.set(page.store, page);
    byKey.set(page.key, perStore);
  }
  const entries: SitemapEntry[] = [];
  for (const perStore of byKey.values()) {
    const own = perStore.get(store);
    if (!own) continue;
    entries.push({
      urlPath: toUrlPath(own.path),
      pageType: own.pageType,
      lastModified: own.lastModified,
      alternates: stores.filter((s) => perStore.has(s)).map((s) => ({ store: s, urlPath: toUrlPath(perStore.get(s)!.path) })),
    });
  }
  return entries.sort(
    (a, b) => TYPE_ORDER[a.pageType] - TYPE_ORDER[b.pageType] || (a.urlPath < b.urlPath ? -1 : a.urlPath > b.urlPath ? 1 : 0),
  );
}

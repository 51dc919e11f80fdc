import type { CatalogueService } from '../catalogue/catalogue.service';
import type { BlogService } from '../content/blog.service';
import type { ContentService } from '../content/content.service';
import type { SitemapRepository } from './sitemap.repository';
import { SitemapService } from './sitemap.service';

const STORES = ['en-GB', 'de-DE'];

/** A sitemap service over sources that count their reads: one category page on each storefront. */
function counted(referenceTtlMs?: number) {
  const reads = { count: 0 };
  const read =
    <T>(value: T) =>
    async () => (reads.count++, value);
  const repository = {
    entityRewrites: read(STORES.map((store) => ({ store, path: 'bikes', entityType: 'category', entityId: 1 }))),
  } as unknown as SitemapRepository;
  const catalogue = {
    listedEntities: read(STORES.map((store) => ({ entityType: 'category', id: 1, store }))),
  } as unknown as CatalogueService;
  const content = { activePages: read([]) } as unknown as ContentService;
  const blog = { sitemapPosts: read([]), sitemapCategories: read([]), sitemapTags: read([]) } as unknown as BlogService;
  return { reads, sitemap: new SitemapService(repository, catalogue, content, blog, referenceTtlMs) };
}

describe('SitemapService.sitemapEntries', () => {
  it('reads its six sources once per storefront and reference TTL, however often it is asked', async () => {
    const { reads, sitemap } = counted(30_000);
    const first = await sitemap.sitemapEntries('en-GB', STORES);
    expect(first.map((e) => e.urlPath)).toEqual(['/', '/bikes/']);
    expect(reads.count).toBe(6);
    // Aliases of one operation, and every request after it within the TTL (concurrent ones included).
    await Promise.all([sitemap.sitemapEntries('en-GB', STORES), sitemap.sitemapEntries('en-GB', STORES)]);
    expect(await sitemap.sitemapEntries('en-GB', STORES)).toEqual(first);
    expect(reads.count).toBe(6);
    // Each storefront is its own sitemap.
    await sitemap.sitemapEntries('de-DE', STORES);
    expect(reads.count).toBe(12);
  });

  it('builds the entries on every call without a reference TTL', async () => {
    const { reads, sitemap } = counted();
    await sitemap.sitemapEntries('en-GB', STORES);
    await sitemap.sitemapEntries('en-GB', STORES);
    expect(reads.count).toBe(12);
  });
});

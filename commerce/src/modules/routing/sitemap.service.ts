import { blogListerPages, toSitemapEntries } from './sitemap.rules';
import type { SitemapRepository } from './sitemap.repository';
import type { SitemapEntry, SitemapPage } from './sitemap.types';

/** What search engines are told a storefront has (sitemap.xml). */
export class SitemapService {
  constructor(private readonly repository: SitemapRepository) {}

  /**
   * Every indexable page of `store`: the home page, active categories and products, active CMS
   * pages, and the blog (lister, posts, categories and tags), each with the storefronts among
   * `stores` that have the same page (hreflang alternates) and its last change where known.
   * Costs one statement per kind of page, whatever the catalogue's size.
   */
  async sitemapEntries(store: string, stores: readonly string[]): Promise<SitemapEntry[]> {
    // Sequential on purpose: PGlite has one connection, and on PostgreSQL six short reads in a row
    // keep one pooled connection rather than taking six from shoppers' requests.
    const categories = await this.repository.categoryPages();
    const products = await this.repository.productPages();
    const cms = await this.repository.cmsPages();
    const posts = await this.repository.blogPostPages();
    const blogCategories = await this.repository.blogCategoryPages();
    const blogTags = await this.repository.blogTagPages();
    const home: SitemapPage[] = stores.map((s) => ({ store: s, key: 'home', pageType: 'home', path: '', lastModified: null }));
    return toSitemapEntries(
      store,
      [...home, ...categories, ...products, ...cms, ...blogListerPages(posts), ...posts, ...blogCategories, ...blogTags],
      stores,
    );
  }
}

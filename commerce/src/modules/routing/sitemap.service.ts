import { ttlMemo } from '../../shared/ttl-cache';
import type { CatalogueService } from '../catalogue/catalogue.service';
import type { BlogService } from '../content/blog.service';
import type { ContentService } from '../content/content.service';
import { blogListerPages, toSitemapEntries } from './sitemap.rules';
import type { SitemapRepository } from './sitemap.repository';
import type { SitemapEntry, SitemapPage, SitemapPageType } from './sitemap.types';

const CATALOGUE_TYPES = ['category', 'child-bike', 'parent-bike', 'pac'] as const;

/** What search engines are told a storefront has (sitemap.xml). */
export class SitemapService {
  private readonly entries: (request: { store: string; stores: readonly string[] }) => Promise<SitemapEntry[]>;

  /**
   * @param referenceTtlMs how long a storefront's entries are kept (the reference TTL; 0 builds them
   * on every call): they read whole tables, and anyone may ask for them, under any number of aliases.
   */
  constructor(
    private readonly repository: SitemapRepository,
    private readonly catalogue: CatalogueService,
    private readonly content: ContentService,
    private readonly blog: BlogService,
    referenceTtlMs = 0,
  ) {
    this.entries = ttlMemo((request) => this.build(request.store, request.stores), referenceTtlMs, {
      keyOf: (request) => `${request.store}|${request.stores.join(',')}`,
    });
  }

  /**
   * Every indexable page of `store`: the home page, active categories and products, active CMS
   * pages, and the blog (lister, posts, categories and tags), each with the storefronts among
   * `stores` that have the same page (hreflang alternates) and its last change where known.
   * Catalogue and CMS pages are listed through their URL rewrites, so only paths the storefront
   * resolves are listed. Costs one statement per source, whatever the catalogue's size, once per
   * reference TTL.
   */
  sitemapEntries(store: string, stores: readonly string[]): Promise<SitemapEntry[]> {
    return this.entries({ store, stores });
  }

  private async build(store: string, stores: readonly string[]): Promise<SitemapEntry[]> {
    // Sequential on purpose: PGlite has one connection, and on PostgreSQL six short reads in a row
    // keep one pooled connection rather than taking six from shoppers' requests.
    const rewrites = await this.repository.entityRewrites([...CATALOGUE_TYPES, 'cms-page']);
    const listed = await this.catalogue.listedEntities();
    const cms = await this.content.activePages();
    const posts = await this.blog.sitemapPosts();
    const blogCategories = await this.blog.sitemapCategories();
    const blogTags = await this.blog.sitemapTags();

    const live = new Map<string, { key: string; pageType: SitemapPageType }>();
    for (const e of listed) {
      const key = e.entityType === 'category' ? `category:${e.id}` : `product:${e.id}`;
      live.set(`${e.store}|${e.entityType}|${e.id}`, { key, pageType: e.entityType });
    }
    for (const page of cms)
      live.set(`${page.store}|cms-page|${page.id}`, { key: `cms:${page.identifier}`, pageType: 'cms-page' });
    const routed: SitemapPage[] = rewrites.flatMap((r) => {
      const page = live.get(`${r.store}|${r.entityType}|${r.entityId}`);
      return page ? [{ store: r.store, key: page.key, pageType: page.pageType, path: r.path, lastModified: null }] : [];
    });
    const blog: SitemapPage[] = [...posts, ...blogCategories, ...blogTags].map((p) => ({
      store: p.store,
      key: `${p.pageType}:${p.id}`,
      pageType: p.pageType,
      path: p.path,
      lastModified: p.lastModified,
    }));
    const blogPosts = blog.filter((p) => p.pageType === 'blog-post');
    const home: SitemapPage[] = stores.map((s) => ({ store: s, key: 'home', pageType: 'home', path: '', lastModified: null }));
    return toSitemapEntries(store, [...home, ...routed, ...blogListerPages(blogPosts), ...blog], stores);
  }
}

import { and, eq, inArray, max, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  blogCategories,
  blogPostTags,
  blogPosts,
  blogPostTranslations,
  blogTags,
  categories,
  categoryTranslations,
  products,
  productTranslations,
} from '../catalogue/catalogue.tables';
import { cmsPages } from '../content/content.tables';
import { urlRewrites } from './routing.tables';
import type { SitemapPage } from './sitemap.types';

const PRODUCT_TYPES = ['child-bike', 'parent-bike', 'pac'] as const;

/**
 * Reads what a sitemap lists, for every storefront at once (so each page's translations are known):
 * one statement per kind of page, however many pages there are. Catalogue and CMS pages are read
 * through their URL rewrites, so only paths the storefront actually resolves are listed.
 */
export class SitemapRepository {
  constructor(private readonly db: Db) {}

  /** Active categories with a translation in the rewrite's storefront. */
  async categoryPages(): Promise<SitemapPage[]> {
    const rows = await this.db
      .select({ store: urlRewrites.store, path: urlRewrites.requestPath, id: categories.id })
      .from(urlRewrites)
      .innerJoin(categories, eq(categories.id, urlRewrites.entityId))
      .innerJoin(
        categoryTranslations,
        and(eq(categoryTranslations.categoryId, categories.id), eq(categoryTranslations.store, urlRewrites.store)),
      )
      .where(and(eq(urlRewrites.entityType, 'category'), eq(urlRewrites.redirectType, 0), eq(categories.isActive, true)));
    return rows.map((r) => ({ store: r.store, key: `category:${r.id}`, pageType: 'category', path: r.path, lastModified: null }));
  }

  /** Active child bikes, parent bikes and accessories with a translation in the rewrite's storefront. */
  async productPages(): Promise<SitemapPage[]> {
    const rows = await this.db
      .select({ store: urlRewrites.store, path: urlRewrites.requestPath, id: products.id, typeId: products.typeId })
      .from(urlRewrites)
      .innerJoin(products, eq(products.id, urlRewrites.entityId))
      .innerJoin(
        productTranslations,
        and(eq(productTranslations.productId, products.id), eq(productTranslations.store, urlRewrites.store)),
      )
      .where(
        and(
          inArray(urlRewrites.entityType, [...PRODUCT_TYPES]),
          eq(urlRewrites.entityType, products.typeId),
          eq(urlRewrites.redirectType, 0),
          eq(products.isActive, true),
        ),
      );
    // No lastmod: products carry no modification time (created_at is not when a price or stock last changed).
    return rows.map((r) => ({ store: r.store, key: `product:${r.id}`, pageType: r.typeId, path: r.path, lastModified: null }));
  }

  /** Active CMS pages of the rewrite's storefront; a page is the same page on another storefront by identifier. */
  async cmsPages(): Promise<SitemapPage[]> {
    const rows = await this.db
      .select({ store: urlRewrites.store, path: urlRewrites.requestPath, identifier: cmsPages.identifier })
      .from(urlRewrites)
      .innerJoin(cmsPages, and(eq(cmsPages.id, urlRewrites.entityId), eq(cmsPages.store, urlRewrites.store)))
      .where(and(eq(urlRewrites.entityType, 'cms-page'), eq(urlRewrites.redirectType, 0), eq(cmsPages.active, true)));
    return rows.map((r) => ({
      store: r.store,
      key: `cms:${r.identifier}`,
      pageType: 'cms-page',
      path: r.path,
      lastModified: null,
    }));
  }

  /** Blog posts on each storefront they are translated for, last changed when published. */
  async blogPostPages(): Promise<SitemapPage[]> {
    const rows = await this.db
      .select({
        store: blogPostTranslations.store,
        id: blogPosts.id,
        urlKey: blogPosts.urlKey,
        publishedAt: blogPosts.publishedAt,
      })
      .from(blogPosts)
      .innerJoin(blogPostTranslations, eq(blogPostTranslations.postId, blogPosts.id))
      .where(sql`${blogPosts.publishedAt} <= now()`);
    return rows.map((r) => ({
      store: r.store,
      key: `blog-post:${r.id}`,
      pageType: 'blog-post',
      path: `blog/${r.urlKey}`,
      lastModified: r.publishedAt,
    }));
  }

  /**
   * Blog categories that are named on a storefront and have a post there, last changed with their
   * newest post (an empty category page is not worth a crawler's visit).
   */
  async blogCategoryPages(): Promise<SitemapPage[]> {
    const rows = await this.db
      .select({
        store: blogPostTranslations.store,
        id: blogCategories.id,
        urlKey: blogCategories.urlKey,
        newest: max(blogPosts.publishedAt),
      })
      .from(blogCategories)
      .innerJoin(blogPosts, eq(blogPosts.categoryId, blogCategories.id))
      .innerJoin(blogPostTranslations, eq(blogPostTranslations.postId, blogPosts.id))
      .where(and(sql`${blogCategories.names} ? ${blogPostTranslations.store}`, sql`${blogPosts.publishedAt} <= now()`))
      .groupBy(blogCategories.id, blogCategories.urlKey, blogPostTranslations.store);
    return rows.map((r) => ({
      store: r.store,
      key: `blog-category:${r.id}`,
      pageType: 'blog-category',
      path: `blog/category/${r.urlKey}`,
      lastModified: r.newest ? new Date(r.newest) : null,
    }));
  }

  /** Blog tags that are named on a storefront and tag a post there, last changed with their newest post. */
  async blogTagPages(): Promise<SitemapPage[]> {
    const rows = await this.db
      .select({
        store: blogPostTranslations.store,
        id: blogTags.id,
        urlKey: blogTags.urlKey,
        newest: max(blogPosts.publishedAt),
      })
      .from(blogTags)
      .innerJoin(blogPostTags, eq(blogPostTags.tagId, blogTags.id))
      .innerJoin(blogPosts, eq(blogPosts.id, blogPostTags.postId))
      .innerJoin(blogPostTranslations, eq(blogPostTranslations.postId, blogPosts.id))
      .where(and(sql`${blogTags.names} ? ${blogPostTranslations.store}`, sql`${blogPosts.publishedAt} <= now()`))
      .groupBy(blogTags.id, blogTags.urlKey, blogPostTranslations.store);
    return rows.map((r) => ({
      store: r.store,
      key: `blog-tag:${r.id}`,
      pageType: 'blog-tag',
      path: `blog/tag/${r.urlKey}`,
      lastModified: r.newest ? new Date(r.newest) : null,
    }));
  }
}

import { localised } from '@cadence/server-kit/storefronts';
import { and, asc, desc, eq, exists, inArray, max, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { blogCategories, blogPosts, blogPostTags, blogPostTranslations, blogTags } from './content.tables';
import type { BlogCategory, BlogNeighbours, BlogPost, BlogSitemapPage, BlogTag } from './blog.types';

const postColumns = {
  id: blogPosts.id,
  urlKey: blogPosts.urlKey,
  categoryId: blogPosts.categoryId,
  author: blogPosts.author,
  publishedAt: blogPosts.publishedAt,
  imageKind: blogPosts.imageKind,
  imageColour: blogPosts.imageColour,
  title: blogPostTranslations.title,
  excerpt: blogPostTranslations.excerpt,
  body: blogPostTranslations.body,
  metaTitle: blogPostTranslations.metaTitle,
  metaDescription: blogPostTranslations.metaDescription,
};

type PostRow = { [K in keyof typeof postColumns]: BlogPost[K] };

const toPost = (r: PostRow): BlogPost => ({ ...r, publishedAt: new Date(r.publishedAt) });

/** Newest first; the id breaks ties so paging is stable. */
const NEWEST_FIRST = [desc(blogPosts.publishedAt), desc(blogPosts.id)];

/**
 * The blog's tables (categories, tags, posts and their translations). Posts exist on a storefront
 * only where they have a translation for it, so every post read joins the storefront's one.
 */
export class BlogRepository {
  constructor(private readonly db: Db) {}

  /** Posts joined with their translation for the storefront. */
  private posts(store: string) {
    return this.db
      .select(postColumns)
      .from(blogPosts)
      .innerJoin(blogPostTranslations, and(eq(blogPostTranslations.postId, blogPosts.id), eq(blogPostTranslations.store, store)));
  }

  /** Conditions for a lister filtered by category and/or tag URL key (unknown keys match nothing). */
  private listConditions(filter: { categoryUrlKey: string | null; tagUrlKey: string | null }): SQL | undefined {
    const conditions: SQL[] = [];
    if (filter.categoryUrlKey !== null) {
      conditions.push(
        inArray(
          blogPosts.categoryId,
          this.db.select({ id: blogCategories.id }).from(blogCategories).where(eq(blogCategories.urlKey, filter.categoryUrlKey)),
        ),
      );
    }
    if (filter.tagUrlKey !== null) {
      conditions.push(
        exists(
          this.db
            .select({ one: sql`1` })
            .from(blogPostTags)
            .innerJoin(blogTags, eq(blogTags.id, blogPostTags.tagId))
            .where(and(eq(blogPostTags.postId, blogPosts.id), eq(blogTags.urlKey, filter.tagUrlKey))),
        ),
      );
    }
    return conditions.length ? and(...conditions) : undefined;
  }

  /**
   * One page of posts, newest first, and how many match in all: one statement (the total rides
   * along as a window count); a second only when the page is past the end and so carries no total.
   */
  async listPosts(
    store: string,
    filter: { categoryUrlKey: string | null; tagUrlKey: string | null },
    offset: number,
    limit: number,
  ): Promise<{ items: BlogPost[]; total: number }> {
    const where = this.listConditions(filter);
    const rows = await this.db
      .select({ ...postColumns, total: sql<number>`count(*) over ()`.mapWith(Number) })
      .from(blogPosts)
      .innerJoin(blogPostTranslations, and(eq(blogPostTranslations.postId, blogPosts.id), eq(blogPostTranslations.store, store)))
      .where(where)
      .orderBy(...NEWEST_FIRST)
      .limit(limit)
      .offset(offset);
    if (rows.length > 0) return { items: rows.map(({ total: _total, ...r }) => toPost(r)), total: rows[0]!.total };
    if (offset === 0) return { items: [], total: 0 };
    const [counted] = await this.db
      .select({ total: sql<number>`count(*)`.mapWith(Number) })
      .from(blogPosts)
      .innerJoin(blogPostTranslations, and(eq(blogPostTranslations.postId, blogPosts.id), eq(blogPostTranslations.store, store)))
      .where(where);
    return { items: [], total: counted?.total ?? 0 };
  }

  /** Posts by URL key, one statement, in the order asked (null where none). */
  async postsByUrlKeys(store: string, urlKeys: readonly string[]): Promise<(BlogPost | null)[]> {
    const rows = urlKeys.length ? await this.posts(store).where(inArray(blogPosts.urlKey, [...urlKeys])) : [];
    const byKey = new Map(rows.map((r) => [r.urlKey, toPost(r)]));
    return urlKeys.map((k) => byKey.get(k) ?? null);
  }

  /** Posts by id, one statement, in the order asked (null where none). */
  async postsByIds(store: string, ids: readonly number[]): Promise<(BlogPost | null)[]> {
    const rows = ids.length ? await this.posts(store).where(inArray(blogPosts.id, [...ids])) : [];
    const byId = new Map(rows.map((r) => [r.id, toPost(r)]));
    return ids.map((id) => byId.get(id) ?? null);
  }

  /**
   * The older and newer neighbour of each post in the storefront's publication order: one
   * statement (window functions over the storefront's posts, which are few).
   */
  async neighbours(store: string, ids: readonly number[]): Promise<BlogNeighbours[]> {
    const order = sql`order by ${blogPosts.publishedAt}, ${blogPosts.id}`;
    const ranked = this.db
      .select({
        id: blogPosts.id,
        olderId: sql<number | null>`lag(${blogPosts.id}) over (${order})`.as('older_id'),
        newerId: sql<number | null>`lead(${blogPosts.id}) over (${order})`.as('newer_id'),
      })
      .from(blogPosts)
      .innerJoin(blogPostTranslations, and(eq(blogPostTranslations.postId, blogPosts.id), eq(blogPostTranslations.store, store)))
      .as('ranked');
    const rows = ids.length
      ? await this.db
          .select()
          .from(ranked)
          .where(inArray(ranked.id, [...ids]))
      : [];
    const byId = new Map(
      rows.map((r) => [
        r.id,
        { olderId: r.olderId === null ? null : Number(r.olderId), newerId: r.newerId === null ? null : Number(r.newerId) },
      ]),
    );
    return ids.map((id) => byId.get(id) ?? { olderId: null, newerId: null });
  }

  /** Every category, by name in the storefront's language. */
  async listCategories(store: string): Promise<BlogCategory[]> {
    const rows = await this.db.select().from(blogCategories).orderBy(asc(blogCategories.id));
    return rows
      .map((r) => ({ id: r.id, urlKey: r.urlKey, name: localised(r.names, store, r.urlKey) }))
      .sort((a, b) => a.name.localeCompare(b.name, store));
  }

  /** Categories by id, one statement, in the order asked (null where none). */
  async categoriesByIds(store: string, ids: readonly number[]): Promise<(BlogCategory | null)[]> {
    const rows = ids.length
      ? await this.db
          .select()
          .from(blogCategories)
          .where(inArray(blogCategories.id, [...ids]))
      : [];
    const byId = new Map(rows.map((r) => [r.id, { id: r.id, urlKey: r.urlKey, name: localised(r.names, store, r.urlKey) }]));
    return ids.map((id) => byId.get(id) ?? null);
  }

  /** Every tag, by name in the storefront's language. */
  async listTags(store: string): Promise<BlogTag[]> {
    const rows = await this.db.select().from(blogTags).orderBy(asc(blogTags.id));
    return rows
      .map((r) => ({ id: r.id, urlKey: r.urlKey, name: localised(r.names, store, r.urlKey) }))
      .sort((a, b) => a.name.localeCompare(b.name, store));
  }

  /** The tags of several posts, one statement, in the order asked (by name within a post). */
  async tagsOfPosts(store: string, postIds: readonly number[]): Promise<BlogTag[][]> {
    const rows = postIds.length
      ? await this.db
          .select({ postId: blogPostTags.postId, id: blogTags.id, urlKey: blogTags.urlKey, names: blogTags.names })
          .from(blogPostTags)
          .innerJoin(blogTags, eq(blogTags.id, blogPostTags.tagId))
          .where(inArray(blogPostTags.postId, [...postIds]))
      : [];
    const byPost = new Map<number, BlogTag[]>();
    for (const r of rows) {
      const tags = byPost.get(r.postId) ?? [];
      tags.push({ id: r.id, urlKey: r.urlKey, name: localised(r.names, store, r.urlKey) });
      byPost.set(r.postId, tags);
    }
    return postIds.map((id) => (byPost.get(id) ?? []).sort((a, b) => a.name.localeCompare(b.name, store)));
  }

  /** Ids of existing categories by URL key, one statement. */
  async categoryIdsByUrlKeys(urlKeys: readonly string[]): Promise<Map<string, number>> {
    if (!urlKeys.length) return new Map();
    const rows = await this.db
      .select({ id: blogCategories.id, urlKey: blogCategories.urlKey })
      .from(blogCategories)
      .where(inArray(blogCategories.urlKey, [...urlKeys]));
    return new Map(rows.map((r) => [r.urlKey, r.id]));
  }

  /** Ids of existing tags by URL key, one statement. */
  async tagIdsByUrlKeys(urlKeys: readonly string[]): Promise<Map<string, number>> {
    if (!urlKeys.length) return new Map();
    const rows = await this.db
      .select({ id: blogTags.id, urlKey: blogTags.urlKey })
      .from(blogTags)
      .where(inArray(blogTags.urlKey, [...urlKeys]));
    return new Map(rows.map((r) => [r.urlKey, r.id]));
  }

  /** Published posts on each storefront they are translated for, last changed when published. */
  async sitemapPosts(): Promise<BlogSitemapPage[]> {
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
      pageType: 'blog-post',
      id: r.id,
      path: `blog/${r.urlKey}`,
      lastModified: new Date(r.publishedAt),
    }));
  }

  /**
   * Categories named on a storefront with a post there, last changed with their newest post (an
   * empty category page is not worth a crawler's visit).
   */
  async sitemapCategories(): Promise<BlogSitemapPage[]> {
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
      pageType: 'blog-category',
      id: r.id,
      path: `blog/category/${r.urlKey}`,
      lastModified: r.newest ? new Date(r.newest) : null,
    }));
  }

  /** Tags named on a storefront that tag a post there, last changed with their newest post. */
  async sitemapTags(): Promise<BlogSitemapPage[]> {
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
      pageType: 'blog-tag',
      id: r.id,
      path: `blog/tag/${r.urlKey}`,
      lastModified: r.newest ? new Date(r.newest) : null,
    }));
  }
}

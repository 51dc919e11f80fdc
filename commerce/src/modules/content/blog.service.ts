import type { BlogRepository } from './blog.repository';
import { safeRichText } from './content.rules';
import { blogPaging, blogTotalPages, parseBlogPath } from './blog.rules';
import type {
  BlogCategory,
  BlogNeighbours,
  BlogPost,
  BlogPostListQuery,
  BlogPostPage,
  BlogRouteMatch,
  BlogSitemapPage,
  BlogTag,
} from './blog.types';

/**
 * A post whose body holds only what CMS rich text may (`safeRichText`): the storefront inserts it
 * into the page as HTML, as it does a CMS page's rich-text blocks. Every post this service returns
 * is made here, so this is the one place the rule is applied.
 *
 * The body is made safe when it is first read, once, not when the post is: listers (the blog index,
 * category and tag pages) show titles, excerpts and images, and cleaning every body of a page of
 * posts they never show cost about 0.09 ms a post. The stored body is held out of reach: `body` (a
 * getter, also what a spread, `JSON.stringify` or a clone reads) is the only way to it.
 */
function safeBlogPost({ body: stored, ...post }: BlogPost): BlogPost {
  let safe: string | undefined;
  return Object.defineProperty(post, 'body', {
    enumerable: true,
    get: () => (safe ??= safeRichText(stored)),
  }) as BlogPost;
}

/** The blog (spec §2 /blog routes): listers by page, category and tag; posts; routing of blog URLs. */
export class BlogService {
  constructor(private readonly repository: BlogRepository) {}

  /**
   * A lister request with paging normalised (page 1 and the default page size when not given).
   * Arguments are expected to have passed `blogListProblems` first.
   */
  listQuery(input: {
    store: string;
    categoryUrlKey?: string | null;
    tagUrlKey?: string | null;
    currentPage?: number | null;
    pageSize?: number | null;
  }): BlogPostListQuery {
    const { page, size } = blogPaging(input.currentPage, input.pageSize);
    return { store: input.store, categoryUrlKey: input.categoryUrlKey ?? null, tagUrlKey: input.tagUrlKey ?? null, page, size };
  }

  /** One page of posts, newest first, with the total and page count (a page past the end is empty). */
  async listPosts(query: BlogPostListQuery): Promise<BlogPostPage> {
    const { items, total } = await this.repository.listPosts(
      query.store,
      { categoryUrlKey: query.categoryUrlKey, tagUrlKey: query.tagUrlKey },
      (query.page - 1) * query.size,
      query.size,
    );
    return {
      items: items.map(safeBlogPost),
      total,
      page: query.page,
      size: query.size,
      totalPages: blogTotalPages(total, query.size),
    };
  }

  /** Batch lookup for DataLoader: posts by URL key on one storefront, null where none. */
  async postsByUrlKeys(store: string, urlKeys: readonly string[]): Promise<(BlogPost | null)[]> {
    return (await this.repository.postsByUrlKeys(store, urlKeys)).map((post) => post && safeBlogPost(post));
  }

  /** Batch lookup for DataLoader: posts by id on one storefront, null where none. */
  async postsByIds(store: string, ids: readonly number[]): Promise<(BlogPost | null)[]> {
    return (await this.repository.postsByIds(store, ids)).map((post) => post && safeBlogPost(post));
  }

  /** Batch lookup for DataLoader: each post's older and newer neighbour on the storefront. */
  neighbours(store: string, ids: readonly number[]): Promise<BlogNeighbours[]> {
    return this.repository.neighbours(store, ids);
  }

  /** Every category, named in the storefront's language, sorted by name. */
  categories(store: string): Promise<BlogCategory[]> {
    return this.repository.listCategories(store);
  }

  /** Batch lookup for DataLoader: categories by id, named in the storefront's language. */
  categoriesByIds(store: string, ids: readonly number[]): Promise<(BlogCategory | null)[]> {
    return this.repository.categoriesByIds(store, ids);
  }

  /** Every tag, named in the storefront's language, sorted by name. */
  tags(store: string): Promise<BlogTag[]> {
    return this.repository.listTags(store);
  }

  /** Batch lookup for DataLoader: the tags of each post, named in the storefront's language. */
  tagsOfPosts(store: string, postIds: readonly number[]): Promise<BlogTag[][]> {
    return this.repository.tagsOfPosts(store, postIds);
  }

  /**
   * Routing for blog URLs: for each (store, request path) the page type and entity when the path
   * is a blog URL that exists on that storefront, else null (not a blog path, or nothing there).
   * At most one statement per storefront for posts, plus one for categories and one for tags.
   */
  async resolveRoutes(keys: readonly { store: string; requestPath: string }[]): Promise<(BlogRouteMatch | null)[]> {
    const routes = keys.map((k) => parseBlogPath(k.requestPath));
    const postKeys = new Map<string, Set<string>>();
    const categoryKeys = new Set<string>();
    const tagKeys = new Set<string>();
    routes.forEach((route, i) => {
      if (route?.type === 'blog-post') {
        const store = keys[i]!.store;
        postKeys.set(store, (postKeys.get(store) ?? new Set()).add(route.urlKey));
      } else if (route?.type === 'blog-category') categoryKeys.add(route.urlKey);
      else if (route?.type === 'blog-tag') tagKeys.add(route.urlKey);
    });
    const postIds = new Map<string, number>();
    for (const [store, urlKeys] of postKeys) {
      for (const post of await this.repository.postsByUrlKeys(store, [...urlKeys])) {
        if (post) postIds.set(`${store}|${post.urlKey}`, post.id);
      }
    }
    const [categoryIds, tagIds] = await Promise.all([
      this.repository.categoryIdsByUrlKeys([...categoryKeys]),
      this.repository.tagIdsByUrlKeys([...tagKeys]),
    ]);
    return routes.map((route, i): BlogRouteMatch | null => {
      if (!route) return null;
      if (route.type === 'blog') return { pageType: 'blog', entityId: null };
      const id =
        route.type === 'blog-post'
          ? postIds.get(`${keys[i]!.store}|${route.urlKey}`)
          : (route.type === 'blog-category' ? categoryIds : tagIds).get(route.urlKey);
      return id === undefined ? null : { pageType: route.type, entityId: id };
    });
  }

  /** Published posts per storefront, for the sitemap (one statement). */
  sitemapPosts(): Promise<BlogSitemapPage[]> {
    return this.repository.sitemapPosts();
  }

  /** Blog categories with a published post per storefront, for the sitemap (one statement). */
  sitemapCategories(): Promise<BlogSitemapPage[]> {
    return this.repository.sitemapCategories();
  }

  /** Blog tags with a published post per storefront, for the sitemap (one statement). */
  sitemapTags(): Promise<BlogSitemapPage[]> {
    return this.repository.sitemapTags();
  }
}

/** A blog category with its name in one storefront's language. */
export type BlogCategory = { id: number; urlKey: string; name: string };

/** A blog tag with its name in one storefront's language. */
export type BlogTag = { id: number; urlKey: string; name: string };

/** A blog post as one storefront shows it (posts without a translation for it do not exist there). */
export type BlogPost = {
  id: number;
  urlKey: string;
  categoryId: number;
  author: string;
  publishedAt: Date;
  /** The drawn image: a product-drawing kind and its main colour (#rrggbb). */
  imageKind: string;
  imageColour: string;
  title: string;
  excerpt: string;
  /**
   * HTML (h2, h3, p, ul, ol, li, strong, em, a), authored by the shop. From the blog service, made
   * safe (`safeRichText`) when first read: read it only where the body is shown.
   */
  readonly body: string;
  metaTitle: string | null;
  metaDescription: string | null;
};

/** A lister request after the rules have normalised it. */
export type BlogPostListQuery = {
  store: string;
  categoryUrlKey: string | null;
  tagUrlKey: string | null;
  page: number;
  size: number;
};

/** One page of posts, newest first, with totals. */
export type BlogPostPage = { items: BlogPost[]; total: number; page: number; size: number; totalPages: number };

/** The neighbours of a post in publication order on one storefront (ids; null at either end). */
export type BlogNeighbours = { olderId: number | null; newerId: number | null };

/** The page types blog URLs resolve to (routing). */
export type BlogPageType = 'blog' | 'blog-post' | 'blog-category' | 'blog-tag';

/** What a blog URL key names, before checking that it exists. */
export type BlogRoute =
  | { type: 'blog' }
  | { type: 'blog-post'; urlKey: string }
  | { type: 'blog-category'; urlKey: string }
  | { type: 'blog-tag'; urlKey: string };

/** A blog URL that exists: its page type and the entity it shows (null for the lister). */
export type BlogRouteMatch = { pageType: BlogPageType; entityId: number | null };

/** A blog page a storefront shows, for the sitemap: its path and last change (newest post). */
export type BlogSitemapPage = {
  store: string;
  pageType: Exclude<BlogPageType, 'blog'>;
  id: number;
  path: string;
  lastModified: Date | null;
};

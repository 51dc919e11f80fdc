/** Page types the routing lookup reports (spec §3 getUrlInfo.page_type, plus the blog's URLs of spec §2). */
export const PAGE_TYPES = [
  'pac',
  'cms-page',
  'child-bike',
  'parent-bike',
  'category',
  'blog',
  'blog-post',
  'blog-category',
  'blog-tag',
] as const;
export type PageType = (typeof PAGE_TYPES)[number];

export type UrlRewrite = {
  store: string;
  requestPath: string;
  entityType: string | null;
  entityId: number | null;
  targetPath: string | null;
  redirectType: number;
};

/** The answer of getUrlInfo (spec §3): a page type, or a redirect, or 404. */
export type UrlInfo = {
  redirect_url: string | null;
  page_status: 200 | 301 | 302 | 404;
  page_type: PageType | null;
  entity_id: number | null;
};

import { SHOP_TIME_ZONE } from '../../../shared/format/format.rules';
import { intlText } from '../../../shared/format/server-texts';

/** Where the blog's pages live (spec §2), with the trailing slash every path but the root has. */
export const blogPaths = {
  lister: (page = 1): string => (page > 1 ? `/blog/?page=${page}` : '/blog/'),
  post: (urlKey: string): string => `/blog/${urlKey}/`,
  category: (urlKey: string, page = 1): string => `/blog/category/${urlKey}/${page > 1 ? `?page=${page}` : ''}`,
  tag: (urlKey: string, page = 1): string => `/blog/tag/${urlKey}/${page > 1 ? `?page=${page}` : ''}`,
};

/** Which lister a page shows. */
export type BlogListerScope = { kind: 'all' } | { kind: 'category'; urlKey: string } | { kind: 'tag'; urlKey: string };

/** The path of page `page` of a lister. */
export function listerPath(scope: BlogListerScope, page = 1): string {
  if (scope.kind === 'category') return blogPaths.category(scope.urlKey, page);
  if (scope.kind === 'tag') return blogPaths.tag(scope.urlKey, page);
  return blogPaths.lister(page);
}

/**
 * The lister page a `?page=` parameter asks for: 1 when absent, the number when it is a whole
 * number from 1 written plainly (so "2" but not "02", "2.0" or "2abc"), else null (answered 404,
 * so there is exactly one URL per page).
 */
export function parsePageParam(value: string | string[] | undefined): number | null {
  if (value === undefined) return 1;
  if (Array.isArray(value) || !/^[1-9]\d{0,5}$/.test(value)) return null;
  return Number(value);
}

/** What the pagination shows: page numbers, with 'gap' where a run of pages is left out. */
export type PaginationItem = number | 'gap';

/**
 * The page links of a lister: always the first and last page and up to one page either side of
 * the current one; a single left-out page is shown rather than a gap.
 */
export function paginationItems(current: number, total: number): PaginationItem[] {
  if (total <= 1) return [];
  const pages = new Set([1, total, current - 1, current, current + 1].filter((p) => p >= 1 && p <= total));
  const sorted = [...pages].sort((a, b) => a - b);
  const items: PaginationItem[] = [];
  for (const page of sorted) {
    const last = items[items.length - 1];
    if (typeof last === 'number' && page - last === 2) items.push(last + 1);
    else if (typeof last === 'number' && page - last > 2) items.push('gap');
    items.push(page);
  }
  return items;
}

const dateFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * A publication date in the shopper's locale ("14 January 2025", "14. Januar 2025"): the shop's
 * calendar day (SHOP_TIME_ZONE, as every date the shop shows), so the server and every browser
 * render the same text. A post published at 00:30 in London on 1 April is of 1 April.
 */
export function formatPublishedDate(iso: string, locale: string): string {
  return intlText(`published|${locale}|${iso}`, () => {
    let format = dateFormats.get(locale);
    if (!format) {
      format = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'long', year: 'numeric', timeZone: SHOP_TIME_ZONE });
      dateFormats.set(locale, format);
    }
    return format.format(new Date(iso));
  });
}

/** Widths a post's picture is offered in (image-sizes.ts responsiveImage; the image route draws any width from 16 to 2400). */
export const BLOG_IMAGE_WIDTHS = [400, 800, 1200] as const;

type JsonLdPost = {
  title: string;
  url: string;
  published_at: string;
  author: string;
  image: string;
  description?: string | null;
  section?: string | null;
  keywords?: string[];
};

/** schema.org BlogPosting for a post page (absolute URLs expected). */
export function blogPostingJsonLd(post: JsonLdPost, options: { locale: string; brand: string }): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: post.title,
    ...(post.description ? { description: post.description } : {}),
    url: post.url,
    mainEntityOfPage: { '@type': 'WebPage', '@id': post.url },
    image: post.image,
    datePublished: post.published_at,
    author: { '@type': 'Person', name: post.author },
    publisher: { '@type': 'Organization', name: options.brand },
    inLanguage: options.locale,
    ...(post.section ? { articleSection: post.section } : {}),
    ...(post.keywords?.length ? { keywords: post.keywords.join(', ') } : {}),
  };
}

/** schema.org Blog with the posts of one lister page (absolute URLs expected). */
export function blogListJsonLd(
  list: { name: string; url: string; posts: JsonLdPost[] },
  options: { locale: string; brand: string },
): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'Blog',
    name: list.name,
    url: list.url,
    inLanguage: options.locale,
    publisher: { '@type': 'Organization', name: options.brand },
    blogPost: list.posts.map((post) => ({
      '@type': 'BlogPosting',
      headline: post.title,
      url: post.url,
      image: post.image,
      datePublished: post.published_at,
      author: { '@type': 'Person', name: post.author },
    })),
  };
}

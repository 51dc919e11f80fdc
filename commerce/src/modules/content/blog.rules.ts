import { drawnImageUrl } from '../../shared/media-url';
import type { BlogRoute } from './blog.types';

/** Posts per lister page: a 3 × 3 grid on wide screens, one column on phones. */
export const BLOG_PAGE_SIZE = 9;

/** Largest page a lister request may ask for. */
export const MAX_BLOG_PAGE_SIZE = 48;

/** URL keys of posts, categories and tags: lower-case words joined by hyphens. */
const URL_KEY = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** Whether a string is shaped like a blog URL key (at most 200 characters). */
export function isBlogUrlKey(value: string): boolean {
  return value.length <= 200 && URL_KEY.test(value);
}

/**
 * What is wrong with a lister request's arguments, in words a frontend developer can act on (an
 * empty list when nothing is). The API answers these as input errors instead of guessing.
 */
export function blogListProblems(args: {
  currentPage?: number | null;
  pageSize?: number | null;
  categoryUrlKey?: string | null;
  tagUrlKey?: string | null;
}): string[] {
  const problems: string[] = [];
  if (args.pageSize != null && (!Number.isInteger(args.pageSize) || args.pageSize < 1 || args.pageSize > MAX_BLOG_PAGE_SIZE)) {
    problems.push(`pageSize must be between 1 and ${MAX_BLOG_PAGE_SIZE}.`);
  }
  if (args.currentPage != null && (!Number.isInteger(args.currentPage) || args.currentPage < 1)) {
    problems.push('currentPage must be 1 or more.');
  }
  if (args.categoryUrlKey != null && !isBlogUrlKey(args.categoryUrlKey)) {
    problems.push(
      `category_url_key "${args.categoryUrlKey.slice(0, 60)}" is not a URL key (lower-case letters, digits, hyphens).`,
    );
  }
  if (args.tagUrlKey != null && !isBlogUrlKey(args.tagUrlKey)) {
    problems.push(`tag_url_key "${args.tagUrlKey.slice(0, 60)}" is not a URL key (lower-case letters, digits, hyphens).`);
  }
  return problems;
}

/** Paging after validation: page 1 and BLOG_PAGE_SIZE when not given, and the row offset. */
export function blogPaging(
  currentPage: number | null | undefined,
  pageSize: number | null | undefined,
): { page: number; size: number; offset: number } {
  const size = Math.min(MAX_BLOG_PAGE_SIZE, Math.max(1, Math.trunc(pageSize ?? BLOG_PAGE_SIZE)));
  const page = Math.max(1, Math.trunc(currentPage ?? 1));
  return { page, size, offset: (page - 1) * size };
}

/** Pages needed for `total` posts (0 when there are none). */
export function blogTotalPages(total: number, size: number): number {
  return Math.ceil(total / size);
}

/**
 * What a routing request path (no outer slashes, spec §2 routes) names on the blog: the lister
 * (`blog`), a post (`blog/<post>`), a category (`blog/category/<c>`) or a tag lister
 * (`blog/tag/<t>`); null for anything else, including malformed keys and deeper paths.
 */
export function parseBlogPath(requestPath: string): BlogRoute | null {
  const segments = requestPath.split('/');
  if (segments[0] !== 'blog') return null;
  if (segments.length === 1) return { type: 'blog' };
  const [, first, second] = segments;
  if (segments.length === 2 && first && isBlogUrlKey(first) && first !== 'category' && first !== 'tag') {
    return { type: 'blog-post', urlKey: first };
  }
  if (segments.length === 3 && second && isBlogUrlKey(second)) {
    if (first === 'category') return { type: 'blog-category', urlKey: second };
    if (first === 'tag') return { type: 'blog-tag', urlKey: second };
  }
  return null;
}

/** Blog images are drawn like product images, in the post's colour with a dark accent. */
const BLOG_IMAGE_ACCENT = '#1a1a1a';

/** A post's image as shoppers see it: its drawing's URL, labelled with the title. */
export function blogPostImage(post: { imageKind: string; imageColour: string; title: string }): { url: string; label: string } {
  return { url: drawnImageUrl({ kind: post.imageKind, colour: post.imageColour, accent: BLOG_IMAGE_ACCENT }), label: post.title };
}

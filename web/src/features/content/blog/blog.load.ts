import type { ServerQueryClient } from '../../../shared/ssr/server-gateway-client';
import type { GetServerSidePropsContext } from 'next';
import type { BlogPostGetQuery, BlogPostListGetQuery } from '../../../graphql/graphql';
import { BlogPostGetDocument } from '../../../graphql/documents/BlogPostGetDocument';
import { BlogPostListGetDocument } from '../../../graphql/documents/BlogPostListGetDocument';
import type { PageLoadResult } from '../../../shared/ssr/page-load';
import { parsePageParam, type BlogListerScope } from './blog.rules';

/** Blog pages answer a real 404 (with the error screen) for what does not exist. */
export type BlogNotFoundProps = { notFound: true; path: string };

export type BlogListerProps = {
  notFound?: false;
  scope: BlogListerScope;
  listing: BlogPostListGetQuery['blogPosts'];
  categories: BlogPostListGetQuery['blogCategories'];
  tags: BlogPostListGetQuery['blogTags'];
};

export type BlogPostProps = { notFound?: false; post: NonNullable<BlogPostGetQuery['blogPost']> };

/** URL keys as the blog writes them; anything else cannot exist, so it is not asked for. */
const URL_KEY = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

const requestPath = (ctx: GetServerSidePropsContext): string => (ctx.resolvedUrl || '/').split('?', 1)[0] ?? '/';

const notFound = (ctx: GetServerSidePropsContext): PageLoadResult<BlogNotFoundProps> => ({
  props: { notFound: true, path: requestPath(ctx) },
  status: 404,
});

/** A URL key from a dynamic route parameter, or null when it is not one. */
export function routeKey(value: string | string[] | undefined): string | null {
  return typeof value === 'string' && value.length <= 200 && URL_KEY.test(value) ? value : null;
}

/**
 * Data of a lister page (all posts, a category's or a tag's): the page from `?page=`, 404 for a
 * malformed or empty page past the first, and for an unknown category or tag.
 */
export async function loadBlogLister(
  client: ServerQueryClient,
  ctx: GetServerSidePropsContext,
  scope: BlogListerScope | null,
): Promise<PageLoadResult<BlogListerProps | BlogNotFoundProps>> {
  const page = parsePageParam(ctx.query.page);
  if (page === null || scope === null) return notFound(ctx);
  const filter =
    scope.kind === 'category' ? { category_url_key: scope.urlKey } : scope.kind === 'tag' ? { tag_url_key: scope.urlKey } : null;
  const { data } = await client.query({ query: BlogPostListGetDocument, variables: { filter, currentPage: page } });
  if (!data) return notFound(ctx);
  if (scope.kind === 'category' && !data.blogCategories.some((c) => c.url_key === scope.urlKey)) return notFound(ctx);
  if (scope.kind === 'tag' && !data.blogTags.some((t) => t.url_key === scope.urlKey)) return notFound(ctx);
  if (page > 1 && page > data.blogPosts.page_info.total_pages) return notFound(ctx);
  return { props: { scope, listing: data.blogPosts, categories: data.blogCategories, tags: data.blogTags } };
}

/** Data of a post page; 404 when the storefront has no such post. */
export async function loadBlogPost(
  client: ServerQueryClient,
  ctx: GetServerSidePropsContext,
  urlKey: string | null,
): Promise<PageLoadResult<BlogPostProps | BlogNotFoundProps>> {
  if (urlKey === null) return notFound(ctx);
  const { data } = await client.query({ query: BlogPostGetDocument, variables: { urlKey } });
  return data?.blogPost ? { props: { post: data.blogPost } } : notFound(ctx);
}

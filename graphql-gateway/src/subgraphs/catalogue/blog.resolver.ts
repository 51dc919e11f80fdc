import { blogPostImage } from '@cadence/commerce/modules/content/blog.rules';
import { BLOG_PAGE_SIZE, blogListProblems, isBlogUrlKey } from '@cadence/commerce/modules/content/blog.rules';
import { toUrlKey } from '@cadence/commerce/modules/routing/routing.rules';
import type {
  BlogCategory as DomainCategory,
  BlogPost as DomainPost,
  BlogTag as DomainTag,
} from '@cadence/commerce/modules/content/blog.types';
import { GraphQLError } from 'graphql';
import { Arg, Ctx, FieldResolver, Int, Query, Resolver, Root } from 'type-graphql';
import type { CatalogueContext } from './catalogue.loaders';
import { BlogCategory, BlogPost, BlogPostFilterInput, BlogPosts, BlogTag } from './blog-post.type';

/**
 * A post as resolvers pass it on: the GraphQL fields but `content`, plus what the relations are
 * loaded by and the post itself, whose body is read (and so made safe, by commerce) only when
 * `content` is asked for.
 */
type BlogPostRoot = Omit<BlogPost, 'content'> & { categoryId: number; post: DomainPost };
type BlogPostsRoot = Omit<BlogPosts, 'items'> & { items: BlogPostRoot[] };

const toPostRoot = (p: DomainPost): BlogPostRoot => ({
  id: p.id,
  url_key: p.urlKey,
  title: p.title,
  excerpt: p.excerpt,
  author: p.author,
  published_at: p.publishedAt.toISOString(),
  meta_title: p.metaTitle,
  meta_description: p.metaDescription,
  image: blogPostImage(p),
  categoryId: p.categoryId,
  post: p,
});

const toCategory = (c: DomainCategory): BlogCategory => ({ id: c.id, url_key: c.urlKey, name: c.name });
const toTag = (t: DomainTag): BlogTag => ({ id: t.id, url_key: t.urlKey, name: t.name });

/** The blog (spec §2 /blog routes): content, so it lives in the catalogue subgraph with the CMS pages. */
@Resolver(() => BlogPost)
export class BlogResolver {
  @Query(() => BlogPosts, {
    description: "A page of blog posts in the caller's storefront, newest first, optionally of one category and/or tag.",
  })
  async blogPosts(
    @Ctx() ctx: CatalogueContext,
    @Arg('filter', () => BlogPostFilterInput, { nullable: true }) filter?: BlogPostFilterInput | null,
    @Arg('currentPage', () => Int, { nullable: true, defaultValue: 1, description: 'Page number, from 1.' })
    currentPage?: number | null,
    @Arg('pageSize', () => Int, { nullable: true, defaultValue: BLOG_PAGE_SIZE, description: 'Posts per page (1–48).' })
    pageSize?: number | null,
  ): Promise<BlogPostsRoot> {
    const args = { currentPage, pageSize, categoryUrlKey: filter?.category_url_key, tagUrlKey: filter?.tag_url_key };
    const problems = blogListProblems(args);
    if (problems.length) throw new GraphQLError(problems.join(' '), { extensions: { code: 'BAD_USER_INPUT' } });
    const page = await ctx.commerce.blog.listPosts(ctx.commerce.blog.listQuery({ store: ctx.store, ...args }));
    for (const post of page.items) {
      ctx.loaders.blogPostById.prime(post.id, post);
      ctx.loaders.blogPostByUrlKey.prime(post.urlKey, post);
    }
    return {
      items: page.items.map(toPostRoot),
      total_count: page.total,
      page_info: { current_page: page.page, page_size: page.size, total_pages: page.totalPages },
    };
  }

  @Query(() => BlogPost, { nullable: true, description: "A blog post of the caller's storefront by URL key (null when none)." })
  async blogPost(@Ctx() ctx: CatalogueContext, @Arg('urlKey', () => String) urlKey: string): Promise<BlogPostRoot | null> {
    const key = toUrlKey(urlKey);
    if (key === null || !isBlogUrlKey(key)) return null;
    const post = await ctx.loaders.blogPostByUrlKey.load(key);
    return post ? toPostRoot(post) : null;
  }

  @Query(() => [BlogCategory], { description: "Every blog category, named and sorted in the caller's storefront language." })
  async blogCategories(@Ctx() ctx: CatalogueContext): Promise<BlogCategory[]> {
    return (await ctx.commerce.blog.categories(ctx.store)).map(toCategory);
  }

  @Query(() => [BlogTag], { description: "Every blog tag, named and sorted in the caller's storefront language." })
  async blogTags(@Ctx() ctx: CatalogueContext): Promise<BlogTag[]> {
    return (await ctx.commerce.blog.tags(ctx.store)).map(toTag);
  }

  /**
   * The body, read only here: reading it is what makes it safe (commerce's blog service), so a
   * lister that does not ask for it does not pay for it.
   */
  @FieldResolver(() => String)
  content(@Root() post: BlogPostRoot): string {
    return post.post.body;
  }

  @FieldResolver(() => BlogCategory, { nullable: true, description: 'The category the post is filed under.' })
  async category(@Root() post: BlogPostRoot, @Ctx() ctx: CatalogueContext): Promise<BlogCategory | null> {
    const category = await ctx.loaders.blogCategoryById.load(post.categoryId);
    return category ? toCategory(category) : null;
  }

  @FieldResolver(() => [BlogTag], { description: 'The tags of the post, sorted by name.' })
  async tags(@Root() post: BlogPostRoot, @Ctx() ctx: CatalogueContext): Promise<BlogTag[]> {
    return (await ctx.loaders.blogPostTags.load(post.id)).map(toTag);
  }

  @FieldResolver(() => BlogPost, { nullable: true, description: 'The post published just before this one (older), if any.' })
  async previous_post(@Root() post: BlogPostRoot, @Ctx() ctx: CatalogueContext): Promise<BlogPostRoot | null> {
    const { olderId } = await ctx.loaders.blogPostNeighbours.load(post.id);
    const older = olderId === null ? null : await ctx.loaders.blogPostById.load(olderId);
    return older ? toPostRoot(older) : null;
  }

  @FieldResolver(() => BlogPost, { nullable: true, description: 'The post published just after this one (newer), if any.' })
  async next_post(@Root() post: BlogPostRoot, @Ctx() ctx: CatalogueContext): Promise<BlogPostRoot | null> {
    const { newerId } = await ctx.loaders.blogPostNeighbours.load(post.id);
    const newer = newerId === null ? null : await ctx.loaders.blogPostById.load(newerId);
    return newer ? toPostRoot(newer) : null;
  }
}

import type { GetServerSideProps } from 'next';
import { loadBlogPost, routeKey, type BlogNotFoundProps, type BlogPostProps } from '../../src/features/content/blog/blog.load';
import { BlogNotFound } from '../../src/features/content/blog/components/blog-not-found/blog-not-found';
import { BlogPost } from '../../src/features/content/blog/components/blog-post/blog-post';
import type { StorefrontPage } from '../../src/shared/page';
import { shopperPage } from '../../src/application/shopper-page';

type Props = BlogPostProps | BlogNotFoundProps;

/** A blog post (spec §2 /blog/{slug}); 404 when the storefront has no such post. */
const BlogPostPage: StorefrontPage<Props> = (props) =>
  props.notFound ? <BlogNotFound path={props.path} /> : <BlogPost {...props} />;

export const getServerSideProps: GetServerSideProps<Props> = (ctx) =>
  shopperPage<Props>(ctx, {
    shared: true,
    namespaces: ['blog'],
    load: (client) => loadBlogPost(client, ctx, routeKey(ctx.params?.slug)),
  });

export default BlogPostPage;

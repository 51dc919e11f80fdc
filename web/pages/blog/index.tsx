import type { GetServerSideProps } from 'next';
import { loadBlogLister, type BlogListerProps, type BlogNotFoundProps } from '../../src/features/content/blog/blog.load';
import { BlogLister } from '../../src/features/content/blog/components/blog-lister/blog-lister';
import { BlogNotFound } from '../../src/features/content/blog/components/blog-not-found/blog-not-found';
import type { StorefrontPage } from '../../src/shared/page';
import { shopperPage } from '../../src/application/shopper-page';

type Props = BlogListerProps | BlogNotFoundProps;

/** The blog lister (spec §2 /blog): every post, newest first, page by page. */
const BlogIndexPage: StorefrontPage<Props> = (props) =>
  props.notFound ? <BlogNotFound path={props.path} /> : <BlogLister {...props} />;

export const getServerSideProps: GetServerSideProps<Props> = (ctx) =>
  shopperPage<Props>(ctx, { shared: true, namespaces: ['blog'], load: (client) => loadBlogLister(client, ctx, { kind: 'all' }) });

export default BlogIndexPage;

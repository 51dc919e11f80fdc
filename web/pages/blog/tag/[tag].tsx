import type { GetServerSideProps } from 'next';
import {
  loadBlogLister,
  routeKey,
  type BlogListerProps,
  type BlogNotFoundProps,
} from '../../../src/features/content/blog/blog.load';
import { BlogLister } from '../../../src/features/content/blog/components/blog-lister/blog-lister';
import { BlogNotFound } from '../../../src/features/content/blog/components/blog-not-found/blog-not-found';
import type { StorefrontPage } from '../../../src/shared/page';
import { shopperPage } from '../../../src/application/shopper-page';

type Props = BlogListerProps | BlogNotFoundProps;

/** A blog tag's lister (spec §2 /blog/tag/{tag}); 404 for an unknown tag. */
const BlogTagPage: StorefrontPage<Props> = (props) =>
  props.notFound ? <BlogNotFound path={props.path} /> : <BlogLister {...props} />;

export const getServerSideProps: GetServerSideProps<Props> = (ctx) => {
  const urlKey = routeKey(ctx.params?.tag);
  return shopperPage<Props>(ctx, {
    shared: true,
    namespaces: ['blog'],
    load: (client) => loadBlogLister(client, ctx, urlKey === null ? null : { kind: 'tag', urlKey }),
  });
};

export default BlogTagPage;

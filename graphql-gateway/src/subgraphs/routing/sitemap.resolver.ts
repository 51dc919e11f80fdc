import { GraphQLError } from 'graphql';
import { Arg, Ctx, Query, Resolver } from 'type-graphql';
import type { RoutingContext } from './routing.loaders';
import { isStoreCode, STORE_CODES } from '@cadence/server-kit/storefronts';
import { SitemapEntry } from './sitemap-entry.type';

@Resolver()
export class SitemapResolver {
  @Query(() => [SitemapEntry], {
    description:
      "Every indexable page of a storefront (home, categories, products, CMS pages, blog) with its hreflang alternates and last change where known: what sitemap.xml lists. `store` defaults to the caller's storefront.",
  })
  async sitemapEntries(
    @Ctx() ctx: RoutingContext,
    @Arg('store', () => String, { nullable: true, description: 'Storefront code: en-GB or de-DE.' }) store?: string | null,
  ): Promise<SitemapEntry[]> {
    if (store != null && !isStoreCode(store)) {
      throw new GraphQLError(`Unknown store "${store.slice(0, 20)}": use one of ${STORE_CODES.join(', ')}.`, {
        extensions: { code: 'BAD_USER_INPUT', argumentName: 'store' },
      });
    }
    const entries = await ctx.commerce.sitemap.sitemapEntries(store ?? ctx.store, STORE_CODES);
    return entries.map((e) => ({
      url_path: e.urlPath,
      page_type: e.pageType,
      lastmod: e.lastModified ? e.lastModified.toISOString() : null,
      alternates: e.alternates.map((a) => ({ store: a.store, url_path: a.urlPath })),
    }));
  }
}

import { Arg, Ctx, Query, Resolver } from 'type-graphql';
import type { RoutingContext } from './routing.loaders';
import { UrlInfo } from './url-info.type';

@Resolver()
export class RoutingResolver {
  @Query(() => UrlInfo, { description: "Resolves a URL key (path without outer slashes) in the caller's storefront." })
  async getUrlInfo(@Ctx() ctx: RoutingContext, @Arg('urlKey', () => String) urlKey: string): Promise<UrlInfo> {
    if (urlKey.length > 2048) return { redirect_url: null, page_status: 404, page_type: null, entity_id: null };
    return ctx.loaders.urlInfo.load({ store: ctx.store, urlKey });
  }
}

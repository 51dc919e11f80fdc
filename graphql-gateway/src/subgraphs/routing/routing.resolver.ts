import { Arg, Ctx, Query, Resolver } from 'type-graphql';
import type { RoutingContext } from './routing.loaders';
import { UrlInfo } from './url-info.type';

@Resolver()
export class RoutingResolver {
  @Query(() => UrlInfo, { description: "Resolves a URL key (path without outer slashes) in the caller's storefront." })
  async getUrlInfo(@Ctx() ctx: RoutingContext, @Arg('urlKey', () => String) urlKey: string): Promise<UrlInfo> {
    // The service reads the key (toRequestPath): too long, or a control character, is simply 404.
    return ctx.loaders.urlInfo.load({ store: ctx.store, urlKey });
  }
}

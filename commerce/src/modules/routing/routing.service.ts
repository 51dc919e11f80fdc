import type { RewriteKey, RoutingRepository } from './routing.repository';
import { matchToUrlInfo, toRequestPath, toUrlInfo } from './routing.rules';
import type { PageType, UrlInfo } from './routing.types';

/**
 * Resolves URLs that are not in the rewrite table (the blog's /blog/... URLs): a page type and
 * entity per (store, request path), or null when the path is not one of them or names nothing.
 */
export type RouteResolver = {
  resolveRoutes(
    keys: readonly { store: string; requestPath: string }[],
  ): Promise<({ pageType: PageType; entityId: number | null } | null)[]>;
};

/** Resolves storefront URL keys to page types and redirects (getUrlInfo). */
export class RoutingService {
  constructor(
    private readonly repository: RoutingRepository,
    private readonly blog?: RouteResolver,
  ) {}

  /**
   * Batch form for DataLoader: one UrlInfo per (store, urlKey), in order. The rewrite table wins
   * (so a blog URL can still be redirected); paths it does not know are asked of the blog.
   */
  async getUrlInfos(keys: readonly { store: string; urlKey: string }[]): Promise<UrlInfo[]> {
    const paths = keys.map((k) => ({ store: k.store, requestPath: toRequestPath(k.urlKey) }));
    // A key that names no page (null) is not looked up: it is not found, like any unknown URL.
    const lookups = paths.filter((p): p is RewriteKey => p.requestPath !== null);
    const rewrites = await this.repository.findRewrites(lookups);
    const unknown = lookups.filter((_, i) => rewrites[i] === null);
    const matches = this.blog && unknown.length ? await this.blog.resolveRoutes(unknown) : [];
    let nextRewrite = 0;
    let nextMatch = 0;
    return paths.map(({ requestPath }) => {
      if (requestPath === null) return toUrlInfo(null);
      const rewrite = rewrites[nextRewrite++] ?? null;
      return rewrite !== null ? toUrlInfo(rewrite) : matchToUrlInfo(matches[nextMatch++] ?? null);
    });
  }
}

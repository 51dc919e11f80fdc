import type { RoutingRepository } from './routing.repository';
import { toRequestPath, toUrlInfo } from './routing.rules';
import type { UrlInfo } from './routing.types';

/** Resolves storefront URL keys to page types and redirects (getUrlInfo). */
export class RoutingService {
  constructor(private readonly repository: RoutingRepository) {}

  /** Batch form for DataLoader: one UrlInfo per (store, urlKey), in order. */
  async getUrlInfos(keys: readonly { store: string; urlKey: string }[]): Promise<UrlInfo[]> {
    const lookups = keys.map((k) => ({ store: k.store, requestPath: toRequestPath(k.urlKey) }));
    const rewrites = await this.repository.findRewrites(lookups);
    return rewrites.map((r) => toUrlInfo(r));
  }
}

import type { Commerce } from '@cadence/commerce/commerce';
import type { UrlInfo } from '@cadence/commerce/modules/routing/routing.types';
import DataLoader from 'dataloader';
import type { SubgraphContext } from '../../shared/context';

/**
 * The routing subgraph's per-request DataLoaders: every list field and every __resolveReference goes
 * through one, so a request costs a bounded number of statements however many entities it touches.
 */
export type RoutingLoaders = {
  urlInfo: DataLoader<{ store: string; urlKey: string }, UrlInfo, string>;
};

/** What the routing subgraph's resolvers see. */
export type RoutingContext = SubgraphContext<RoutingLoaders>;

export function createRoutingLoaders(commerce: Commerce): RoutingLoaders {
  return {
    urlInfo: new DataLoader((keys) => commerce.routing.getUrlInfos(keys), { cacheKeyFn: (k) => `${k.store}|${k.urlKey}` }),
  };
}

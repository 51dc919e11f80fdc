import type { Commerce } from '@cadence/commerce/commerce';
import type { Country } from '@cadence/commerce/modules/store/store.types';
import DataLoader from 'dataloader';
import type { SubgraphContext } from '../../shared/context';

/**
 * The store subgraph's per-request DataLoaders: every list field and every __resolveReference goes
 * through one, so a request costs a bounded number of statements however many entities it touches.
 */
export type StoreLoaders = {
  countryByCode: DataLoader<string, Country | null>;
  /** Feature flags by key: one read per request however many fields ask. */
  featureEnabled: DataLoader<string, boolean>;
};

/** What the store subgraph's resolvers see. */
export type StoreContext = SubgraphContext<StoreLoaders>;

export function createStoreLoaders(commerce: Commerce): StoreLoaders {
  return {
    countryByCode: new DataLoader((codes) => commerce.store.findCountries(codes)),
    featureEnabled: new DataLoader(async (keys) => {
      const flags = await commerce.store.listFeatureFlags();
      return keys.map((key) => flags.find((f) => f.key === key)?.enabled ?? false);
    }),
  };
}

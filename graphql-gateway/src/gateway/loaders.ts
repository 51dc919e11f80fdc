import type { Commerce } from '@cadence/commerce/commerce';
import type { CmsPage } from '@cadence/commerce/modules/content/content.types';
import type { UrlInfo } from '@cadence/commerce/modules/routing/routing.types';
import type { Country } from '@cadence/commerce/modules/store/store.types';
import DataLoader from 'dataloader';

/**
 * Per-request DataLoaders: every list field and every __resolveReference goes through one, so a
 * request costs a bounded number of statements however many entities it touches.
 */
export type Loaders = {
  countryByCode: DataLoader<string, Country | null>;
  cmsPage: DataLoader<{ store: string; identifier: string }, CmsPage | null, string>;
  urlInfo: DataLoader<{ store: string; urlKey: string }, UrlInfo, string>;
  /** Feature flags by key: one read per request however many fields ask. */
  featureEnabled: DataLoader<string, boolean>;
};

export function createLoaders(commerce: Commerce): Loaders {
  return {
    countryByCode: new DataLoader((codes) => commerce.store.findCountries(codes)),
    cmsPage: new DataLoader((keys) => commerce.content.findPages(keys), { cacheKeyFn: (k) => `${k.store}|${k.identifier}` }),
    urlInfo: new DataLoader((keys) => commerce.routing.getUrlInfos(keys), { cacheKeyFn: (k) => `${k.store}|${k.urlKey}` }),
    featureEnabled: new DataLoader(async (keys) => {
      const flags = await commerce.store.listFeatureFlags();
      return keys.map((key) => flags.find((f) => f.key === key)?.enabled ?? false);
    }),
  };
}

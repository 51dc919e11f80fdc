import type { Country } from '@cadence/commerce/modules/store/store.types';
import type { StoreContext } from './store.loaders';

/** Other subgraphs reference a country by code; resolved through the per-request loader. */
export const countryConfigReference = {
  CountryConfig: {
    __resolveReference: (ref: { code: string }, ctx: StoreContext): Promise<Country | null> =>
      ctx.loaders.countryByCode.load(ref.code),
  },
};

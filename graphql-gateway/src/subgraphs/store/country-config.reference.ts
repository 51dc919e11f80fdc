import type { Country } from '@cadence/commerce/modules/store/store.types';
import type { GatewayContext } from '../../gateway/context';

/** Other subgraphs reference a country by code; resolved through the per-request loader. */
export const countryConfigReference = {
  CountryConfig: {
    __resolveReference: (ref: { code: string }, ctx: GatewayContext): Promise<Country | null> =>
      ctx.loaders.countryByCode.load(ref.code),
  },
};

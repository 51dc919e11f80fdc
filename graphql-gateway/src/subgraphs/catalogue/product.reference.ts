import type { GatewayContext } from '../../gateway/context';
import { toProductRoot, type ProductRoot } from './catalogue.mappers';

/** Other subgraphs (the cart, later) reference a product by SKU; resolved in one batch per request. */
export const productReference = {
  ProductItem: {
    __resolveReference: async (ref: { sku: string }, ctx: GatewayContext): Promise<ProductRoot | null> => {
      const product = await ctx.loaders.productBySku.load(ref.sku);
      return product ? toProductRoot(product) : null;
    },
  },
};

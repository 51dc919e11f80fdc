import type { CatalogueContext } from './catalogue.loaders';
import { toProductRoot, type ProductRoot } from './catalogue.mappers';

/** Other subgraphs (the cart, later) reference a product by SKU; resolved in one batch per request. */
export const productReference = {
  ProductItem: {
    __resolveReference: async (ref: { sku: string }, ctx: CatalogueContext): Promise<ProductRoot | null> => {
      const product = await ctx.loaders.productBySku.load(ref.sku);
      return product ? toProductRoot(product) : null;
    },
  },
};

import type { GraphQLSchema } from 'graphql';
import { buildTypeGraphqlSubgraph } from '../../shared/build-subgraph-schema';
import { BlogResolver } from './blog.resolver';
import { CategoryResolver } from './category.resolver';
import { ConfiguratorResolver } from './configurator.resolver';
import { ContentResolver } from './content.resolver';
import { ProductDetailResolver } from './product-detail.resolver';
import { productReference } from './product.reference';
import { ProductResolver, ProductsResolver } from './product.resolver';
import { SearchResolver } from './search.resolver';

/**
 * The catalogue subgraph: categories, products (listings, facets, product pages, search), CMS content, the blog
 * and the v2 bike configurator (its options are catalogue data: bundle selections priced like products).
 */
export const buildCatalogueSubgraph = (): Promise<GraphQLSchema> =>
  buildTypeGraphqlSubgraph(
    [
      CategoryResolver,
      ProductsResolver,
      ProductResolver,
      ContentResolver,
      ProductDetailResolver,
      BlogResolver,
      SearchResolver,
      ConfiguratorResolver,
    ],
    productReference,
  );

import type { GraphQLSchema } from 'graphql';
import { buildTypeGraphqlSubgraph } from '../../shared/build-subgraph-schema';
import { countryConfigReference } from './country-config.reference';
import { StoreResolver } from './store.resolver';
import { CollectionScreenResolver } from './collection-screen.resolver';

/** The store subgraph: countries, shopper location, store networks, feature flags, the collection screen. */
export const buildStoreSubgraph = (): Promise<GraphQLSchema> =>
  buildTypeGraphqlSubgraph([StoreResolver, CollectionScreenResolver], countryConfigReference);

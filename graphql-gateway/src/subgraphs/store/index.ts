import type { GraphQLSchema } from 'graphql';
import { buildTypeGraphqlSubgraph } from '../../shared/build-subgraph-schema';
import { countryConfigReference } from './country-config.reference';
import { StoreResolver } from './store.resolver';

/** The store subgraph: countries, shopper location, store networks, feature flags. */
export const buildStoreSubgraph = (): Promise<GraphQLSchema> => buildTypeGraphqlSubgraph([StoreResolver], countryConfigReference);

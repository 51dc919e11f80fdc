import type { GraphQLSchema } from 'graphql';
import { buildTypeGraphqlSubgraph } from '../../shared/build-subgraph-schema';
import { RoutingResolver } from './routing.resolver';

/** The routing subgraph: URL keys to page types and redirects. */
export const buildRoutingSubgraph = (): Promise<GraphQLSchema> => buildTypeGraphqlSubgraph([RoutingResolver]);

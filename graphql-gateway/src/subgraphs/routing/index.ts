import type { GraphQLSchema } from 'graphql';
import { buildTypeGraphqlSubgraph } from '../../shared/build-subgraph-schema';
import { RoutingResolver } from './routing.resolver';
import { SitemapResolver } from './sitemap.resolver';

/** The routing subgraph: URL keys to page types and redirects, and the sitemap's pages. */
export const buildRoutingSubgraph = (): Promise<GraphQLSchema> => buildTypeGraphqlSubgraph([RoutingResolver, SitemapResolver]);

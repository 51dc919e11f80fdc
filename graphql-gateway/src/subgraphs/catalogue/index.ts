import type { GraphQLSchema } from 'graphql';
import { buildTypeGraphqlSubgraph } from '../../shared/build-subgraph-schema';
import { ContentResolver } from './content.resolver';

/** The catalogue subgraph: CMS content now; categories and products join it with the catalogue. */
export const buildCatalogueSubgraph = (): Promise<GraphQLSchema> => buildTypeGraphqlSubgraph([ContentResolver]);

import type { GraphQLSchema } from 'graphql';
import { buildTypeGraphqlSubgraph } from '../../shared/build-subgraph-schema';
import { MenusResolver } from './menus.resolver';

/** The menus subgraph: header and footer menus, social links. */
export const buildMenusSubgraph = (): Promise<GraphQLSchema> => buildTypeGraphqlSubgraph([MenusResolver]);

import type { GraphQLSchema } from 'graphql';
import type { SubgraphName } from '../env';
import { buildCartSubgraph } from './cart';
import { buildCatalogueSubgraph } from './catalogue';
import { buildCustomerSubgraph } from './customer';
import { buildFinanceSubgraph } from './finance';
import { buildMenusSubgraph } from './menus';
import { buildRoutingSubgraph } from './routing';
import { buildStoreSubgraph } from './store';

/** Every subgraph by name; the composition root decides which run in-process. */
export const SUBGRAPH_BUILDERS: Record<SubgraphName, () => Promise<GraphQLSchema>> = {
  routing: buildRoutingSubgraph,
  menus: buildMenusSubgraph,
  store: buildStoreSubgraph,
  catalogue: buildCatalogueSubgraph,
  customer: buildCustomerSubgraph,
  cart: buildCartSubgraph,
  finance: buildFinanceSubgraph,
};

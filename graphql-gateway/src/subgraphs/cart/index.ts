import type { GraphQLSchema } from 'graphql';
import { buildTypeGraphqlSubgraph } from '../../shared/build-subgraph-schema';
import { cartReference } from './cart.reference';
import { CartResolver } from './cart.resolver';

/** The cart subgraph: guest and customer carts, coupons, merge and the delivery information. */
export const buildCartSubgraph = (): Promise<GraphQLSchema> => buildTypeGraphqlSubgraph([CartResolver], cartReference);

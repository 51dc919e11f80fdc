import type { GraphQLSchema } from 'graphql';
import { buildTypeGraphqlSubgraph } from '../../shared/build-subgraph-schema';
import { cartReference } from './cart.reference';
import { CartResolver } from './cart.resolver';
import { CheckoutResolver } from './checkout.resolver';

/** The cart subgraph: guest and customer carts, coupons, merge, the delivery information and checkout. */
export const buildCartSubgraph = (): Promise<GraphQLSchema> =>
  buildTypeGraphqlSubgraph([CartResolver, CheckoutResolver], cartReference);

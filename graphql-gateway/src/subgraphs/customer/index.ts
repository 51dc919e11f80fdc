import type { GraphQLSchema } from 'graphql';
import { buildTypeGraphqlSubgraph } from '../../shared/build-subgraph-schema';
import { AccountResolver } from './account.resolver';
import { CustomerOrderResolver, CustomerResolver } from './customer.resolver';
import { PersonalResolver } from './personal.resolver';
import { SessionResolver } from './session.resolver';

/** The customer subgraph: sessions, profile, address book, orders and saved designs of the signed-in customer. */
export const buildCustomerSubgraph = (): Promise<GraphQLSchema> =>
  buildTypeGraphqlSubgraph([CustomerResolver, CustomerOrderResolver, SessionResolver, AccountResolver, PersonalResolver]);

import type { GraphQLSchema } from 'graphql';
import { buildTypeGraphqlSubgraph } from '../../shared/build-subgraph-schema';
import { FinanceResolver } from './finance.resolver';

/** The finance subgraph: the lender's products and deposits and the calculator (shoppers in GB). */
export const buildFinanceSubgraph = (): Promise<GraphQLSchema> => buildTypeGraphqlSubgraph([FinanceResolver]);

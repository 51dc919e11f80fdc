import type { GraphQLSchema } from 'graphql';
import { buildTypeGraphqlSubgraph } from '../../shared/build-subgraph-schema';
import { CycleToWorkResolver } from './cycle-to-work.resolver';
import { FinanceResolver } from './finance.resolver';

/**
 * The finance subgraph: the lender's products and deposits and the calculator, and Cycle to Work
 * (providers, savings, quotes); for shoppers in GB.
 */
export const buildFinanceSubgraph = (): Promise<GraphQLSchema> =>
  buildTypeGraphqlSubgraph([FinanceResolver, CycleToWorkResolver]);

import type { ApolloServerPlugin } from '@apollo/server';
import { GraphQLError } from 'graphql';
import { operationCost } from './query-cost';

/**
 * Refuses, before anything executes, an operation whose cost exceeds `maxCost`: every object it can
 * answer, multiplied by the sizes of the lists it sits in (see query-cost.ts).
 */
export function costLimitPlugin(maxCost: number): ApolloServerPlugin {
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ request, document, schema }) {
          const cost = operationCost(schema, document, request.operationName, request.variables);
          if (cost > maxCost) {
            throw new GraphQLError(
              `Query is too expensive: it could answer ${cost} objects, over the limit of ${maxCost}. Ask for smaller pages or fewer nested lists.`,
              { extensions: { code: 'QUERY_TOO_EXPENSIVE', cost, maxCost, http: { status: 400 } } },
            );
          }
        },
      };
    },
  };
}

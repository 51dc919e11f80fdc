import type { ApolloServerPlugin } from '@apollo/server';
import { GraphQLError } from 'graphql';
import { getComplexity, simpleEstimator } from 'graphql-query-complexity';

/** Rejects operations whose estimated cost (1 per field) exceeds `maxCost`. */
export function costLimitPlugin(maxCost: number): ApolloServerPlugin {
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ request, document, schema }) {
          const cost = getComplexity({
            schema,
            query: document,
            variables: request.variables ?? {},
            operationName: request.operationName,
            estimators: [simpleEstimator({ defaultComplexity: 1 })],
          });
          if (cost > maxCost) {
            throw new GraphQLError(`Query is too expensive: cost ${cost} exceeds the limit of ${maxCost}.`, {
              extensions: { code: 'QUERY_TOO_EXPENSIVE', http: { status: 400 } },
            });
          }
        },
      };
    },
  };
}

/**
 * Logs unexpected errors (not validation or user input) with the request id, so a shopper sees
 * a generic message and operations can find the cause.
 */
export function errorLoggingPlugin(): ApolloServerPlugin<{ requestId: string }> {
  const expected = new Set([
    'GRAPHQL_VALIDATION_FAILED',
    'GRAPHQL_PARSE_FAILED',
    'BAD_USER_INPUT',
    'QUERY_TOO_EXPENSIVE',
    'PERSISTED_QUERY_NOT_FOUND',
    // Expected outcomes of the customer capability, answered to the shopper in their language.
    'UNAUTHENTICATED',
    'INVALID_CREDENTIALS',
    'EMAIL_TAKEN',
    'INVALID_PASSWORD',
    'RESET_TOKEN_INVALID',
    'RATE_LIMITED',
    'NOT_FOUND',
  ]);
  return {
    async requestDidStart({ contextValue }) {
      return {
        async didEncounterErrors({ errors }) {
          for (const error of errors) {
            const code = error.extensions?.code;
            if (typeof code === 'string' && expected.has(code)) continue;
            console.error(`[gateway] request ${contextValue.requestId}:`, error.originalError ?? error);
          }
        },
      };
    },
  };
}

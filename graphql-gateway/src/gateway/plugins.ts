import type { ApolloServerPlugin } from '@apollo/server';
import { GraphQLError, type DocumentNode, type GraphQLSchema } from 'graphql';
import { operationCost } from './query-cost';

/** Variable sets remembered per document: a page's few shapes, not every search a caller types. */
const COSTS_PER_DOCUMENT = 64;
const MAX_REMEMBERED_KEY = 2048;

/**
 * The cost of an operation, remembered per schema, parsed document (Apollo keeps one per query text)
 * and variables: the storefront sends the same few documents with the same variables, and the cost
 * walk was ~5 % of a response-cache hit.
 */
const costs = new WeakMap<GraphQLSchema, WeakMap<DocumentNode, Map<string, number>>>();
export function rememberedCost(
  schema: GraphQLSchema,
  document: DocumentNode,
  operationName: string | null | undefined,
  variables: Record<string, unknown> | undefined,
): number {
  let bySchema = costs.get(schema);
  if (!bySchema) costs.set(schema, (bySchema = new WeakMap()));
  let byVariables = bySchema.get(document);
  if (!byVariables) bySchema.set(document, (byVariables = new Map()));
  const key = `${operationName ?? ''}\u0000${JSON.stringify(variables ?? {})}`;
  let cost = byVariables.get(key);
  if (cost === undefined) {
    cost = operationCost(schema, document, operationName, variables);
    // Large variable sets (a caller's long search, a hostile payload) are counted, not remembered.
    if (key.length > MAX_REMEMBERED_KEY) return cost;
    if (byVariables.size >= COSTS_PER_DOCUMENT) byVariables.delete(byVariables.keys().next().value as string);
    byVariables.set(key, cost);
  }
  return cost;
}

/**
 * Refuses, before anything executes, an operation whose cost exceeds `maxCost`: every object it can
 * answer, multiplied by the sizes of the lists it sits in (see query-cost.ts).
 */
export function costLimitPlugin(maxCost: number): ApolloServerPlugin {
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ request, document, schema }) {
          const cost = rememberedCost(schema, document, request.operationName, request.variables);
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

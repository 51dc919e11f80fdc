import type { ApolloServerPlugin } from '@apollo/server';
import { GraphQLError, getVariableValues, type DocumentNode, type GraphQLSchema, type OperationDefinitionNode } from 'graphql';
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
  limit = Infinity,
): number {
  let bySchema = costs.get(schema);
  if (!bySchema) costs.set(schema, (bySchema = new WeakMap()));
  let byVariables = bySchema.get(document);
  if (!byVariables) bySchema.set(document, (byVariables = new Map()));
  // The limit is in the key: a walk stopped past one limit is no answer for another.
  const key = `${operationName ?? ''}\u0000${limit}\u0000${JSON.stringify(variables ?? {})}`;
  let cost = byVariables.get(key);
  if (cost === undefined) {
    cost = operationCost(schema, document, operationName, variables, limit);
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
          // The walk stops once past the limit: the figure is then "at least".
          const cost = rememberedCost(schema, document, request.operationName, request.variables, maxCost);
          if (cost > maxCost) {
            const figure = Number.isFinite(cost) ? `${cost} objects or more` : 'more objects than can be counted';
            throw new GraphQLError(
              `Query is too expensive: it could answer ${figure}, over the limit of ${maxCost}. Ask for smaller pages or fewer nested lists.`,
              {
                extensions: {
                  code: 'QUERY_TOO_EXPENSIVE',
                  cost: Number.isFinite(cost) ? cost : null,
                  maxCost,
                  http: { status: 400 },
                },
              },
            );
          }
        },
      };
    },
  };
}

/** The most values (list items, object fields, scalars) one request's variables may hold. The largest
 * real input, 50 saved designs with their builds, is about 2,500. */
export const MAX_VARIABLE_VALUES = 5_000;
/** Past this many values, the variables are checked here, stopping at the first error. */
const CHECKED_FROM_VALUES = 200;

/** How many values `value` holds, counting no further than `limit + 1`. */
export function countValues(value: unknown, limit: number): number {
  let count = 0;
  const stack: unknown[] = [value];
  while (stack.length && count <= limit) {
    const next = stack.pop();
    count++;
    if (Array.isArray(next)) for (const item of next) stack.push(item);
    else if (next !== null && typeof next === 'object') for (const item of Object.values(next)) stack.push(item);
  }
  return count;
}

/**
 * Refuses oversized or invalid variables before the gateway coerces them. The gateway reports every
 * invalid value, without limit: 10,000 wrong list items cost ~5 s of its only thread and a 2 MB
 * answer, and stalled every other shopper meanwhile. Here a request with more than
 * MAX_VARIABLE_VALUES values is refused outright, and a large one is coerced by graphql-js with an
 * error limit, answering its first error (the same message the gateway would give).
 */
export function variablesGuardPlugin(maxValues = MAX_VARIABLE_VALUES): ApolloServerPlugin {
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ request, operation, schema }) {
          const variables = request.variables;
          if (!variables) return;
          const values = countValues(variables, maxValues);
          if (values > maxValues) {
            throw new GraphQLError(`Too many values in the variables: at most ${maxValues}.`, {
              extensions: { code: 'BAD_USER_INPUT', http: { status: 400 } },
            });
          }
          if (values < CHECKED_FROM_VALUES) return;
          const definitions = (operation as OperationDefinitionNode | undefined)?.variableDefinitions ?? [];
          const { errors } = getVariableValues(schema, definitions, variables, { maxErrors: 1 });
          const first = errors?.[0];
          if (first) {
            throw new GraphQLError(first.message, {
              nodes: first.nodes,
              extensions: { code: 'BAD_USER_INPUT', http: { status: 400 } },
            });
          }
        },
      };
    },
  };
}

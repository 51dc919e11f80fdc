import type { ApolloServerPlugin } from '@apollo/server';
import { GraphQLError, getVariableValues, type DocumentNode, type GraphQLSchema, type OperationDefinitionNode } from 'graphql';
import { logger } from '../ops/logger';
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
 * answer, multiplied by the sizes of the lists it sits in (see query-cost.ts). Apollo runs every
 * plugin's didResolveOperation together, so the variables guard placed before this one does not stop
 * the walk: the walk checks the guard's bounds itself first (its memo key and the coercion recurse
 * into the variables; 4,500 nested lists overflowed the stack, a 500), and anything the walk throws
 * all the same is the request's fault to the client, a 400, not an error of ours. `maxValues` is the
 * guard's own bound (hardening.ts: a subgraph's is larger).
 */
export function costLimitPlugin(maxCost: number, maxValues = MAX_VARIABLE_VALUES): ApolloServerPlugin {
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ request, document, schema }) {
          const refused = variablesRefusal(request.variables, maxValues);
          if (refused) throw refused;
          let cost: number;
          try {
            // The walk stops once past the limit: the figure is then "at least".
            cost = rememberedCost(schema, document, request.operationName, request.variables, maxCost);
          } catch (error) {
            // Kept in sight (a fault of the walk's would show here), without the error log of a fault.
            logger().warn({ err: error }, 'the cost walk failed on a request: refused as bad input');
            throw new GraphQLError(
              'The cost of this operation could not be worked out from its variables. Check them and try again.',
              {
                extensions: { code: 'BAD_USER_INPUT', http: { status: 400 } },
              },
            );
          }
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
/**
 * The most levels of lists and objects a request's variables may nest, the variables object itself
 * not counted. The shop's own inputs nest a handful (a cart's addresses with their street lines);
 * every walk over variables (findControlCharacter, the cost memo's key) stays within this.
 */
export const MAX_VARIABLE_DEPTH = 32;
/** Past this many values, the variables are checked here, stopping at the first error. */
const CHECKED_FROM_VALUES = 200;

/**
 * How many values `value` holds, counting no further than `limit + 1`, and how deeply its lists and
 * objects nest below it, measuring no further than `maxDepth + 1`. Iterative: the point is to be
 * safe on what would overflow a recursive walk.
 */
export function measureValues(value: unknown, limit: number, maxDepth = MAX_VARIABLE_DEPTH): { values: number; depth: number } {
  let values = 0;
  let deepest = 0;
  const stack: [unknown, number][] = [[value, 0]];
  while (stack.length && values <= limit && deepest <= maxDepth) {
    const [next, depth] = stack.pop()!;
    values++;
    if (next === null || typeof next !== 'object') continue;
    deepest = Math.max(deepest, depth);
    for (const item of Array.isArray(next) ? next : Object.values(next)) stack.push([item, depth + 1]);
  }
  return { values, depth: deepest };
}

/**
 * The variables guard's bounds: the refusal of variables with more than `maxValues` values or
 * nested deeper than MAX_VARIABLE_DEPTH, or null.
 */
export function variablesRefusal(
  variables: Record<string, unknown> | undefined,
  maxValues = MAX_VARIABLE_VALUES,
): GraphQLError | null {
  if (!variables) return null;
  const { values, depth } = measureValues(variables, maxValues);
  const refuse = (message: string) =>
    new GraphQLError(message, { extensions: { code: 'BAD_USER_INPUT', http: { status: 400 } } });
  if (values > maxValues) return refuse(`Too many values in the variables: at most ${maxValues}.`);
  if (depth > MAX_VARIABLE_DEPTH)
    return refuse(`Variables nested too deeply: at most ${MAX_VARIABLE_DEPTH} levels of lists and objects.`);
  return null;
}

/**
 * Refuses oversized or invalid variables before the gateway coerces them. The gateway reports every
 * invalid value, without limit: 10,000 wrong list items cost ~5 s of its only thread and a 2 MB
 * answer, and stalled every other shopper meanwhile. Here a request with more than
 * MAX_VARIABLE_VALUES values, or nested deeper than MAX_VARIABLE_DEPTH, is refused outright, and a
 * large one is coerced by graphql-js with an error limit, answering its first error (the same message
 * the gateway would give).
 */
export function variablesGuardPlugin(maxValues = MAX_VARIABLE_VALUES): ApolloServerPlugin {
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ request, operation, schema }) {
          const variables = request.variables;
          if (!variables) return;
          const refused = variablesRefusal(variables, maxValues);
          if (refused) throw refused;
          if (measureValues(variables, CHECKED_FROM_VALUES).values < CHECKED_FROM_VALUES) return;
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

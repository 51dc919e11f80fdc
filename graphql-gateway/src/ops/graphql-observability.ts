import { performance } from 'node:perf_hooks';
import type { ApolloServerPlugin } from '@apollo/server';
import { Kind, type OperationDefinitionNode } from 'graphql';
import { SHOP_COOKIES } from '@cadence/server-kit/cookies';
import { isPublicOperation } from '../gateway/response-cache';
import type { GatewayMetrics } from './metrics';

/** What a request's log line says about its GraphQL operation (the HTTP front reads it after execution). */
export type OperationSummary = { name: string | null; type: string | null; errorCodes: string[] };

const summaries = new WeakMap<object, OperationSummary>();
const GRAPHQL_NAME = /^[_A-Za-z][_0-9A-Za-z]{0,99}$/;

/**
 * The operation an HTTP GraphQL request (the object given to executeHTTPGraphQLRequest) ran, once
 * it has answered; null when it never reached GraphQL. For a batch (one such object per operation)
 * the operations' names in order, comma-separated ("?" for one that had not answered when the line
 * was written: never reached GraphQL, or refused in its place for its time), and all their error
 * codes.
 */
export function operationSummary(request: object | readonly object[] | undefined): OperationSummary | null {
  if (!request) return null;
  if (!Array.isArray(request)) return summaries.get(request) ?? null;
  const parts = request.map((part: object) => summaries.get(part) ?? null);
  if (!parts.some(Boolean)) return null;
  const types = new Set(parts.map((part) => part?.type ?? null));
  return {
    name: parts.map((part) => part?.name ?? '?').join(','),
    type: types.size === 1 ? [...types][0]! : null,
    errorCodes: parts.flatMap((part) => part?.errorCodes ?? []),
  };
}

type ObservedContext = { cookies?: Record<string, string | undefined> };

/** The response key of a `placeOrder` root field in a mutation (its alias when it has one), or null. */
function placeOrderKey(operation: OperationDefinitionNode): string | null {
  for (const selection of operation.selectionSet.selections) {
    if (selection.kind === Kind.FIELD && selection.name.value === 'placeOrder') return selection.alias?.value ?? 'placeOrder';
  }
  return null;
}

/**
 * Counts each GraphQL operation by (bounded) name with its duration, the errors it answered by code
 * (listed after the error masking plugin, it sees the codes the client sees), rate-limit refusals,
 * response-cache hits and misses, and orders placed; and leaves a summary for the request's log line.
 */
export function observabilityPlugin(
  metrics: GatewayMetrics,
  /** Count response-cache results and orders (the gateway); a standalone subgraph counts neither. */
  options: { responseCache: boolean; orders: boolean },
): ApolloServerPlugin<ObservedContext> {
  return {
    async requestDidStart() {
      const started = performance.now();
      return {
        async willSendResponse(requestContext) {
          const { operation, response, contextValue } = requestContext;
          const label = operation ? metrics.operationLabel(requestContext.operationName) : 'invalid';
          const type = operation?.operation ?? null;
          metrics.operations.inc({ operation: label, type: type ?? 'none' });
          metrics.operationDuration.observe({ operation: label }, (performance.now() - started) / 1000);
          const result = response.body.kind === 'single' ? response.body.singleResult : undefined;
          const errorCodes: string[] = [];
          for (const error of result?.errors ?? []) {
            const code = metrics.codeLabel(error.extensions?.code);
            errorCodes.push(code);
            metrics.errors.inc({ code });
            if (code === 'RATE_LIMITED') metrics.rateLimited.inc({ operation: label });
          }
          if (options.responseCache && operation) {
            if (requestContext.metrics.responseCacheHit) metrics.responseCache.inc({ result: 'hit' });
            else if (isPublicOperation(operation) && !contextValue.cookies?.[SHOP_COOKIES.customerToken.name])
              metrics.responseCache.inc({ result: 'miss' });
          }
          if (options.orders && type === 'mutation' && result?.data) {
            const key = placeOrderKey(operation!);
            const placed = key ? (result.data[key] as { order?: unknown } | null | undefined) : null;
            if (placed?.order) metrics.ordersPlaced.inc();
          }
          // The name the client asked for, when it never resolved (a validation error): still a plain name.
          const asked = requestContext.request.operationName;
          const name = requestContext.operationName ?? (asked && GRAPHQL_NAME.test(asked) ? asked : null);
          if (requestContext.request.http) summaries.set(requestContext.request.http, { name, type, errorCodes });
        },
      };
    },
  };
}

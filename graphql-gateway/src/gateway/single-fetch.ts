import type { ApolloGateway, Experimental_DidResolveQueryPlanCallback } from '@apollo/gateway';
import { tracer } from '@apollo/gateway/dist/utilities/opentelemetry';
import type { GatewayExecutor, GatewayInterface } from '@apollo/server-gateway-interface';
import { SpanStatusCode } from '@opentelemetry/api';
import {
  BREAK,
  getOperationAST,
  getVariableValues,
  GraphQLError,
  OperationTypeNode,
  validate,
  visit,
  type DocumentNode,
  type OperationDefinitionNode,
} from 'graphql';
import type { CachedLocalDataSource } from './local-data-source';

type PlanEvent = Parameters<Experimental_DidResolveQueryPlanCallback>[0];
type Source = Pick<CachedLocalDataSource<Record<string, unknown>>, 'schema' | 'serviceName' | 'execute'>;
/** A query answered by one local subgraph: which, and the client's operation it runs. */
type Route = { source: Source; operation: OperationDefinitionNode };

/**
 * Queries that the query planner answers with one fetch from one subgraph in this process, run on
 * that subgraph's schema directly, without the gateway's plan execution and result shaping.
 *
 * For such a query (a category listing, a search, a product page, a menu) the gateway's work around
 * the subgraph's own execution is overhead: it executes the planner's copy of the operation on the
 * subgraph, then walks the answer again to shape it into the client's selection (@apollo/gateway's
 * computeResponse), allocating a second tree. Skipping it took the gateway's CPU time per category
 * listing from 7.6-8.6 ms to 5.3-5.6 ms in the peer bench (issue 17 note). The client's own
 * document, already parsed and validated against the public schema by Apollo Server, is executed on
 * the subgraph's schema, whose types and fields for such a query are the same
 * (single-fetch.integration-test.ts compares every field the subgraphs share with the public
 * schema, so a composition change that breaks this fails).
 *
 * The query planner decides which queries qualify: its plan is recorded per parsed document and
 * operation name when the gateway resolves it (its `experimental_didResolveQueryPlan` hook), and
 * only a plan that is a single fetch, with no entity keys, requirements or rewrites, to a subgraph
 * served in this process qualifies. Mutations, introspection (`__schema`, `__type`: the gateway
 * answers those from the public schema), and everything else take the gateway's path as before. The
 * first request of a query always takes it (that is when the plan is made), and so do a document
 * that is not valid on the subgraph as a whole (a field or variable of another subgraph under a
 * literal `@include(if: false)`), an empty operation name, variables the public schema refuses and
 * an execution with no data at all (the request's deadline had passed): the gateway answers those
 * as it always has. Errors and database outages are handled as for a fetch
 * (CachedLocalDataSource.execute), and the same spans are recorded.
 */
export class SingleFetchRouter {
  private readonly routes = new WeakMap<DocumentNode, Map<string, Route | null>>();

  constructor(private readonly local: ReadonlyMap<string, Source>) {}

  /** The gateway's hook: remembers whether this document's plan is one local fetch. */
  readonly didResolveQueryPlan = ({ queryPlan, requestContext }: PlanEvent): void => {
    const { document } = requestContext;
    const name = requestContext.request.operationName;
    const key = routeKey(name);
    if (key === null) return;
    let byName = this.routes.get(document);
    if (byName?.has(key)) return;
    if (!byName) this.routes.set(document, (byName = new Map()));
    byName.set(key, this.singleLocalFetch(queryPlan, document, name));
  };

  /** The local subgraph that answers this operation alone, or null when the gateway must plan it. */
  route(document: DocumentNode, operationName: string | null | undefined): Route | null {
    const key = routeKey(operationName);
    return key === null ? null : (this.routes.get(document)?.get(key) ?? null);
  }

  private singleLocalFetch(
    queryPlan: PlanEvent['queryPlan'],
    document: DocumentNode,
    operationName: string | null | undefined,
  ): Route | null {
    const node = queryPlan.node;
    if (node?.kind !== 'Fetch') return null;
    if (node.requires?.length || node.inputRewrites?.length || node.outputRewrites?.length || node.contextRewrites?.length)
      return null;
    if (node.operationKind !== OperationTypeNode.QUERY) return null;
    const source = this.local.get(node.serviceName);
    if (!source) return null;
    const operation = getOperationAST(document, operationName);
    if (!operation || operation.operation !== OperationTypeNode.QUERY || asksTheSchema(document)) return null;
    // The whole client document must be valid on the subgraph too: a variable or a field of another
    // subgraph that the planner dropped (under a literal @include(if: false)) keeps the gateway's path.
    if (validate(source.schema, document).length) return null;
    return { source, operation };
  }

  /** Apollo Server's gateway, with the recorded single-fetch queries answered directly. */
  gateway(inner: ApolloGateway): GatewayInterface {
    return {
      onSchemaLoadOrUpdate: (callback) => inner.onSchemaLoadOrUpdate(callback),
      stop: () => inner.stop(),
      load: async (options) => {
        const loaded = await inner.load(options);
        const executor = loaded.executor;
        if (!executor) return loaded;
        const direct: GatewayExecutor = async (requestContext) => {
          const { document, request, schema } = requestContext;
          const route = this.route(document, request.operationName);
          if (!route) return executor(requestContext);
          // Variables the public schema refuses: the gateway answers them, with its own errors.
          const variables = getVariableValues(schema, route.operation.variableDefinitions ?? [], request.variables ?? {}, {
            maxErrors: 1,
          });
          if (variables.errors) return executor(requestContext);
          const { source } = route;
          const answer = await traced(requestContext.operationName, source.serviceName, async () => {
            const result = await source.execute(document, request.variables, request.operationName, requestContext.context);
            // No data at all (the deadline had passed): the gateway's answer, data with nulls.
            if (result.data === undefined) return null;
            if (!result.errors?.length) return result;
            return { ...result, errors: result.errors.map((error) => asFetchError(error, source.serviceName)) };
          });
          return answer ?? executor(requestContext);
        };
        return { ...loaded, executor: direct };
      },
    };
  }
}

/**
 * Routes are kept per operation name, '' for none. An empty name is not "no name" to Apollo Server
 * (it names no operation), so such a request is never routed: the gateway answers it as before.
 */
function routeKey(operationName: string | null | undefined): string | null {
  if (operationName === '') return null;
  return operationName ?? '';
}

/** Whether any selection reads the schema itself (introspection), which the gateway answers. */
function asksTheSchema(document: DocumentNode): boolean {
  let found = false;
  visit(document, {
    Field(field) {
      if (field.name.value === '__schema' || field.name.value === '__type') {
        found = true;
        return BREAK;
      }
      return undefined;
    },
  });
  return found;
}

/**
 * A subgraph's error as the gateway passes a fetch's error on (@apollo/gateway's
 * downstreamServiceError): the same message, path and extensions, with the subgraph's name as
 * `serviceName` and DOWNSTREAM_SERVICE_ERROR when it had no code; no locations (they would point
 * into the subgraph's copy of the operation there).
 */
export function asFetchError(error: GraphQLError, serviceName: string): GraphQLError {
  const code = error.extensions?.code;
  return new GraphQLError(error.message || `Error while fetching subquery from service "${serviceName}"`, {
    originalError: error,
    path: error.path,
    extensions: { ...error.extensions, ...(code === undefined && { code: 'DOWNSTREAM_SERVICE_ERROR' }), serviceName },
  });
}

/** The spans the gateway records for a request and its fetch (gateway.request, gateway.fetch). */
function traced<T extends { errors?: readonly unknown[] } | null>(
  operationName: string | null | undefined,
  serviceName: string,
  run: () => Promise<T>,
): Promise<T> {
  const attributes = operationName
    ? { operationName, 'graphql.operation.name': operationName, 'graphql.operation.type': 'query' }
    : { 'graphql.operation.type': 'query' };
  return tracer.startActiveSpan('gateway.request', { attributes }, (request) =>
    tracer.startActiveSpan('gateway.fetch', { attributes: { service: serviceName } }, async (fetch) => {
      try {
        const result = await run();
        if (result?.errors?.length) request.setStatus({ code: SpanStatusCode.ERROR });
        return result;
      } catch (error) {
        fetch.setStatus({ code: SpanStatusCode.ERROR });
        request.setStatus({ code: SpanStatusCode.ERROR });
        throw error;
      } finally {
        fetch.end();
        request.end();
      }
    }),
  );
}

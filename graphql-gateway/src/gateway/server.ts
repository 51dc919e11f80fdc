import { readFileSync } from 'node:fs';
import type { IncomingMessage } from 'node:http';
import path from 'node:path';
import { ApolloGateway, RemoteGraphQLDataSource, type GraphQLDataSourceProcessOptions } from '@apollo/gateway';
import { ApolloServer, type ApolloServerPlugin } from '@apollo/server';
import { ApolloServerPluginLandingPageDisabled } from '@apollo/server/plugin/disabled';
import { ApolloServerPluginLandingPageLocalDefault } from '@apollo/server/plugin/landingPage/default';
import type { Commerce } from '@cadence/commerce/commerce';
import { repoRoot } from '@cadence/commerce/shared/paths';
import { sql } from 'drizzle-orm';
import { BATCH_TOKEN_HEADER, batchTokenValid } from '@cadence/server-kit/graphql-batch';
import type { GatewayEnv, SubgraphName } from '../env';
import { SUBGRAPH_NAMES } from '../env';
import { SUBGRAPH_BUILDERS } from '../subgraphs';
import { buildContext, type GatewayContext } from './context';
import { createHttpServer, drainHttpServer, type WebhookHandler } from './http';
import { CachedLocalDataSource } from './local-data-source';
import { hardenedGraphQL } from './hardening';
import { SingleFetchRouter } from './single-fetch';
import { timedSubgraphFetcher } from './subgraph-fetcher';
import { installOperationMemo } from './operation-memo';
import { responseCachePlugins } from './response-cache';
import { observabilityPlugin } from '../ops/graphql-observability';
import { createReadiness } from '../ops/health';
import { gatewayMetrics } from '../ops/metrics';

export const supergraphPath = (): string => path.join(repoRoot(), 'schema', 'supergraph.graphql');

/** Forwards the shopper's headers to a subgraph served elsewhere, so it builds the same context. */
class ForwardingDataSource extends RemoteGraphQLDataSource<GatewayContext> {
  override willSendRequest({ request, context }: GraphQLDataSourceProcessOptions<GatewayContext>): void {
    const forward = (context as Partial<GatewayContext>).forward ?? {};
    for (const [name, value] of Object.entries(forward)) request.http?.headers.set(name, value);
  }

  /** Cookies a remote subgraph sets (the customer subgraph's session) go back to the shopper. */
  override didReceiveResponse(
    requestContext: Parameters<NonNullable<RemoteGraphQLDataSource<GatewayContext>['didReceiveResponse']>>[0],
  ): ReturnType<NonNullable<RemoteGraphQLDataSource<GatewayContext>['didReceiveResponse']>> {
    const { response, context } = requestContext;
    const headers = response.http?.headers as unknown as
      { raw?: () => Record<string, string[]>; getSetCookie?: () => string[] } | undefined;
    const cookies = headers?.getSetCookie?.() ?? headers?.raw?.()['set-cookie'] ?? [];
    if (cookies.length && Array.isArray(context.responseCookies)) context.responseCookies.push(...cookies);
    return response;
  }
}

export type GatewayServer = {
  apollo: ApolloServer<GatewayContext>;
  context: (req: IncomingMessage) => Promise<GatewayContext>;
  listen(port: number, host: string): Promise<Listening>;
};

/**
 * The composition root of the gateway: loads the composed supergraph, runs every subgraph that has
 * no URL configured in this process on the shared commerce backend, and serves Apollo Server 5.
 */
export async function createGatewayServer(
  commerce: Commerce,
  env: GatewayEnv,
  supergraphSdl = readFileSync(supergraphPath(), 'utf8'),
): Promise<GatewayServer> {
  // The client's operation is converted for result shaping once per parsed document, not per request.
  installOperationMemo();
  const local = new Map<string, CachedLocalDataSource<GatewayContext>>();
  for (const name of SUBGRAPH_NAMES) {
    if (!env.remoteSubgraphs[name])
      local.set(name, new CachedLocalDataSource(await SUBGRAPH_BUILDERS[name](), name, { jit: env.jit }));
  }
  // Queries whose plan is one fetch from a subgraph in this process are then run on it directly.
  const singleFetch = env.singleFetch ? new SingleFetchRouter(local) : null;
  const gateway = new ApolloGateway({
    supergraphSdl,
    ...(singleFetch && { experimental_didResolveQueryPlan: singleFetch.didResolveQueryPlan }),
    buildService: ({ name, url }) =>
      local.get(name) ??
      new ForwardingDataSource({
        url: env.remoteSubgraphs[name as SubgraphName] ?? url ?? '',
        fetcher: timedSubgraphFetcher(name, env.subgraphTimeoutMs),
      }),
  });
  const metrics = gatewayMetrics();
  metrics.watchPool(databaseClient(commerce));
  // The limits, refusals and masking every GraphQL server of the shop has (hardening.ts).
  const hardened = hardenedGraphQL(env, 'gateway');
  const plugins: ApolloServerPlugin<GatewayContext>[] = [
    ...hardened.plugins,
    // After the masking: it counts the error codes the client sees.
    observabilityPlugin(metrics, { responseCache: env.responseCacheTtlMs >= 1000, orders: true }),
    ...responseCachePlugins(Math.floor(env.responseCacheTtlMs / 1000)),
    env.introspection
      ? ApolloServerPluginLandingPageLocalDefault({ embed: true, includeCookies: true })
      : ApolloServerPluginLandingPageDisabled(),
  ];
  const apollo = new ApolloServer<GatewayContext>({
    gateway: singleFetch?.gateway(gateway) ?? gateway,
    ...hardened,
    // main.ts drains the HTTP front first on SIGTERM (ops/shutdown.ts); Apollo's own handler would stop at once.
    stopOnTerminationSignals: false,
    plugins,
  });
  await apollo.start();
  const contextOptions = {
    commerce,
    edgeCountryHeader: env.edgeCountryHeader,
    proxyTrust: env.proxyTrust,
    cookieSecure: env.cookieSecure,
    timeoutMs: env.timeoutMs,
  };
  const context = async (req: IncomingMessage) =>
    withTraceparent(buildContext({ get: (n) => headerValue(req, n) }, req.socket.remoteAddress, contextOptions), req);
  const readiness = createReadiness(commerce.database, { redisUrl: process.env.REDIS_URL });
  // The web servers' page client may send a batch of queries: it proves itself with the batch token
  // of PROXY_SECRET (server-kit graphql-batch.ts), which no proxy in front of the gateway adds.
  const mayBatch = (req: IncomingMessage) => batchTokenValid(headerValue(req, BATCH_TOKEN_HEADER), env.proxyTrust.secret);
  return {
    apollo,
    context,
    listen: (port, host) =>
      listen(
        createHttpServer({
          apollo,
          context,
          mayBatch,
          health: () => healthy(commerce),
          ready: () => readiness.ready(),
          responseCookies: (ctx) => ctx.responseCookies,
          limits: { timeoutMs: env.timeoutMs, maxResponseBytes: env.maxResponseBytes },
          headers: { hsts: env.nodeEnv !== 'development', landingPage: env.introspection },
          webhooks: webhookHandlers(commerce),
        }),
        port,
        host,
        { stop: async () => (readiness.close(), apollo.stop()) },
      ),
  };
}

/**
 * The signed webhooks the shop accepts: the cross-border partner's order confirmations, the card
 * provider's payment events, the warehouse's fulfilment events (dispatched, delivered, collected)
 * and the finance lender's decisions. Each reads its delivery in commerce by the webhooks' one rule
 * (shared/webhook.ts: size, signature, JSON) and then its own event; every refusal is answered the
 * same way, `{ error: code, message }`, saying why and nothing else.
 */
function webhookHandlers(commerce: Commerce): Record<string, WebhookHandler> {
  const refused = (refusal: { httpStatus: number; code: string; message: string }) => ({
    status: refusal.httpStatus,
    body: { error: refusal.code, message: refusal.message },
  });
  return {
    partner: async (raw, header) => {
      const outcome = await commerce.partner.confirm(raw, header('x-partner-signature'));
      if (outcome.status === 'refused') return refused(outcome);
      return { status: 200, body: { status: outcome.status, order_number: outcome.orderNumber } };
    },
    lender: async (raw, header) => {
      const outcome = await commerce.financeDecisions.decide(raw, header('x-lender-signature'));
      if (outcome.status === 'refused') return refused(outcome);
      return {
        status: 200,
        body: { status: outcome.status, application: outcome.application ?? null, order_number: outcome.orderNumber ?? null },
      };
    },
    fulfilment: async (raw, header) => {
      const outcome = await commerce.orders.applyFulfilmentEvent(raw, header('x-fulfilment-signature'));
      if (outcome.status === 'refused') return refused(outcome);
      return { status: 200, body: { order_number: outcome.orderNumber, status: outcome.orderStatus, changed: outcome.changed } };
    },
    payments: async (raw, header) => {
      const outcome = await commerce.payments.handleWebhook(raw, header('x-payment-signature'), new Date());
      if (outcome.status === 'refused') return refused(outcome);
      return { status: 200, body: { status: 'accepted' } };
    },
  };
}

function headerValue(req: IncomingMessage, name: string): string | undefined {
  const v = req.headers[name.toLowerCase()];
  return Array.isArray(v) ? v.join(', ') : v;
}

/**
 * The context passes this process's trace context on: remote subgraphs get the traceparent the
 * HTTP front set on the request (this trace, the gateway's span as their parent) with the request id.
 */
export function withTraceparent<T extends { forward: Record<string, string> }>(context: T, req: IncomingMessage): T {
  const traceparent = req.headers.traceparent;
  if (typeof traceparent === 'string') context.forward.traceparent = traceparent;
  return context;
}

/** The database's driver client: a node-postgres Pool (its counts become metrics) or PGlite. */
export const databaseClient = (commerce: Commerce): unknown => (commerce.database.db as unknown as { $client?: unknown }).$client;

export async function healthy(commerce: Commerce): Promise<boolean> {
  await commerce.database.db.execute(sql`select 1`);
  return true;
}

/** A listening HTTP front; `close(graceMs)` drains it (drainHttpServer) and stops Apollo. */
export type Listening = { url: string; close(graceMs?: number): Promise<void> };

export function listen(
  server: ReturnType<typeof createHttpServer>,
  port: number,
  host: string,
  apollo: { stop(): Promise<void> },
): Promise<Listening> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      const address = server.address();
      const actualPort = typeof address === 'object' && address ? address.port : port;
      resolve({
        url: `http://${host}:${actualPort}/graphql`,
        close: async (graceMs = 0) => {
          await drainHttpServer(server, graceMs);
          await apollo.stop();
        },
      });
    });
  });
}

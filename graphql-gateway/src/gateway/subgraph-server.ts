import { ApolloServer } from '@apollo/server';
import { ApolloServerPluginInlineTraceDisabled } from '@apollo/server/plugin/disabled';
import type { Commerce } from '@cadence/commerce/commerce';
import type { GatewayEnv, SubgraphName } from '../env';
import { SUBGRAPH_BUILDERS } from '../subgraphs';
import { buildContext, type GatewayContext } from './context';
import { hardenedGraphQL, subgraphCallerAllowed } from './hardening';
import { createHttpServer } from './http';
import { databaseClient, healthy, listen } from './server';
import { observabilityPlugin } from '../ops/graphql-observability';
import { createReadiness } from '../ops/health';
import { gatewayMetrics } from '../ops/metrics';

/**
 * One subgraph served on its own (scaled mode): the same resolvers and per-request context as in
 * the gateway process, built from the headers the gateway forwards. It answers GraphQL to the gateway
 * only (its proxy secret, PROXY_SECRET: required here), within the gateway's own limits
 * (hardening.ts), so reaching it on the network is no way around them.
 */
export async function createSubgraphServer(commerce: Commerce, env: GatewayEnv, name: SubgraphName) {
  const secret = env.proxyTrust.secret;
  // env.ts refuses SUBGRAPH_NAME without PROXY_SECRET; this holds the same for an env built otherwise.
  if (!secret) throw new Error(`Invalid gateway configuration: PROXY_SECRET: required to serve the ${name} subgraph on its own`);
  const metrics = gatewayMetrics();
  metrics.watchPool(databaseClient(commerce));
  // The gateway's limits, refusals and masking. Introspection as the gateway has it, and like all
  // GraphQL here only for a caller with the secret: the gateway composes from the emitted SDL.
  const hardened = hardenedGraphQL(env, 'subgraph');
  const apollo = new ApolloServer<GatewayContext>({
    schema: await SUBGRAPH_BUILDERS[name](),
    ...hardened,
    // subgraph-main.ts drains the HTTP front first on SIGTERM (ops/shutdown.ts).
    stopOnTerminationSignals: false,
    // No federated tracing: Apollo telemetry stays off.
    plugins: [
      ApolloServerPluginInlineTraceDisabled(),
      ...hardened.plugins,
      observabilityPlugin(metrics, { responseCache: false, orders: false }),
    ],
  });
  await apollo.start();
  const options = {
    commerce,
    edgeCountryHeader: env.edgeCountryHeader,
    proxyTrust: env.proxyTrust,
    cookieSecure: env.cookieSecure,
    timeoutMs: env.timeoutMs,
  };
  const readiness = createReadiness(commerce.database, { redisUrl: process.env.REDIS_URL });
  const server = createHttpServer({
    apollo,
    context: async (req) =>
      buildContext(
        { get: (n) => [req.headers[n.toLowerCase()]].flat().join(', ') || undefined },
        req.socket.remoteAddress,
        options,
      ),
    // The gateway alone: it sends the proxy secret with every fetch (context.ts).
    mayAsk: (req) => subgraphCallerAllowed(req, secret),
    health: () => healthy(commerce),
    ready: () => readiness.ready(),
    responseCookies: (ctx) => ctx.responseCookies,
    limits: { timeoutMs: env.timeoutMs, maxResponseBytes: env.maxResponseBytes },
    headers: { hsts: env.nodeEnv !== 'development', landingPage: false },
  });
  return {
    listen: (port: number, host: string) => listen(server, port, host, { stop: async () => (readiness.close(), apollo.stop()) }),
  };
}

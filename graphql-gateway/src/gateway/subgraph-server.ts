import { ApolloServer } from '@apollo/server';
import { ApolloServerPluginInlineTraceDisabled } from '@apollo/server/plugin/disabled';
import type { Commerce } from '@cadence/commerce/commerce';
import type { GatewayEnv, SubgraphName } from '../env';
import { SUBGRAPH_BUILDERS } from '../subgraphs';
import { buildContext, type GatewayContext } from './context';
import { controlCharacterPlugin, errorMaskingPlugin } from './error-masking';
import { createHttpServer } from './http';
import { databaseClient, healthy, listen } from './server';
import { observabilityPlugin } from '../ops/graphql-observability';
import { createReadiness } from '../ops/health';
import { gatewayMetrics } from '../ops/metrics';

/**
 * One subgraph served on its own (scaled mode): the same resolvers and per-request context as in
 * the gateway process, built from the headers the gateway forwards.
 */
export async function createSubgraphServer(commerce: Commerce, env: GatewayEnv, name: SubgraphName) {
  const metrics = gatewayMetrics();
  metrics.watchPool(databaseClient(commerce));
  const apollo = new ApolloServer<GatewayContext>({
    schema: await SUBGRAPH_BUILDERS[name](),
    csrfPrevention: true,
    includeStacktraceInErrorResponses: false,
    // subgraph-main.ts drains the HTTP front first on SIGTERM (ops/shutdown.ts).
    stopOnTerminationSignals: false,
    // The gateway composes from the emitted SDL; introspection is for developers' tools only.
    introspection: env.introspection,
    hideSchemaDetailsFromClientErrors: !env.introspection,
    // No federated tracing: Apollo telemetry stays off. Errors masked by the gateway's one rule.
    plugins: [
      ApolloServerPluginInlineTraceDisabled(),
      controlCharacterPlugin(),
      errorMaskingPlugin({ hideSchemaDetails: !env.introspection }),
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

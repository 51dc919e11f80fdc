import './telemetry-off';
import 'reflect-metadata';
import { ApolloServer } from '@apollo/server';
import { startCommerce } from '@cadence/commerce/commerce';
import { loadCommerceEnv } from '@cadence/commerce/env';
import { loadGatewayEnv } from './env';
import { buildContext, type GatewayContext } from './gateway/context';
import { createHttpServer } from './gateway/http';
import { healthy, listen } from './gateway/server';
import { SUBGRAPH_BUILDERS } from './subgraphs';

/**
 * Serves one subgraph alone (SUBGRAPH_NAME, SUBGRAPH_PORT) for the scaled mode. It needs a
 * PostgreSQL server: the embedded database belongs to one process.
 */
async function main(): Promise<void> {
  const env = loadGatewayEnv();
  if (!env.subgraph) throw new Error('SUBGRAPH_NAME must name the subgraph to serve (routing, menus, store or catalogue).');
  const commerceEnv = loadCommerceEnv();
  if (!commerceEnv.databaseUrl)
    throw new Error('DATABASE_URL is required to serve a subgraph on its own (PGlite is single-process).');
  const commerce = await startCommerce(commerceEnv, { referenceTtlMs: env.referenceTtlMs });
  const apollo = new ApolloServer<GatewayContext>({
    schema: await SUBGRAPH_BUILDERS[env.subgraph.name](),
    csrfPrevention: true,
    includeStacktraceInErrorResponses: false,
    introspection: true,
  });
  await apollo.start();
  const options = { commerce, edgeCountryHeader: env.edgeCountryHeader, trustProxy: env.trustProxy };
  const server = createHttpServer({
    apollo,
    context: async (req) =>
      buildContext({ get: (n) => [req.headers[n]].flat().join(', ') || undefined }, req.socket.remoteAddress, options),
    health: () => healthy(commerce),
  });
  const { url } = await listen(server, env.subgraph.port, env.host, apollo);
  console.log(`[subgraph:${env.subgraph.name}] ready at ${url}`);
}

main().catch((error: unknown) => {
  console.error('[subgraph] failed to start:', error);
  process.exit(1);
});

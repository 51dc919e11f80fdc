import './telemetry-off';
import { shutdownTracing } from './ops/tracing';
import 'reflect-metadata';
import { startCommerce } from '@cadence/commerce/commerce';
import { loadCommerceEnv } from '@cadence/commerce/env';
import { loadGatewayEnv } from './env';
import { createSubgraphServer } from './gateway/subgraph-server';
import { logger } from './ops/logger';
import { shutdownOnSignals } from './ops/shutdown';

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
  const commerce = await startCommerce(commerceEnv, env.memos);
  const server = await createSubgraphServer(commerce, env, env.subgraph.name);
  const { url, close } = await server.listen(env.subgraph.port, env.host);
  logger().info({ url, subgraph: env.subgraph.name }, `subgraph ${env.subgraph.name} ready at ${url}`);
  // SIGTERM: stop accepting, finish the requests in flight (SHUTDOWN_GRACE_MS at most), close the database.
  shutdownOnSignals([
    { name: 'HTTP drained', run: () => close(env.shutdownGraceMs) },
    { name: 'database and Redis closed', run: () => commerce.close() },
    { name: 'traces flushed', run: () => shutdownTracing() },
  ]);
}

main().catch((error: unknown) => {
  logger().fatal({ err: error }, 'subgraph failed to start');
  logger().flush();
  process.exit(1);
});

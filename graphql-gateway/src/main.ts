import './telemetry-off';
import { shutdownTracing } from './ops/tracing';
import 'reflect-metadata';
import { startCommerce } from '@cadence/commerce/commerce';
import { loadCommerceEnv } from '@cadence/commerce/env';
import { PAYMENT_ACTION_SWEEP_INTERVAL_MS } from '@cadence/commerce/modules/checkout/checkout.rules';
import { APPLICATION_SWEEP_INTERVAL_MS } from '@cadence/commerce/modules/finance/finance-application.rules';
import { loadGatewayEnv } from './env';
import { createGatewayServer } from './gateway/server';
import { limitHeapGrowth } from './ops/heap';
import { logger } from './ops/logger';
import { shutdownOnSignals } from './ops/shutdown';

/** Starts the gateway with every subgraph not configured as remote running in this process. */
async function main(): Promise<void> {
  limitHeapGrowth();
  const env = loadGatewayEnv();
  const log = logger();
  const commerce = await startCommerce(loadCommerceEnv(), env.memos);
  const server = await createGatewayServer(commerce, env);
  const { url, close } = await server.listen(env.port, env.host);
  const remote = Object.keys(env.remoteSubgraphs);
  log.info(
    { url, database: commerce.database.driver, remoteSubgraphs: remote },
    `gateway ready at ${url} (${commerce.database.driver}; remote subgraphs: ${remote.length ? remote.join(', ') : 'none'})`,
  );
  // Finance applications nobody completed by their link's end: their orders are cancelled and the
  // stock given back. Every replica may sweep: each application moves from submitted once.
  const sweep = setInterval(() => {
    commerce.financeDecisions.expireRunOut().catch((error: unknown) => log.error({ err: error }, 'finance expiry sweep failed'));
  }, APPLICATION_SWEEP_INTERVAL_MS);
  sweep.unref();
  // Card payments still waiting for the issuer's confirmation a day on: lapsed, their authorisations
  // released. Every replica may sweep: each row is taken once.
  const lapse = setInterval(() => {
    commerce.checkout
      .lapsePaymentActions()
      .catch((error: unknown) => log.error({ err: error }, 'payment confirmation sweep failed'));
  }, PAYMENT_ACTION_SWEEP_INTERVAL_MS);
  lapse.unref();
  // SIGTERM: stop accepting, finish the requests in flight (SHUTDOWN_GRACE_MS at most), then close
  // the database and Redis (after the emails still being sent).
  shutdownOnSignals([
    { name: 'finance expiry sweep stopped', run: () => clearInterval(sweep) },
    { name: 'payment confirmation sweep stopped', run: () => clearInterval(lapse) },
    { name: 'HTTP drained', run: () => close(env.shutdownGraceMs) },
    { name: 'database and Redis closed', run: () => commerce.close() },
    { name: 'traces flushed', run: () => shutdownTracing() },
  ]);
}

main().catch((error: unknown) => {
  logger().fatal({ err: error }, 'gateway failed to start');
  logger().flush();
  process.exit(1);
});

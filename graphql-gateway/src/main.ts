import './telemetry-off';
import { shutdownTracing } from './ops/tracing';
import 'reflect-metadata';
import { startCommerce } from '@cadence/commerce/commerce';
import { loadCommerceEnv } from '@cadence/commerce/env';
import { GUEST_CART_SWEEP_INTERVAL_MS } from '@cadence/commerce/modules/cart/cart.rules';
import { PAYMENT_ACTION_SWEEP_INTERVAL_MS } from '@cadence/commerce/modules/checkout/checkout.rules';
import { APPLICATION_SWEEP_INTERVAL_MS } from '@cadence/commerce/modules/finance/finance-application.rules';
import { loadGatewayEnv } from './env';
import { createGatewayServer } from './gateway/server';
import { limitHeapGrowth } from './ops/heap';
import { logger } from './ops/logger';
import { shutdownOnSignals } from './ops/shutdown';
import { startSweep } from './ops/sweep';

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
  const expiry = startSweep('finance expiry sweep', APPLICATION_SWEEP_INTERVAL_MS, () =>
    commerce.financeDecisions.expireRunOut(),
  );
  // Card payments still waiting for the issuer's confirmation a day on: lapsed, what they hold
  // released. Every replica may sweep: a payment released twice is released once.
  const lapse = startSweep('payment confirmation sweep', PAYMENT_ACTION_SWEEP_INTERVAL_MS, () =>
    commerce.checkout.lapsePaymentActions(),
  );
  // Guest carts nobody filled (7 days) or merged at sign-in (30 days): deleted in short batches.
  // Every replica may sweep: each skips the carts another is deleting.
  const carts = startSweep('guest cart sweep', GUEST_CART_SWEEP_INTERVAL_MS, () => commerce.cart.sweepGuestCarts());
  // SIGTERM: stop accepting, finish the requests in flight (SHUTDOWN_GRACE_MS at most), then close
  // the database and Redis (after the emails still being sent).
  shutdownOnSignals([
    // A sweep's run is waited for (a bounded time): each leaves what it did not finish to the next.
    {
      name: 'sweeps stopped',
      run: () =>
        Promise.all([expiry.stop(env.shutdownGraceMs), lapse.stop(env.shutdownGraceMs), carts.stop(env.shutdownGraceMs)]),
    },
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

#!/usr/bin/env node
// `npm run cluster`: the built shop as replicas that behave as one shop, on one PostgreSQL and one
// Redis: two gateways and two web servers behind two small round-robin balancers (scripts/lib/).
//
//   DATABASE_URL  default postgres://postgres@127.0.0.1:5432/cadence_cluster (created if missing,
//                 migrated and seeded once before the replicas start)
//   REDIS_URL     default redis://127.0.0.1:6379 (rate limits shared by the replicas)
//   WEB_PORT / GATEWAY_PORT  the balancers (3000 / 4000); replicas on the next ports (3001, 3002 / 4001, 4002)
//   CLUSTER_REPLICAS  replicas per role (2)
//
// SIGHUP restarts every replica in turn (a rolling deploy of what `npm run build` has built since);
// SIGTERM or Ctrl-C drains and stops everything.
import { startCluster } from './lib/cluster.mjs';
import { assertBuilt } from './lib/shop.mjs';

assertBuilt();
const int = (name, fallback) => Number(process.env[name] ?? fallback);
let cluster;
try {
  cluster = await startCluster({
    databaseUrl: process.env.DATABASE_URL,
    redisUrl: process.env.REDIS_URL,
    host: process.env.CLUSTER_HOST ?? '127.0.0.1',
    webPort: int('WEB_PORT', 3000),
    gatewayPort: int('GATEWAY_PORT', 4000),
    partnerPort: int('PARTNER_SANDBOX_PORT', 4900),
    lenderPort: int('LENDER_SANDBOX_PORT', 4910),
    replicas: int('CLUSTER_REPLICAS', 2),
  });
} catch (error) {
  console.error(`[cluster] ${error.message}`);
  process.exit(1);
}
const { urls } = cluster;
console.log(`[cluster] storefront ${urls.web}/ (web replicas ${urls.webReplicas.join(', ')})`);
console.log(`[cluster] gateway ${urls.gateway} (replicas ${urls.gatewayReplicas.join(', ')})`);
console.log(`[cluster] partner sandbox ${urls.partnerSandbox} · lender sandbox ${urls.lenderSandbox}`);
console.log(`[cluster] kill -HUP ${process.pid} for a rolling restart; Ctrl-C stops`);

let busy = false;
process.on('SIGHUP', async () => {
  if (busy) return;
  busy = true;
  console.log('[cluster] rolling restart');
  await cluster.rollingRestart().catch((error) => console.error(`[cluster] rolling restart failed: ${error.message}`));
  console.log(`[cluster] rolling restart done; balancer counts: web ${JSON.stringify(cluster.balancers.web.counts)}`);
  busy = false;
});
let stopping = false;
const stop = async () => {
  if (stopping) process.exit(1);
  stopping = true;
  console.log('[cluster] stopping (each replica drains its requests)');
  await cluster.stop();
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
// A replica that dies on its own is reported; the balancer sends its traffic to the other.
for (const child of [...cluster.processes.web, ...cluster.processes.gateway]) {
  child.on('exit', (code) => !stopping && !busy && console.error(`[cluster] ${child.label} exited (${code})`));
}

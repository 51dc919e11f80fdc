// Replicas of the shop on one PostgreSQL and one Redis behind two small balancers (balancer.mjs):
// `npm run cluster` (scripts/cluster.mjs) and the cluster tier (e2e/cluster/run.mjs) start it here.
//
//   balancer :webPort ──► web 1, web 2 ──► balancer :gatewayPort ──► gateway 1, gateway 2 ──► PostgreSQL, Redis
//
// Each web replica reaches the gateways through the gateway balancer, not a gateway of its own: a
// gateway being restarted then takes no web replica's pages down with it. Every process gets the same
// secrets (PROXY_SECRET, the partner's and the lender's), made once before any starts.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { createBalancer } from './balancer.mjs';
import {
  GATEWAY_MAIN,
  GATEWAY_NODE_ARGS,
  gatewayEnv,
  prepareDatabase,
  ROOT,
  shopEnv,
  startNode,
  startSandboxes,
  stopNode,
  waitForOk,
  WEB_SERVER,
} from './shop.mjs';

export const DEFAULT_DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/cadence_cluster';
export const DEFAULT_REDIS_URL = 'redis://127.0.0.1:6379';

/**
 * Runs `work(client, name)` with a client of the server of `url` connected to its `postgres`
 * database, `name` being the database `url` names (plain names only: it is quoted into DDL).
 */
async function onServerOf(url, work) {
  const name = decodeURIComponent(new URL(url).pathname.slice(1));
  if (!/^[A-Za-z0-9_]+$/.test(name)) throw new Error(`unexpected database name "${name}"`);
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  try {
    return await work(client, name);
  } finally {
    await client.end();
  }
}

/** Creates the database of `url` on its server when it does not exist; answers whether it did. */
export function ensureDatabase(url) {
  return onServerOf(url, async (client, name) => {
    const found = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (!found.rowCount) await client.query(`create database "${name}"`);
    return !found.rowCount;
  });
}

/** Drops the database of `url` (the cluster tier's own, after the run). */
export function dropDatabase(url) {
  return onServerOf(url, (client, name) => client.query(`drop database if exists "${name}" with (force)`));
}

/**
 * Starts the cluster and resolves once every replica is ready behind its balancer.
 * Ports: the balancers on webPort and gatewayPort, web replicas on webPort+1.., gateways on
 * gatewayPort+1.. (all on 127.0.0.1 but the web balancer, on `host`).
 */
export async function startCluster({
  databaseUrl = DEFAULT_DATABASE_URL,
  redisUrl = DEFAULT_REDIS_URL,
  host = '127.0.0.1',
  webPort = 3000,
  gatewayPort = 4000,
  partnerPort = 4900,
  lenderPort = 4910,
  replicas = 2,
  logDir,
  extraEnv = {},
  log = (message) => console.log(message),
} = {}) {
  if (logDir) mkdirSync(logDir, { recursive: true });
  const gatewayOrigin = `http://127.0.0.1:${gatewayPort}`;
  const given = { ...process.env, ...extraEnv };
  const env = {
    ...shopEnv({ gatewayUrl: `${gatewayOrigin}/graphql`, partnerPort, lenderPort, base: given }),
    DATABASE_URL: databaseUrl,
    REDIS_URL: redisUrl,
    // Prepared once below, before any replica starts; replicas do not seed.
    SEED_ON_START: 'false',
  };
  if (await ensureDatabase(databaseUrl)) log(`[cluster] created database ${new URL(databaseUrl).pathname.slice(1)}`);
  log('[cluster] preparing the database (migrations, seed)');
  prepareDatabase({ ...env, SEED_ON_START: 'true' }, { quiet: Boolean(logDir) });

  const roles = {
    gateway: {
      ports: Array.from({ length: replicas }, (_, i) => gatewayPort + 1 + i),
      start: (i, port) =>
        startNode({
          name: `gateway ${i + 1}`,
          script: GATEWAY_MAIN,
          nodeArgs: GATEWAY_NODE_ARGS,
          env: gatewayEnv({ ...env, GATEWAY_HOST: '127.0.0.1', GATEWAY_PORT: String(port) }),
          logFile: logDir && path.join(logDir, `gateway-${i + 1}.log`),
        }),
    },
    web: {
      ports: Array.from({ length: replicas }, (_, i) => webPort + 1 + i),
      start: (i, port) =>
        startNode({
          name: `web ${i + 1}`,
          script: WEB_SERVER,
          cwd: path.join(ROOT, 'web'),
          // Behind the balancer, which sets X-Forwarded-For to the client's address (and only it).
          env: { ...env, WEB_HOST: '127.0.0.1', WEB_PORT: String(port), TRUST_PROXY: 'true' },
          logFile: logDir && path.join(logDir, `web-${i + 1}.log`),
        }),
    },
  };
  const balancers = {
    gateway: createBalancer({
      name: 'gateway balancer',
      upstreams: roles.gateway.ports.map((port) => ({ host: '127.0.0.1', port })),
      // The gateways' own rule: the web replicas (loopback, with the secret) are trusted proxies.
      trust: {
        proxies: (given.TRUSTED_PROXIES ?? '127.0.0.0/8,::1/128')
          .split(',')
          .map((p) => p.trim())
          .filter(Boolean),
        secret: env.PROXY_SECRET,
      },
      forwardSecret: env.PROXY_SECRET,
      log,
    }),
    web: createBalancer({
      name: 'web balancer',
      upstreams: roles.web.ports.map((port) => ({ host: '127.0.0.1', port })),
      // The edge: nobody in front of it is trusted unless BALANCER_TRUSTED_PROXIES names them.
      trust: {
        proxies: (given.BALANCER_TRUSTED_PROXIES ?? '')
          .split(',')
          .map((p) => p.trim())
          .filter(Boolean),
        secret: null,
      },
      log,
    }),
  };
  const processes = { gateway: [], web: [] };
  const others = [];

  const startReplica = async (role, i) => {
    const port = roles[role].ports[i];
    const child = roles[role].start(i, port);
    processes[role][i] = child;
    await waitForOk(`http://127.0.0.1:${port}/readyz`, { child, timeoutMs: 180_000 });
    // And the balancer has seen it (its next probe), so the next step of a rolling restart is safe.
    while (!balancers[role].isUp(i)) await new Promise((resolve) => setTimeout(resolve, 100));
    log(`[cluster] ${child.label} ready on :${port} (pid ${child.pid})`);
    return child;
  };

  await balancers.gateway.listen(gatewayPort, '127.0.0.1');
  await Promise.all(roles.gateway.ports.map((_, i) => startReplica('gateway', i)));
  await balancers.web.listen(webPort, host);
  await Promise.all(roles.web.ports.map((_, i) => startReplica('web', i)));
  others.push(...startSandboxes({ env, given, gatewayOrigin, partnerPort, lenderPort, logDir }));

  const cluster = {
    env,
    balancers,
    processes,
    urls: {
      web: `http://${host === '0.0.0.0' ? 'localhost' : host}:${webPort}`,
      gateway: `${gatewayOrigin}/graphql`,
      webReplicas: roles.web.ports.map((port) => `http://127.0.0.1:${port}`),
      gatewayReplicas: roles.gateway.ports.map((port) => `http://127.0.0.1:${port}/graphql`),
      partnerSandbox: `http://localhost:${partnerPort}/`,
      lenderSandbox: `http://localhost:${lenderPort}/`,
    },
    /** SIGTERM to one replica (it drains and exits), then a new one on its port, ready behind the balancer. */
    async restart(role, i) {
      const old = processes[role][i];
      const started = Date.now();
      const code = await stopNode(old);
      log(`[cluster] ${old.label} (pid ${old.pid}) exited ${code} after SIGTERM in ${Date.now() - started} ms`);
      await startReplica(role, i);
      return { exitCode: code, ms: Date.now() - started };
    },
    /** Every replica in turn, web and then gateways: what a deploy of a new build does. */
    async rollingRestart() {
      for (const role of ['web', 'gateway']) for (let i = 0; i < replicas; i++) await cluster.restart(role, i);
    },
    async stop() {
      await Promise.all([...processes.web, ...processes.gateway, ...others].filter(Boolean).map((child) => stopNode(child)));
      await Promise.all([balancers.web.close(), balancers.gateway.close()]);
    },
  };
  return cluster;
}

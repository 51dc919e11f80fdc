#!/usr/bin/env node
// The cluster tier (`npm run test:cluster`, after `npm run build`): starts the shop as replicas
// (scripts/lib/cluster.mjs: two gateways, two web servers, two balancers) on a fresh PostgreSQL
// database of its own and on Redis, then
//   1. drives a shopper's journey alternating the web replicas (journey.mjs),
//   2. restarts web replica 1 and then gateway replica 1 (SIGTERM, start again) under a load of pages,
//      GraphQL queries and a mutation through the balancers; no accepted request may fail (load.mjs),
//   3. runs the robustness tier (e2e/robustness/run.mjs) against the balancers: no 5xx.
// The database is dropped and the Redis keys removed afterwards. PostgreSQL and Redis are the ones
// given when they answer, else private ones started for the run (services.mjs).
//
//   CLUSTER_TEST_DATABASE_SERVER  postgres://postgres@127.0.0.1:5432 (the run's database is made there)
//   CLUSTER_TEST_DATABASE_PREFIX  cadence_cluster_test_
//   CLUSTER_TEST_REDIS_URL        redis://127.0.0.1:6379/9 (a database number of its own)
//   CLUSTER_TEST_WEB_PORT / CLUSTER_TEST_GATEWAY_PORT  the balancers (3800 / 4800; replicas on the next ports)
//   CLUSTER_TEST_ROBUSTNESS_REQUESTS  2000
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Redis } from 'ioredis';
import { dropDatabase, startCluster } from '../../scripts/lib/cluster.mjs';
import { assertBuilt, sleep } from '../../scripts/lib/shop.mjs';
import { journey } from './journey.mjs';
import { startLoad } from './load.mjs';
import { ensurePostgres, ensureRedis } from './services.mjs';

const int = (name, fallback) => Number(process.env[name] ?? fallback);
const WEB_PORT = int('CLUSTER_TEST_WEB_PORT', 3800);
const GATEWAY_PORT = int('CLUSTER_TEST_GATEWAY_PORT', 4800);
const ROBUSTNESS_REQUESTS = int('CLUSTER_TEST_ROBUSTNESS_REQUESTS', 2000);
const ROBUSTNESS = fileURLToPath(new URL('../robustness/run.mjs', import.meta.url));
/** Key prefixes the shop's rate limits write (commerce: customer/rate-limiter.ts, shared/rate-limiter.ts users). */
const REDIS_PREFIXES = ['cadence:auth', 'payments', 'cycle-to-work', 'cart:'];

const results = [];
async function check(name, fn) {
  const started = Date.now();
  try {
    await fn();
    results.push({ name, ok: true });
    console.log(`  ✓ ${name} (${Date.now() - started} ms)`);
  } catch (error) {
    results.push({ name, ok: false });
    console.log(
      `  ✗ ${name}\n      ${String(error.stack ?? error)
        .split('\n')
        .slice(0, 6)
        .join('\n      ')}`,
    );
  }
}

/** Restarts web 1, then gateway 1, under load; no request the balancers accepted may fail. */
async function rollingRestartUnderLoad(cluster) {
  const load = startLoad({ web: cluster.urls.web, gateway: cluster.urls.gateway });
  await sleep(2_000);
  const restarts = [];
  for (const role of ['web', 'gateway']) {
    const { exitCode, ms } = await cluster.restart(role, 0);
    restarts.push(`${role} 1: exit ${exitCode}, back in ${(ms / 1000).toFixed(1)} s`);
    await sleep(1_000);
  }
  const { counts, failures, total } = await load.stop();
  console.log(`  restarts: ${restarts.join('; ')}`);
  console.log(
    `  requests: ${total}; ${[...counts.entries()]
      .sort()
      .map(([k, v]) => `${k}: ${v}`)
      .join(', ')}`,
  );
  console.log(
    `  balancers: web ${JSON.stringify(cluster.balancers.web.counts)}, gateway ${JSON.stringify(cluster.balancers.gateway.counts)}`,
  );
  console.log(`  accepted then failed: ${failures.length}`);
  for (const f of failures.slice(0, 10)) console.log(`    ${f.at} ${f.kind} ${f.url.slice(0, 80)} → ${f.status ?? f.error}`);
  if (failures.length) throw new Error(`${failures.length} accepted request(s) failed during the rolling restart`);
  if (restarts.length !== 2) throw new Error('a restart did not happen');
}

/** The robustness tier against the balancers: its exit code and closing line. */
function robustness(cluster) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [ROBUSTNESS], {
      env: {
        ...process.env,
        ROBUSTNESS_WEB: new URL(cluster.urls.web).host,
        ROBUSTNESS_GATEWAY: new URL(cluster.urls.gateway).host,
        ROBUSTNESS_REQUESTS: String(ROBUSTNESS_REQUESTS),
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.once('exit', (code) => {
      const lines = output.trim().split('\n');
      const status = lines.find((line) => line.startsWith('[robustness] by status')) ?? '';
      const fivexx = [...status.matchAll(/\b(5\d\d): (\d+)/g)].reduce((sum, m) => sum + Number(m[2]), 0);
      console.log(`  ${status.replace('[robustness] ', 'robustness ')}`);
      console.log(`  robustness 5xx: ${fivexx}`);
      if (code === 0) resolve();
      else {
        const failures = lines.filter((line) => /^\s+(FAIL|\S+\.\.\.|and \d+ more)/.test(line) || line.startsWith('       '));
        reject(
          new Error(`the robustness tier failed (exit ${code}):\n${[...failures.slice(0, 40), ...lines.slice(-12)].join('\n')}`),
        );
      }
    });
  });
}

async function cleanRedis(url) {
  const redis = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 1 });
  await redis.connect();
  let removed = 0;
  for (const prefix of REDIS_PREFIXES) {
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 500);
      cursor = next;
      if (keys.length) removed += await redis.del(...keys);
    } while (cursor !== '0');
  }
  redis.disconnect();
  return removed;
}

async function main() {
  assertBuilt();
  const started = Date.now();
  const logDir = mkdtempSync(path.join(os.tmpdir(), 'cadence-cluster-test-'));
  const postgres = await ensurePostgres(
    process.env.CLUSTER_TEST_DATABASE_SERVER ?? 'postgres://postgres@127.0.0.1:5432',
    GATEWAY_PORT + 50,
  );
  const redis = await ensureRedis(process.env.CLUSTER_TEST_REDIS_URL ?? 'redis://127.0.0.1:6379/9', GATEWAY_PORT + 51);
  const databaseUrl = `${postgres.url}/${process.env.CLUSTER_TEST_DATABASE_PREFIX ?? 'cadence_cluster_test_'}${process.pid}`;
  let cluster;
  let failed = false;
  try {
    console.log(`[cluster-test] starting the cluster (logs in ${logDir})`);
    cluster = await startCluster({
      databaseUrl,
      redisUrl: redis.url,
      webPort: WEB_PORT,
      gatewayPort: GATEWAY_PORT,
      partnerPort: GATEWAY_PORT + 20,
      lenderPort: GATEWAY_PORT + 21,
      logDir,
      // The run's own: not the caller's shop settings.
      extraEnv: { LOG_LEVEL: 'info' },
      log: (line) => line.startsWith('[cluster]') && console.log(line),
    });
    console.log(`[cluster-test] cluster ready in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    const [one, two] = cluster.urls.webReplicas;
    console.log('[cluster-test] the journey, alternating replicas');
    await journey(one, two, check);
    console.log('[cluster-test] rolling restart under load');
    await check('restarting web 1 and gateway 1 under load loses no accepted request', () => rollingRestartUnderLoad(cluster));
    console.log('[cluster-test] the robustness tier against the balancers');
    await check('the robustness tier against the cluster answers no 5xx', () => robustness(cluster));
  } catch (error) {
    failed = true;
    console.error(`[cluster-test] ${error.stack ?? error}`);
  } finally {
    await cluster?.stop().catch((error) => console.error(`[cluster-test] stopping: ${error.message}`));
    await dropDatabase(databaseUrl).catch((error) => console.error(`[cluster-test] dropping the database: ${error.message}`));
    await cleanRedis(redis.url).catch((error) => console.error(`[cluster-test] cleaning Redis: ${error.message}`));
    await redis.stop();
    await postgres.stop();
  }
  const bad = results.filter((r) => !r.ok).length + (failed ? 1 : 0);
  if (bad) {
    for (const file of ['gateway-1.log', 'web-1.log']) {
      const lines = readFileSync(path.join(logDir, file), 'utf8').trim().split('\n');
      console.log(`[cluster-test] last lines of ${file}:\n${lines.slice(-15).join('\n')}`);
    }
  } else rmSync(logDir, { recursive: true, force: true });
  console.log(`[cluster-test] done in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  console.log(`cluster: ${results.filter((r) => r.ok).length} passed, ${bad} failed`);
  process.exit(bad ? 1 : 0);
}

main();

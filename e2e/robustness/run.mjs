#!/usr/bin/env node
// The robustness tier (`npm run test:robustness`, after `npm run build`): starts its own gateway and
// web app in production mode on loopback, sends a bounded, seeded fuzz of hostile requests to every
// REST shim, the gateway on both ports, the page routes and the drawn images, and fails when any
// answer is a 5xx, a request hangs, a process dies, or memory does not come back near its level.
//
//   ROBUSTNESS_SEED=<n>          the run to reproduce (default fixed, so CI runs are comparable)
//   ROBUSTNESS_REQUESTS=<n>      how many hostile requests (default 6000, at least 5000 in CI)
//   ROBUSTNESS_CONCURRENCY=<n>   requests in flight (default 8)
//   ROBUSTNESS_ONLY=<index>      replay one request of the seeded run and print it whole
//   ROBUSTNESS_WEB=<host:port> and ROBUSTNESS_GATEWAY=<host:port>  fuzz a shop already running there
//                                (the cluster's balancers, e2e/cluster/run.mjs) instead of starting one;
//                                its processes are not ours, so their memory is not measured
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  assertBuilt,
  assertPortFree,
  envInt,
  installCleanupHandlers,
  readRss,
  sleep,
  startGateway,
  startWeb,
  stopAllChildren,
  WEB_DIR,
} from '../../bench/lib.mjs';
import { generators, PAGE_PATHS, seededRandom, shimPaths, storefrontOperations } from './cases.mjs';
import { rawRequest } from './raw-http.mjs';

const HOST = '127.0.0.1';
const GATEWAY_PORT = envInt('ROBUSTNESS_GATEWAY_PORT', 4700);
const WEB_PORT = envInt('ROBUSTNESS_WEB_PORT', 3700);
const SEED = envInt('ROBUSTNESS_SEED', 20261125);
const REQUESTS = envInt('ROBUSTNESS_REQUESTS', 6000);
const CONCURRENCY = envInt('ROBUSTNESS_CONCURRENCY', 8);
const ONLY = process.env.ROBUSTNESS_ONLY === undefined ? null : Number(process.env.ROBUSTNESS_ONLY);
/** A running shop to fuzz (both or neither): `{ web: { host, port }, gateway: { host, port } }`. */
const EXTERNAL =
  process.env.ROBUSTNESS_WEB && process.env.ROBUSTNESS_GATEWAY
    ? Object.fromEntries(
        Object.entries({ web: process.env.ROBUSTNESS_WEB, gateway: process.env.ROBUSTNESS_GATEWAY }).map(([name, target]) => {
          const [host, port] = target.split(':');
          return [name, { host, port: Number(port) }];
        }),
      )
    : null;
/**
 * How far the live heap (after a full collection) may stay above its level after the fuzz: the
 * bounded caches (parsed documents, query plans, public responses, pages) fill with the fuzz's
 * entries, which is their job; anything unbounded shows as far more than this.
 */
const HEAP_SLACK_MB = 64;
const MEMORY_PROBE = fileURLToPath(new URL('./memory-probe.cjs', import.meta.url));

/** How often each family is drawn (weights). */
const FAMILY_WEIGHTS = {
  'graphql-variables': 25,
  'graphql-malformed': 20,
  'graphql-nested-lists': 5,
  shims: 25,
  pages: 15,
  images: 6,
  'gateway-paths': 4,
};

/** The generator of request `index` of run `seed`: each request reproduces on its own. */
function requestRng(seed, index) {
  return seededRandom(Math.imul(seed, 2654435761) ^ Math.imul(index + 1, 40503));
}

function pickFamily(rng) {
  const total = Object.values(FAMILY_WEIGHTS).reduce((a, b) => a + b, 0);
  let roll = rng.next() * total;
  for (const [family, weight] of Object.entries(FAMILY_WEIGHTS)) {
    roll -= weight;
    if (roll < 0) return family;
  }
  return 'pages';
}

const describe = (req) => {
  const p = Buffer.isBuffer(req.path) ? req.path.toString('latin1') : req.path;
  return `${req.method} ${req.target}${p.length > 160 ? `${p.slice(0, 160)}… (${p.length} chars)` : p}`;
};

/** A child's live heap after a full collection (memory-probe.cjs), with its RSS and peak RSS. */
async function liveHeap(child) {
  const seen = child
    .tail()
    .split('\n')
    .filter((line) => line.startsWith('[memory-probe]')).length;
  process.kill(child.pid, 'SIGUSR2');
  for (let i = 0; i < 100; i++) {
    await sleep(100);
    const lines = child
      .tail()
      .split('\n')
      .filter((line) => line.startsWith('[memory-probe]'));
    if (lines.length > seen) {
      const { heapUsed } = JSON.parse(lines[lines.length - 1].slice('[memory-probe] '.length));
      return { heapMb: heapUsed / 1024 / 1024, ...readRss(child.pid) };
    }
  }
  throw new Error(`${child.name} did not answer the memory probe`);
}

async function main() {
  if (!EXTERNAL) {
    assertBuilt();
    await assertPortFree(GATEWAY_PORT, HOST);
    await assertPortFree(WEB_PORT, HOST);
  }
  installCleanupHandlers();
  const tmpDir = mkdtempSync(path.join(os.tmpdir(), 'cadence-robustness-'));
  const shims = shimPaths(WEB_DIR);
  const operations = storefrontOperations(WEB_DIR);
  const families = generators({ shims, operations });
  const targets = EXTERNAL ?? { gateway: { host: HOST, port: GATEWAY_PORT }, web: { host: HOST, port: WEB_PORT } };
  const make = (index) => {
    const rng = requestRng(SEED, index);
    const family = pickFamily(rng);
    return { family, ...families[family](rng) };
  };

  console.log(
    `[robustness] seed ${SEED}, ${REQUESTS} requests, ${CONCURRENCY} in flight; ${shims.length} shim paths, ${operations.length} storefront operations`,
  );
  // The memory probe answers SIGUSR2 with a full collection and the live heap (memory-probe.cjs).
  process.env.NODE_OPTIONS = `${process.env.NODE_OPTIONS ?? ''} --require ${MEMORY_PROBE}`.trim();
  const gateway = EXTERNAL
    ? null
    : await startGateway({
        host: HOST,
        port: GATEWAY_PORT,
        dataDir: path.join(tmpDir, 'data'),
        logDir: tmpDir,
        label: '[robustness]',
      });
  const web = EXTERNAL
    ? null
    : await startWeb({
        host: HOST,
        port: WEB_PORT,
        gatewayUrl: `http://${HOST}:${GATEWAY_PORT}/graphql`,
        logDir: tmpDir,
        label: '[robustness]',
      });
  if (EXTERNAL) console.log(`[robustness] against web ${process.env.ROBUSTNESS_WEB}, gateway ${process.env.ROBUSTNESS_GATEWAY}`);
  const send = (req) =>
    rawRequest({
      host: targets[req.target].host,
      port: targets[req.target].port,
      method: req.method,
      path: req.path,
      headers: req.headers,
      body: req.body,
    });

  if (ONLY !== null) {
    const req = make(ONLY);
    const res = await send(req);
    console.log(`[robustness] request ${ONLY} (${req.family}): ${describe(req)}`);
    console.log(req.headers, req.body ? `${req.body.length} bytes: ${req.body.subarray(0, 2000).toString('latin1')}` : 'no body');
    console.log(res);
    await stopAllChildren();
    return;
  }

  // Warm up with ordinary traffic so memory is measured at its working level, not at start.
  for (let round = 0; round < 3; round++) {
    for (const page of PAGE_PATHS) await send({ target: 'web', method: 'GET', path: page, headers: [] });
    for (const op of operations.filter((o) => o.kind === 'query' && o.variables.length === 0)) {
      await send({
        target: 'gateway',
        method: 'POST',
        path: '/graphql',
        headers: [
          ['Content-Type', 'application/json'],
          ['apollo-require-preflight', 'true'],
        ],
        body: Buffer.from(JSON.stringify({ query: op.document })),
      });
    }
  }
  await sleep(1000);
  const before = EXTERNAL ? null : { gateway: await liveHeap(gateway), web: await liveHeap(web) };

  const byStatus = new Map();
  const byFamily = new Map();
  const failures = [];
  let resets = 0;
  const resetSamples = [];
  let next = 0;
  const started = Date.now();
  const worker = async () => {
    while (next < REQUESTS) {
      const index = next++;
      const req = make(index);
      const res = await send(req);
      const key = res.outcome === 'response' ? String(res.status) : res.outcome;
      byStatus.set(key, (byStatus.get(key) ?? 0) + 1);
      const family = byFamily.get(req.family) ?? new Map();
      family.set(key, (family.get(key) ?? 0) + 1);
      byFamily.set(req.family, family);
      if (res.outcome === 'reset' && resets++ < 5) resetSamples.push(`#${index} [${req.family}] ${describe(req)}`);
      // A connection closed without an answer is a failure too: every refusal reaches its client
      // (the body is read before the answer, discardBody and answerClientError in both servers).
      if (res.status >= 500 || res.outcome !== 'response') {
        failures.push({ index, family: req.family, request: describe(req), status: key, body: res.bodyStart.slice(0, 300) });
      }
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  const seconds = (Date.now() - started) / 1000;

  const crashed = [gateway, web].filter((child) => child && child.exitCode !== undefined);
  await sleep(2000);
  const after = crashed.length || EXTERNAL ? null : { gateway: await liveHeap(gateway), web: await liveHeap(web) };
  const stillServing =
    !crashed.length &&
    (await send({ target: 'gateway', method: 'GET', path: '/health', headers: [] })).status === 200 &&
    (await send({ target: 'web', method: 'GET', path: '/', headers: [] })).status === 200;

  // Report
  const sorted = [...byStatus.entries()].sort(([a], [b]) => a.localeCompare(b));
  console.log(`\n[robustness] ${REQUESTS} requests in ${seconds.toFixed(1)} s (${(REQUESTS / seconds).toFixed(0)} req/s)`);
  console.log(`[robustness] by status: ${sorted.map(([k, v]) => `${k}: ${v}`).join(', ')}`);
  for (const [family, counts] of [...byFamily.entries()].sort()) {
    const total = [...counts.values()].reduce((a, b) => a + b, 0);
    console.log(
      `  ${family.padEnd(22)} ${String(total).padStart(5)}  ${[...counts.entries()]
        .sort()
        .map(([k, v]) => `${k}: ${v}`)
        .join(', ')}`,
    );
  }
  console.log(
    `[robustness] connections closed without an answer: ${resets}${resetSamples.length ? `, e.g.\n    ${resetSamples.join('\n    ')}` : ''}`,
  );
  const memoryProblems = [];
  for (const name of before ? ['gateway', 'web'] : []) {
    const b = before[name];
    const a = after?.[name];
    const limit = b.heapMb + HEAP_SLACK_MB;
    console.log(
      `[robustness] ${name} live heap before ${b.heapMb.toFixed(0)} MB, after ${a ? a.heapMb.toFixed(0) : '—'} MB (allowed ${limit.toFixed(0)} MB); RSS ${b.rssMb.toFixed(0)} → ${a ? a.rssMb.toFixed(0) : '—'} MB, peak ${a ? a.peakMb.toFixed(0) : '—'} MB`,
    );
    if (a && a.heapMb > limit)
      memoryProblems.push(`${name} live heap ${a.heapMb.toFixed(0)} MB after the fuzz, over ${limit.toFixed(0)} MB`);
  }
  for (const f of failures.slice(0, 40)) {
    console.log(`  FAIL #${f.index} [${f.family}] ${f.status} ${f.request}\n       ${f.body.replace(/\s+/g, ' ')}`);
  }
  if (failures.length > 40) console.log(`  … and ${failures.length - 40} more`);
  if (failures.length)
    console.log(`[robustness] replay one with ROBUSTNESS_SEED=${SEED} ROBUSTNESS_ONLY=<index> npm run test:robustness`);
  for (const child of crashed)
    console.log(`[robustness] ${child.name} exited (${child.exitCode}); last output:\n${child.tail()}`);
  for (const problem of memoryProblems) console.log(`[robustness] ${problem}`);
  if (!stillServing && !crashed.length) console.log('[robustness] the gateway or the web app no longer answers its health check');

  const failed = failures.length + crashed.length + memoryProblems.length + (stillServing ? 0 : 1);
  await stopAllChildren();
  rmSync(tmpDir, { recursive: true, force: true });
  // One closing line in the form CI reads: requests answered without a 5xx vs problems found.
  console.log(`robustness: ${REQUESTS - failures.length} passed, ${failed} failed`);
  process.exit(failed ? 1 : 0);
}

main().catch(async (error) => {
  console.error(`[robustness] ${error.message}`);
  await stopAllChildren();
  process.exit(1);
});

// The pieces of serving the built shop, shared by scripts/serve.mjs (one web, one gateway) and
// scripts/cluster.mjs (replicas behind a balancer): the checks, the environment with the secrets
// every process must share, preparing the database, starting processes and waiting for them.
/* global fetch, AbortSignal */
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createWriteStream, existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const GATEWAY_MAIN = path.join(ROOT, 'graphql-gateway/dist/main.js');
export const WEB_SERVER = path.join(ROOT, 'web/server/index.cjs');
export const DB_PREPARE = path.join(ROOT, 'commerce/dist/db/prepare.js');
export const PARTNER_SANDBOX = path.join(ROOT, 'commerce/dist/sandbox/partner-sandbox-main.js');
export const LENDER_SANDBOX = path.join(ROOT, 'commerce/dist/sandbox/lender-sandbox-main.js');
/**
 * The gateway's V8 young generation: 32 MB semi-spaces. A request's objects then die young instead
 * of being promoted to the old generation while twenty others are in flight: with 2 MB the
 * garbage collector took about 40 % of the gateway's time under load and its old generation grew
 * (a listing cost 28 ms of gateway CPU, then 15 with 16 MB). From 16 to 32 MB, together with the
 * old generation's growth limit the gateway sets itself (graphql-gateway/src/ops/heap.ts), a
 * listing went from 2.79-2.94 to 2.37-2.62 ms of gateway CPU and the peak under load from 392-404
 * to 288-297 MB resident (issue 17's note has the runs). The Dockerfile's CMD and
 * docker-compose.yml's gateway command say the same.
 */
export const GATEWAY_NODE_ARGS = ['--max-semi-space-size=32'];

/**
 * glibc's allocator settings for the gateway: blocks of 128 kB and more always come from mmap and go
 * back to the system when freed. By default glibc raises that threshold each time such a block is
 * freed (up to 32 MB); from then on the large blocks V8 uses while compiling PGlite's WebAssembly on
 * background threads are carved from per-thread heaps that keep them after they are freed, about
 * 60 MB resident for good. With the threshold fixed (at glibc's own starting value) the gateway's
 * idle RSS in the render bench went from 306 / 288 to 239 / 245 MB and its peak under load from 399 /
 * 383 to 331 / 336, at the same requests per second (issue 17's note has the runs). Only glibc reads
 * it (Debian's node images, this machine); an operator's own GLIBC_TUNABLES is kept.
 */
export const GATEWAY_MALLOC_TUNABLES = 'glibc.malloc.mmap_threshold=131072';

/** The gateway's environment: the shop's, with the allocator settings above unless the operator chose their own. */
export const gatewayEnv = (env) => ({ ...env, GLIBC_TUNABLES: env.GLIBC_TUNABLES ?? GATEWAY_MALLOC_TUNABLES });

/** Exits with a hint when the shop is not built. */
export function assertBuilt() {
  for (const built of ['graphql-gateway/dist/main.js', 'web/.next/BUILD_ID']) {
    if (!existsSync(path.join(ROOT, built))) {
      console.error(`Missing ${built}: run \`npm run build\` (or \`npm start\`, which builds first).`);
      process.exit(1);
    }
  }
}

/**
 * The environment of every process of one shop: production unless said otherwise (no introspection
 * or explorer, no schema hints in errors, the optimised web build), and the secrets they share,
 * made here once unless given. The web app is the gateway's trusted proxy and proves it with
 * PROXY_SECRET, so another local process cannot pose as the web and choose its own client address;
 * the partner's and the lender's sandboxes sign with the secrets the gateways check. Every replica
 * must get the same values, so they are made before any process starts.
 */
export function shopEnv({ gatewayUrl, partnerPort, lenderPort, base = process.env }) {
  return {
    ...base,
    NODE_ENV: base.NODE_ENV ?? 'production',
    PROXY_SECRET: base.PROXY_SECRET ?? randomBytes(32).toString('hex'),
    NEXT_TELEMETRY_DISABLED: '1',
    APOLLO_TELEMETRY_DISABLED: 'true',
    GATEWAY_URL: base.GATEWAY_URL ?? gatewayUrl,
    // The cross-border partner: by default its sandbox (startSandboxes), with the same shared secret.
    PARTNER_SHARED_SECRET: base.PARTNER_SHARED_SECRET ?? randomBytes(32).toString('hex'),
    PARTNER_CHECKOUT_URL: base.PARTNER_CHECKOUT_URL ?? `http://localhost:${partnerPort}/checkout`,
    // The finance lender: by default its sandbox, with the same shared secret.
    LENDER_SHARED_SECRET: base.LENDER_SHARED_SECRET ?? randomBytes(32).toString('hex'),
    LENDER_APPLICATION_URL: base.LENDER_APPLICATION_URL ?? `http://localhost:${lenderPort}/apply`,
  };
}

/**
 * Migrates and seeds in a short-lived process: the gateways then start on a ready database and do
 * not carry the seeding's memory for the rest of their lives (and replicas do not race to migrate).
 */
export function prepareDatabase(env, { quiet = false } = {}) {
  const prepare = spawnSync(process.execPath, [DB_PREPARE], {
    cwd: ROOT,
    env,
    stdio: quiet ? 'pipe' : 'inherit',
    encoding: 'utf8',
  });
  if (prepare.status !== 0) {
    if (quiet) process.stderr.write(`${prepare.stdout ?? ''}${prepare.stderr ?? ''}`);
    throw new Error(`preparing the database failed (exit ${prepare.status})`);
  }
}

/**
 * Starts `node [nodeArgs] script` as a child. Its output goes to the terminal, or to `logFile`
 * (appended, so a restarted replica's lines follow its predecessor's). It runs in its own process
 * group, so a Ctrl-C in the terminal reaches only the parent, which passes one SIGTERM on (a second
 * signal would make the child exit at once instead of draining).
 */
export function startNode({ name, script, cwd = ROOT, env, nodeArgs = [], logFile }) {
  const child = spawn(process.execPath, [...nodeArgs, script], {
    cwd,
    env,
    detached: true,
    stdio: logFile ? ['ignore', 'pipe', 'pipe'] : 'inherit',
  });
  if (logFile) {
    const log = createWriteStream(logFile, { flags: 'a' });
    child.stdout.pipe(log);
    child.stderr.pipe(log);
  }
  child.label = name;
  child.exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve(code ?? signal)));
  return child;
}

export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Waits until `url` answers 200; fails when `child` exits first or after `timeoutMs`. */
export async function waitForOk(url, { child, timeoutMs = 120_000 } = {}) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child && child.exitCode !== null)
      throw new Error(`${child.label ?? 'process'} exited (${child.exitCode}) before ${url} answered`);
    const ok = await fetch(url, { signal: AbortSignal.timeout(2_000) }).then(
      async (r) => (await r.arrayBuffer(), r.ok),
      () => false,
    );
    if (ok) return;
    if (Date.now() > deadline) throw new Error(`${url} did not answer 200 within ${timeoutMs / 1000} s`);
    await sleep(200);
  }
}

/** SIGTERM, then SIGKILL when it has not exited after `graceMs`; resolves with its exit code or signal. */
export async function stopNode(child, graceMs = 15_000) {
  if (child.exitCode !== null || child.signalCode !== null) return child.exitCode ?? child.signalCode;
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
  const code = await child.exited;
  clearTimeout(timer);
  return code;
}

/**
 * The partner's and the lender's sandboxes, unless a real partner / lender is configured in `given`
 * (the caller's environment); their webhooks go to `gatewayOrigin`.
 */
export function startSandboxes({ env, given = process.env, gatewayOrigin, partnerPort, lenderPort, logDir }) {
  const started = [];
  if (!given.PARTNER_CHECKOUT_URL) {
    started.push(
      startNode({
        name: 'partner sandbox',
        script: PARTNER_SANDBOX,
        env: { ...env, PARTNER_SANDBOX_PORT: String(partnerPort), PARTNER_WEBHOOK_URL: `${gatewayOrigin}/webhooks/partner` },
        logFile: logDir && path.join(logDir, 'partner-sandbox.log'),
      }),
    );
  }
  if (!given.LENDER_APPLICATION_URL) {
    started.push(
      startNode({
        name: 'lender sandbox',
        script: LENDER_SANDBOX,
        env: { ...env, LENDER_SANDBOX_PORT: String(lenderPort), LENDER_WEBHOOK_URL: `${gatewayOrigin}/webhooks/lender` },
        logFile: logDir && path.join(logDir, 'lender-sandbox.log'),
      }),
    );
  }
  return started;
}

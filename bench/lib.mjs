// Helpers for bench/run.mjs: child processes, readiness polling, RSS, autocannon and reporting.
import { execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createWriteStream, existsSync, readFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { setTimeout as sleep } from 'node:timers/promises';
import autocannon from 'autocannon';
import { print } from 'graphql';
import { GATEWAY_NODE_ARGS as SHOP_GATEWAY_NODE_ARGS, gatewayEnv as withGatewayMalloc } from '../scripts/lib/shop.mjs';

export { sleep };

export const BENCH_DIR = path.dirname(fileURLToPath(import.meta.url));
export const ROOT = path.resolve(BENCH_DIR, '..');
export const RESULTS_DIR = path.join(BENCH_DIR, 'results');

export const GATEWAY_MAIN = path.join(ROOT, 'graphql-gateway', 'dist', 'main.js');
export const DB_PREPARE = path.join(ROOT, 'commerce', 'dist', 'db', 'prepare.js');
/** The gateway's V8 flags, as scripts/serve.mjs and the gateway image run it (scripts/lib/shop.mjs says why). */
export const GATEWAY_NODE_ARGS = [
  ...SHOP_GATEWAY_NODE_ARGS,
  ...(process.env.BENCH_GATEWAY_NODE_ARGS ?? '').split(' ').filter(Boolean),
];
export const WEB_DIR = path.join(ROOT, 'web');
export const WEB_BUILD_ID = path.join(WEB_DIR, '.next', 'BUILD_ID');
export const STATIC_SERVER = path.join(BENCH_DIR, 'static-server.mjs');
/** The web app proves itself to the gateway with this (as scripts/serve.mjs does per start). */
const PROXY_SECRET = randomBytes(32).toString('hex');

/** Thrown for expected failures: printed without a stack trace. */
export class BenchError extends Error {}

// ---------------------------------------------------------------------------------------------
// Configuration

/**
 * The query text of one of the web's typed documents (web/src/graphql/graphql.ts, written by `npm run
 * codegen`), fragments included: a scenario that measures what a screen asks for asks exactly that,
 * and follows the screen when its document changes. `name` without the `Document` suffix (`CartGet`).
 */
export function webDocument(name) {
  const source = readFileSync(path.join(WEB_DIR, 'src', 'graphql', 'graphql.ts'), 'utf8');
  const line = source.split('\n').find((l) => l.startsWith(`export const ${name}Document = `));
  const ast = line?.match(/^export const \w+ = (\{.*\}) as unknown as DocumentNode</)?.[1];
  if (!ast) throw new BenchError(`bench: the web has no typed document ${name} (run npm run codegen)`);
  return print(JSON.parse(ast));
}

/** A positive integer from the environment, or the fallback; anything else is an error. */
export function envInt(name, fallback) {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value <= 0) throw new BenchError(`${name} must be a positive integer, got "${raw}"`);
  return value;
}

/** Fails with a hint to build when the gateway or web build output is missing. */
export function assertBuilt() {
  const missing = [];
  if (!existsSync(GATEWAY_MAIN)) missing.push(path.relative(ROOT, GATEWAY_MAIN));
  if (!existsSync(WEB_BUILD_ID)) missing.push(path.relative(ROOT, WEB_BUILD_ID));
  if (missing.length) {
    throw new BenchError(`The app is not built (missing ${missing.join(', ')}). Run \`npm run build\` first.`);
  }
}

/** Fails when something already listens on host:port (we would benchmark someone else's server). */
export function assertPortFree(port, host = '127.0.0.1') {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.once('error', (error) => {
      reject(
        new BenchError(
          error.code === 'EADDRINUSE'
            ? `Port ${host}:${port} is already in use; stop whatever listens there (or set BENCH_*_PORT) and retry.`
            : `Cannot bind ${host}:${port}: ${error.message}`,
        ),
      );
    });
    server.listen(port, host, () => server.close(() => resolve()));
  });
}

// ---------------------------------------------------------------------------------------------
// Child processes

const children = new Set();

/**
 * Spawns `process.execPath script ...args` in its own process group (so stop() also reaches any
 * workers it forks). Output goes to `logFile` and a tail buffer kept for error messages.
 */
export function startChild({ name, script, args = [], nodeArgs = [], cwd = ROOT, env = process.env, logFile }) {
  const proc = spawn(process.execPath, [...nodeArgs, script, ...args], {
    cwd,
    env,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const log = logFile ? createWriteStream(logFile) : null;
  const tail = [];
  const collect = (chunk) => {
    log?.write(chunk);
    for (const line of chunk.toString().split('\n')) {
      if (!line.trim()) continue;
      tail.push(line);
      if (tail.length > 60) tail.shift();
    }
  };
  proc.stdout.on('data', collect);
  proc.stderr.on('data', collect);

  const child = {
    name,
    proc,
    pid: proc.pid,
    logFile,
    exitCode: undefined,
    exited: null,
    tail: () => tail.join('\n'),
    stop: () => stopChild(child),
  };
  child.exited = new Promise((resolve) => {
    proc.once('exit', (code, signal) => {
      child.exitCode = code ?? signal;
      children.delete(child);
      log?.end();
      resolve(child.exitCode);
    });
    proc.once('error', (error) => {
      collect(Buffer.from(`[bench] failed to spawn ${name}: ${error.message}\n`));
      child.exitCode = 'spawn-error';
      children.delete(child);
      resolve(child.exitCode);
    });
  });
  children.add(child);
  return child;
}

function signalGroup(child, signal) {
  try {
    process.kill(-child.pid, signal);
  } catch {
    try {
      child.proc.kill(signal);
    } catch {
      /* already gone */
    }
  }
}

/** SIGTERM to the child's process group, SIGKILL if it is still there after `graceMs`. */
export async function stopChild(child, graceMs = 5000) {
  if (child.exitCode !== undefined || !child.pid) return;
  signalGroup(child, 'SIGTERM');
  const timer = sleep(graceMs).then(() => 'timeout');
  if ((await Promise.race([child.exited, timer])) === 'timeout') {
    signalGroup(child, 'SIGKILL');
    await child.exited;
  }
  // Anything the child left behind in its group.
  try {
    process.kill(-child.pid, 'SIGKILL');
  } catch {
    /* group is empty */
  }
}

export async function stopAllChildren() {
  await Promise.all([...children].map((child) => stopChild(child)));
}

/**
 * Kills the children whatever way the bench ends: SIGINT/SIGTERM stop them gracefully and exit;
 * a plain exit (or a crash) SIGKILLs anything still running.
 */
export function installCleanupHandlers(extraCleanup = async () => {}) {
  let stopping = false;
  const onSignal = (signal) => {
    if (stopping) return;
    stopping = true;
    console.error(`\n[bench] ${signal}: stopping servers…`);
    Promise.allSettled([stopAllChildren()])
      .then(() => extraCleanup())
      .finally(() => process.exit(signal === 'SIGINT' ? 130 : 143));
  };
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);
  process.once('exit', () => {
    for (const child of children) signalGroup(child, 'SIGKILL');
  });
}

/** The command line of a process, to prove we measure the node process itself. */
export function processCommandLine(pid) {
  return readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').filter(Boolean);
}

/** VmRSS and VmHWM (peak RSS) of a process in MB, read from /proc/<pid>/status. */
export function readRss(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const field = (key) => {
    const match = status.match(new RegExp(`^${key}:\\s+(\\d+)\\s+kB`, 'm'));
    if (!match) throw new BenchError(`No ${key} in /proc/${pid}/status`);
    return Number(match[1]) / 1024;
  };
  return { rssMb: field('VmRSS'), peakMb: field('VmHWM') };
}

/** Clock ticks per second of /proc/<pid>/stat's CPU times (USER_HZ: 100 on Linux). */
let clockTicks;

/** CPU time a process has used so far (user + system), in ms, from /proc/<pid>/stat. */
export function readCpuMs(pid) {
  clockTicks ??= Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
  // Fields after the command name (which may hold spaces, so it is cut at its closing parenthesis):
  // utime and stime are the 12th and 13th of them.
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / clockTicks;
}

// ---------------------------------------------------------------------------------------------
// HTTP

/** Polls `url` until it answers `status`; fails if the child exits or `timeoutMs` passes. */
export async function waitForHttp(url, { child, timeoutMs = 120_000, status = 200, intervalMs = 250 } = {}) {
  const deadline = Date.now() + timeoutMs;
  let last = 'no answer yet';
  while (Date.now() < deadline) {
    if (child && child.exitCode !== undefined) {
      throw new BenchError(
        `${child.name} exited (${child.exitCode}) before ${url} was ready.\n--- last output ---\n${child.tail()}`,
      );
    }
    try {
      const res = await fetch(url, { redirect: 'manual', signal: AbortSignal.timeout(15_000) });
      await res.arrayBuffer();
      if (res.status === status) return;
      last = `HTTP ${res.status}`;
    } catch (error) {
      last = error.cause?.code ?? error.message;
    }
    await sleep(intervalMs);
  }
  const output = child ? `\n--- last output of ${child.name} ---\n${child.tail()}` : '';
  throw new BenchError(`${url} was not ready within ${timeoutMs / 1000}s (last: ${last}).${output}`);
}

/** One plain request for a scenario; runs its check (status, payload) and returns the body. */
export async function probeScenario(scenario) {
  let res;
  let text;
  try {
    res = await fetch(scenario.url, {
      method: scenario.method ?? 'GET',
      headers: scenario.headers,
      body: scenario.body,
      redirect: 'manual',
      signal: AbortSignal.timeout(30_000),
    });
    text = await res.text();
  } catch (error) {
    throw new BenchError(`"${scenario.name}": request to ${scenario.url} failed: ${error.cause?.code ?? error.message}`);
  }
  try {
    if (scenario.check) await scenario.check(res, text);
    else if (res.status < 200 || res.status > 299) throw new Error(`HTTP ${res.status}`);
  } catch (error) {
    throw new BenchError(
      `"${scenario.name}": first response from ${scenario.method ?? 'GET'} ${scenario.url} is wrong: ${error.message}`,
    );
  }
  return text;
}

// ---------------------------------------------------------------------------------------------
// Load

/** One bounded autocannon run; resolves to autocannon's result object. */
export function runAutocannon(scenario, { duration, connections, amount }) {
  return new Promise((resolve, reject) => {
    let settled = false;
    const instance = autocannon(
      {
        url: scenario.url,
        method: scenario.method ?? 'GET',
        headers: scenario.headers ?? {},
        body: scenario.body,
        // A scenario may vary each request (a different cart per add, say).
        ...(scenario.requests ? { requests: scenario.requests } : {}),
        connections,
        // A scenario that uses up its fixtures (an order per cart) runs a number of requests instead.
        ...(amount ? { amount } : { duration }),
        pipelining: 1,
        timeout: 10,
      },
      (error, result) => {
        settled = true;
        clearTimeout(guard);
        if (error) reject(error);
        else resolve(result);
      },
    );
    // Belt and braces: autocannon stops itself after `duration`; never let a run hang the bench.
    const guard = setTimeout(
      () => {
        if (!settled) instance.stop();
      },
      ((amount ? 120 : duration) + 30) * 1000,
    );
  });
}

/** The figures we report from an autocannon result. */
export function summarise(name, result) {
  return {
    name,
    requestsPerSec: result.requests.average,
    latencyP50Ms: result.latency.p50,
    latencyP99Ms: result.latency.p99,
    latencyAvgMs: result.latency.average,
    totalRequests: result.requests.total,
    ok2xx: result['2xx'],
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
    durationS: result.duration,
    connections: result.connections,
    throughputBytesPerSec: result.throughput.average,
  };
}

// ---------------------------------------------------------------------------------------------
// Output

const fmt = (n, digits = 1) =>
  Number.isFinite(n) ? n.toLocaleString('en-GB', { minimumFractionDigits: digits, maximumFractionDigits: digits }) : '-';

/** A plain-text table of scenario figures. */
export function formatTable(rows) {
  const header = [
    'scenario',
    'req/s (avg)',
    'p50 ms',
    'p99 ms',
    'requests',
    'non-2xx',
    'errors',
    'web CPU ms/req',
    'gateway CPU ms/req',
  ];
  const body = rows.map((r) => [
    r.name,
    fmt(r.requestsPerSec),
    fmt(r.latencyP50Ms, 0),
    fmt(r.latencyP99Ms, 0),
    fmt(r.totalRequests, 0),
    fmt(r.non2xx, 0),
    fmt(r.errors, 0),
    fmt(r.cpuMsPerRequest?.web ?? NaN, 2),
    fmt(r.cpuMsPerRequest?.gateway ?? NaN, 2),
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...body.map((row) => row[i].length)));
  const line = (cells) => cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join('  ');
  return [line(header), widths.map((w) => '-'.repeat(w)).join('  '), ...body.map(line)].join('\n');
}

export { fmt };

// ---------------------------------------------------------------------------------------------
// The app under test (shared by bench/run.mjs and bench/lighthouse.mjs)

/** Runs a node script to its end; fails with its output when it exits non-zero. */
export function runToCompletion({ name, script, env, logFile }) {
  return new Promise((resolve, reject) => {
    const child = startChild({ name, script, env, logFile });
    child.proc.on('exit', (code) =>
      code === 0 ? resolve() : reject(new BenchError(`${name} exited with ${code}; see ${logFile}`)),
    );
  });
}

/**
 * Prepares a fresh PGlite database in `dataDir` (migrate + seed in its own short-lived process,
 * as scripts/serve.mjs and the compose db-prepare job do) and starts the production gateway on it.
 * Resolves to the gateway child once /health answers.
 */
export async function startGateway({ host, port, dataDir, logDir, label = '[bench]', extraEnv = {}, root = ROOT }) {
  // `root` is this checkout, or another one whose gateway bench/render-ab.mjs compares: its own scripts.
  const gatewayMain = path.join(root, 'graphql-gateway', 'dist', 'main.js');
  const dbPrepare = path.join(root, 'commerce', 'dist', 'db', 'prepare.js');
  const fixtures = path.join(root, 'bench', 'fixtures.mjs');
  const gatewayEnv = { ...process.env };
  for (const key of Object.keys(gatewayEnv)) {
    if (key === 'DATABASE_URL' || key === 'REFERENCE_TTL_MS' || key === 'CATALOGUE_TTL_MS' || key.startsWith('SUBGRAPH_'))
      delete gatewayEnv[key];
  }
  // BENCH_DATABASE_URL: measure on a PostgreSQL server (an empty database the run migrates and seeds).
  if (process.env.BENCH_DATABASE_URL) gatewayEnv.DATABASE_URL = process.env.BENCH_DATABASE_URL;
  Object.assign(gatewayEnv, {
    NODE_ENV: 'production',
    // The sign-in scenario signs in thousands of times from one address: lift the auth rate limits.
    AUTH_RATE_LIMIT_MULTIPLIER: '1000000',
    GATEWAY_HOST: host,
    GATEWAY_PORT: String(port),
    PROXY_SECRET,
    DATA_DIR: dataDir,
    SEED_ON_START: 'true',
    APOLLO_TELEMETRY_DISABLED: '1',
    // e.g. the peer bench turns the response cache off (RESPONSE_CACHE_TTL_MS=0).
    ...extraEnv,
  });
  console.log(`${label} starting gateway on ${host}:${port} (DATA_DIR ${dataDir})`);
  const started = Date.now();
  await runToCompletion({
    name: 'db-prepare',
    script: dbPrepare,
    env: gatewayEnv,
    logFile: path.join(logDir, 'db-prepare.log'),
  });
  // An older checkout may have no fixtures (only the cart and checkout scenarios need them).
  if (existsSync(fixtures)) {
    await runToCompletion({
      name: 'bench-fixtures',
      script: fixtures,
      env: gatewayEnv,
      logFile: path.join(logDir, 'bench-fixtures.log'),
    });
  }
  const gateway = startChild({
    name: 'gateway',
    script: gatewayMain,
    nodeArgs: GATEWAY_NODE_ARGS,
    cwd: path.dirname(path.dirname(gatewayMain)),
    // The allocator settings the shop's gateway runs with (scripts/lib/shop.mjs says why), unless
    // given: BENCH_GATEWAY_GLIBC_TUNABLES= (empty) measures glibc's defaults.
    env: withGatewayMalloc({
      ...gatewayEnv,
      ...(process.env.BENCH_GATEWAY_GLIBC_TUNABLES === undefined
        ? {}
        : { GLIBC_TUNABLES: process.env.BENCH_GATEWAY_GLIBC_TUNABLES }),
    }),
    logFile: path.join(logDir, 'gateway.log'),
  });
  await waitForHttp(`http://${host}:${port}/health`, { child: gateway, timeoutMs: 180_000 });
  console.log(`${label} gateway ready in ${((Date.now() - started) / 1000).toFixed(1)}s (pid ${gateway.pid})`);
  return gateway;
}

/** Starts the production web server (server/index.cjs: Next behind the page micro-cache) and waits for its home page. */
export async function startWeb({ name = 'web', host, port, gatewayUrl, logDir, extraEnv = {}, label = '[bench]', root = ROOT }) {
  const webDir = path.join(root, 'web');
  console.log(`${label} starting ${name} on ${host}:${port}`);
  const started = Date.now();
  const child = startChild({
    name,
    script: path.join(webDir, 'server', 'index.cjs'),
    args: [],
    // e.g. BENCH_WEB_NODE_ARGS="--cpu-prof --cpu-prof-dir=/tmp/prof-web" to profile the render.
    nodeArgs: (process.env.BENCH_WEB_NODE_ARGS ?? '').split(' ').filter(Boolean),
    cwd: webDir,
    env: {
      ...process.env,
      GATEWAY_URL: gatewayUrl,
      NEXT_TELEMETRY_DISABLED: '1',
      NODE_ENV: 'production',
      PROXY_SECRET,
      WEB_PORT: String(port),
      WEB_HOST: host,
      ...extraEnv,
    },
    logFile: path.join(logDir, `${name}.log`),
  });
  await waitForHttp(`http://${host}:${port}/`, { child, timeoutMs: 120_000 });
  console.log(`${label} ${name} ready in ${((Date.now() - started) / 1000).toFixed(1)}s (pid ${child.pid})`);
  return child;
}

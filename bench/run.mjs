// Load benchmark for the storefront: `npm run bench` (all scenarios) or `npm run bench -- home`
// (scenarios whose name contains "home"). Starts its own gateway (fresh PGlite database), web app
// and static ceiling server on loopback, runs bounded autocannon loads, prints a table and writes
// bench/results/latest.json. Env: BENCH_DURATION (s, default 10), BENCH_CONNECTIONS (default 10),
// BENCH_WARMUP (s, default 2). Exits 1 if any run saw errors or non-2xx responses.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {
  BenchError,
  DB_PREPARE,
  GATEWAY_MAIN,
  GATEWAY_NODE_ARGS,
  RESULTS_DIR,
  ROOT,
  STATIC_SERVER,
  WEB_DIR,
  assertBuilt,
  assertPortFree,
  envInt,
  fmt,
  formatTable,
  installCleanupHandlers,
  probeScenario,
  processCommandLine,
  readRss,
  runAutocannon,
  sleep,
  startChild,
  stopAllChildren,
  summarise,
  waitForHttp,
} from './lib.mjs';
import {
  GATEWAY_URL,
  HOST,
  PORTS,
  SCENARIOS,
  SSR_HOME,
  SSR_HOME_UNCACHED,
  STATIC_HOME,
  STATIC_URL,
  WEB_UNCACHED_URL,
  WEB_URL,
  selectScenarios,
} from './scenarios.mjs';

const WEB_SERVER = path.join(WEB_DIR, 'server', 'index.cjs');

/** Runs a node script to its end; fails with its output when it exits non-zero. */
function runToCompletion({ name, script, env, logFile }) {
  return new Promise((resolve, reject) => {
    const child = startChild({ name, script, env, logFile });
    child.proc.on('exit', (code) =>
      code === 0 ? resolve() : reject(new BenchError(`${name} exited with ${code}; see ${logFile}`)),
    );
  });
}

const AIM_SSR_RATIO_PCT = 33;
const AIM_GATEWAY_IDLE_RSS_MB = 250;
const IDLE_SETTLE_MS = 3000;

let tmpDir;

async function cleanup() {
  await stopAllChildren();
  if (tmpDir) await rm(tmpDir, { recursive: true, force: true }).catch(() => {});
  tmpDir = undefined;
}

async function main() {
  const filters = process.argv.slice(2).filter((a) => a !== '--');
  const scenarios = selectScenarios(filters);
  if (scenarios.length === 0) {
    throw new BenchError(
      `No scenario matches ${filters.map((f) => `"${f}"`).join(', ')}. Scenarios:\n  ${SCENARIOS.map((s) => s.name).join('\n  ')}`,
    );
  }
  const duration = envInt('BENCH_DURATION', 10);
  const connections = envInt('BENCH_CONNECTIONS', 10);
  const warmup = envInt('BENCH_WARMUP', 2);
  const needs = new Set(['gateway', ...scenarios.flatMap((s) => s.needs ?? [])]);
  if (needs.has('static')) needs.add('web');

  assertBuilt();
  installCleanupHandlers(cleanup);
  for (const name of needs) await assertPortFree(PORTS[name], HOST);

  await mkdir(RESULTS_DIR, { recursive: true });
  tmpDir = await mkdtemp(path.join(os.tmpdir(), 'cadence-bench-'));
  const dataDir = path.join(tmpDir, 'data');
  await mkdir(dataDir);

  console.log(
    `[bench] ${scenarios.length} scenario(s), ${connections} connections, ${duration}s each after a ${warmup}s warm-up`,
  );

  // --- gateway: its own empty PGlite database, default settings apart from host/port.
  const gatewayEnv = { ...process.env };
  for (const key of Object.keys(gatewayEnv)) {
    if (key === 'DATABASE_URL' || key === 'REFERENCE_TTL_MS' || key.startsWith('SUBGRAPH_')) delete gatewayEnv[key];
  }
  Object.assign(gatewayEnv, {
    NODE_ENV: 'production',
    GATEWAY_HOST: HOST,
    GATEWAY_PORT: String(PORTS.gateway),
    DATA_DIR: dataDir,
    SEED_ON_START: 'true',
    APOLLO_TELEMETRY_DISABLED: '1',
  });
  console.log(`[bench] starting gateway on ${HOST}:${PORTS.gateway} (DATA_DIR ${dataDir})`);
  const gatewayStarted = Date.now();
  // The database is prepared (migrated and seeded) by its own short-lived process first, as
  // scripts/serve.mjs and the compose db-prepare job do, so the gateway starts on a ready database.
  await runToCompletion({
    name: 'db-prepare',
    script: DB_PREPARE,
    env: gatewayEnv,
    logFile: path.join(RESULTS_DIR, 'db-prepare.log'),
  });
  const gateway = startChild({
    name: 'gateway',
    script: GATEWAY_MAIN,
    nodeArgs: GATEWAY_NODE_ARGS,
    cwd: path.dirname(path.dirname(GATEWAY_MAIN)),
    env: gatewayEnv,
    logFile: path.join(RESULTS_DIR, 'gateway.log'),
  });
  await waitForHttp(`http://${HOST}:${PORTS.gateway}/health`, { child: gateway, timeoutMs: 180_000 });
  console.log(`[bench] gateway ready in ${((Date.now() - gatewayStarted) / 1000).toFixed(1)}s (pid ${gateway.pid})`);
  const cmdline = processCommandLine(gateway.pid);
  if (!cmdline.includes(GATEWAY_MAIN))
    throw new BenchError(`pid ${gateway.pid} is not the gateway node process: ${cmdline.join(' ')}`);

  // Warm-up: a few GraphQL requests (the main-menu check also fails loudly if the gateway is broken).
  const menuScenario = SCENARIOS[0];
  for (let i = 0; i < 5; i++) await probeScenario(menuScenario);

  // --- web app (server/index.cjs: Next behind the page micro-cache), talking to our gateway; and,
  // when asked for, a second one with the cache off so the render cost itself is measured.
  const startWeb = async (name, port, url, extraEnv) => {
    console.log(`[bench] starting ${name} on ${HOST}:${port}`);
    const started = Date.now();
    const child = startChild({
      name,
      script: WEB_SERVER,
      args: [],
      cwd: WEB_DIR,
      env: {
        ...process.env,
        GATEWAY_URL,
        NEXT_TELEMETRY_DISABLED: '1',
        NODE_ENV: 'production',
        WEB_PORT: String(port),
        WEB_HOST: HOST,
        ...extraEnv,
      },
      logFile: path.join(RESULTS_DIR, `${name}.log`),
    });
    await waitForHttp(`${url}/`, { child, timeoutMs: 120_000 });
    console.log(`[bench] ${name} ready in ${((Date.now() - started) / 1000).toFixed(1)}s (pid ${child.pid})`);
    return child;
  };
  if (needs.has('web')) {
    await startWeb('web', PORTS.web, WEB_URL, {});
    for (let i = 0; i < 3; i++) await probeScenario(SCENARIOS.find((s) => s.name === SSR_HOME));
  }
  if (needs.has('webUncached')) {
    await startWeb('web-uncached', PORTS.webUncached, WEB_UNCACHED_URL, { HTML_CACHE_TTL_MS: '0' });
    for (let i = 0; i < 3; i++) await probeScenario(SCENARIOS.find((s) => s.name === SSR_HOME_UNCACHED));
  }

  // --- gateway idle RSS: after start-up and warm-up, once it has settled.
  await sleep(IDLE_SETTLE_MS);
  const idle = readRss(gateway.pid);
  console.log(`[bench] gateway idle RSS ${fmt(idle.rssMb)} MB`);

  // --- static ceiling: the SSR home page's HTML served by a bare node:http server (own process).
  if (needs.has('static')) {
    const html = await probeScenario(SCENARIOS.find((s) => s.name === SSR_HOME));
    const htmlFile = path.join(tmpDir, 'home.html');
    await writeFile(htmlFile, html);
    const staticServer = startChild({
      name: 'static',
      script: STATIC_SERVER,
      args: [htmlFile, String(PORTS.static), HOST],
      logFile: path.join(RESULTS_DIR, 'static.log'),
    });
    await waitForHttp(`${STATIC_URL}/`, { child: staticServer, timeoutMs: 15_000 });
    console.log(`[bench] static server ready (${Buffer.byteLength(html)} bytes of home page HTML, pid ${staticServer.pid})`);
  }

  // --- load
  const rows = [];
  for (const scenario of scenarios) {
    await probeScenario(scenario);
    process.stdout.write(`[bench] ${scenario.name}: warm-up ${warmup}s… `);
    // A scenario may fix its own connection count (the listing's aim is stated at 20).
    const scenarioConnections = process.env.BENCH_CONNECTIONS ? connections : (scenario.connections ?? connections);
    await runAutocannon(scenario, { duration: warmup, connections: scenarioConnections });
    process.stdout.write(`measuring ${duration}s… `);
    const row = summarise(scenario.name, await runAutocannon(scenario, { duration, connections: scenarioConnections }));
    row.connections = scenarioConnections;
    rows.push(row);
    console.log(`${fmt(row.requestsPerSec)} req/s, non-2xx ${row.non2xx}, errors ${row.errors} (timeouts ${row.timeouts})`);
  }
  const afterLoad = readRss(gateway.pid);

  // --- report
  const byName = Object.fromEntries(rows.map((r) => [r.name, r]));
  const ssr = byName[SSR_HOME];
  const ceiling = byName[STATIC_HOME];
  const ratioPct = ssr && ceiling && ceiling.requestsPerSec > 0 ? (100 * ssr.requestsPerSec) / ceiling.requestsPerSec : null;

  console.log(`\n${formatTable(rows)}\n`);
  if (ratioPct !== null) {
    const verdict = ratioPct >= AIM_SSR_RATIO_PCT ? 'met' : 'NOT met';
    console.log(`SSR home / static ceiling throughput: ${fmt(ratioPct)}% (aim: ≥ ${AIM_SSR_RATIO_PCT}%) — ${verdict}`);
    const uncached = byName[SSR_HOME_UNCACHED];
    if (uncached)
      console.log(
        `  with the page cache off (every request rendered): ${fmt((100 * uncached.requestsPerSec) / ceiling.requestsPerSec)}%`,
      );
  }
  const rssVerdict = idle.rssMb < AIM_GATEWAY_IDLE_RSS_MB ? 'met' : 'NOT met';
  console.log(`gateway idle RSS: ${fmt(idle.rssMb)} MB (aim: < ${AIM_GATEWAY_IDLE_RSS_MB} MB) — ${rssVerdict}`);
  console.log(`gateway RSS after load: ${fmt(afterLoad.rssMb)} MB (peak ${fmt(afterLoad.peakMb)} MB)`);

  const failed = rows.filter((r) => r.errors > 0 || r.non2xx > 0);
  const results = {
    timestamp: new Date().toISOString(),
    node: process.version,
    host: { platform: process.platform, arch: process.arch, cpus: os.cpus().length, cpuModel: os.cpus()[0]?.model },
    settings: {
      durationS: duration,
      connections,
      warmupS: warmup,
      filters,
      gatewayNodeEnv: 'production',
      referenceTtlMs: 'default',
    },
    scenarios: rows,
    ssrToStaticThroughputPct: ratioPct,
    gateway: { idleRssMb: idle.rssMb, rssAfterLoadMb: afterLoad.rssMb, peakRssMb: afterLoad.peakMb },
    aims: {
      ssrToStaticThroughputPct: { aim: `>= ${AIM_SSR_RATIO_PCT}`, met: ratioPct === null ? null : ratioPct >= AIM_SSR_RATIO_PCT },
      gatewayIdleRssMb: { aim: `< ${AIM_GATEWAY_IDLE_RSS_MB}`, met: idle.rssMb < AIM_GATEWAY_IDLE_RSS_MB },
    },
    ok: failed.length === 0,
  };
  const out = path.join(RESULTS_DIR, 'latest.json');
  await writeFile(out, `${JSON.stringify(results, null, 2)}\n`);
  console.log(`\n[bench] results written to ${path.relative(ROOT, out)}`);

  if (failed.length) {
    for (const r of failed)
      console.error(`[bench] FAILED "${r.name}": ${r.non2xx} non-2xx response(s), ${r.errors} error(s) (${r.timeouts} timeouts)`);
    return 1;
  }
  return 0;
}

let exitCode = 1;
try {
  exitCode = await main();
} catch (error) {
  console.error(`\n[bench] ${error instanceof BenchError ? error.message : (error?.stack ?? error)}`);
  exitCode = 1;
} finally {
  await cleanup();
}
process.exit(exitCode);

// Load benchmark for the storefront: `npm run bench` (all scenarios) or `npm run bench -- home`
// (scenarios whose name contains "home"). Starts its own gateway (fresh PGlite database), web app
// (with and without the page cache) and static ceiling server on loopback, runs bounded autocannon loads, prints a table and writes
// bench/results/latest.json. Env: BENCH_DURATION (s, default 10), BENCH_CONNECTIONS (default 10),
// BENCH_WARMUP (s, default 2), BENCH_GATEWAY_NODE_ARGS (extra node flags for the gateway, e.g.
// "--cpu-prof --cpu-prof-dir=/tmp/prof" to profile a scenario), BENCH_WEB_NODE_ARGS (the same for the
// web servers), BENCH_DATABASE_URL (an empty PostgreSQL
// database to measure on instead of the embedded PGlite). Each load also prints the CPU time per request
// of the web server it calls and of the gateway (user + system, from /proc), which varies far less than
// requests/s when the machine is shared. BENCH_ROUNDS (default 1, at most 9) runs the timed loads
// that many times, alternating, and reports the median round with every round beside it (a round that
// failed instead, if any). Exits 1 if any run saw errors or non-2xx responses.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {
  BenchError,
  GATEWAY_MAIN,
  RESULTS_DIR,
  ROOT,
  STATIC_SERVER,
  assertBuilt,
  assertPortFree,
  envInt,
  fmt,
  formatTable,
  installCleanupHandlers,
  probeScenario,
  processCommandLine,
  readCpuMs,
  readRss,
  runAutocannon,
  sleep,
  startChild,
  startGateway,
  startWeb,
  stopAllChildren,
  summarise,
  waitForHttp,
} from './lib.mjs';
import {
  GATEWAY_URL,
  HOST,
  PAGES,
  PORTS,
  SCENARIOS,
  SSR_HOME,
  SSR_HOME_UNCACHED,
  STATIC_HOME,
  STATIC_URL,
  WEB_UNCACHED_URL,
  WEB_URL,
  pageScenarioNames,
  selectScenarios,
} from './scenarios.mjs';

// `npm run bench -- peer`: our gateway against Vendure (bench/peer.mjs, opt-in: it installs Vendure).
const cliArgs = process.argv.slice(2).filter((a) => a !== '--');
if (cliArgs.length === 1 && cliArgs[0] === 'peer') await import('./peer.mjs');
// `npm run bench -- faults` (database restart, Redis down: bench/faults.mjs) and `-- soak` (bench/soak.mjs).
if (cliArgs.length === 1 && (cliArgs[0] === 'faults' || cliArgs[0] === 'db-restart')) await import('./faults.mjs');
if (cliArgs.length === 1 && cliArgs[0] === 'soak') await import('./soak.mjs');
// `npm run bench -- render-ab <checkout>`: this build's render cost beside another built checkout's (bench/render-ab.mjs).
if (cliArgs[0] === 'render-ab') await import('./render-ab.mjs');

const AIM_SSR_RATIO_PCT = 33;
const AIM_GATEWAY_IDLE_RSS_MB = 250;
const IDLE_SETTLE_MS = 3000;
/**
 * How long the gateway is left without requests after the load before its idle RSS is read
 * (BENCH_IDLE_WAIT_S, 0 to skip). V8 gives memory back only once a process has been idle a while
 * (its memory reducer: here about 110 s after the last request, 287 → 224 MB), so a reading seconds
 * after a load is that load's memory, not the idle process's. Read every 5 s; it stops early once
 * the figure has fallen by a tenth and holds.
 */
const IDLE_WAIT_S = Math.max(0, Number(process.env.BENCH_IDLE_WAIT_S ?? 150) || 0);

/** The gateway's RSS once idle: sampled until it has fallen and holds, or the wait is over. */
async function settledIdleRss(pid) {
  const started = Date.now();
  const samples = [readRss(pid).rssMb];
  while (Date.now() - started < IDLE_WAIT_S * 1000) {
    await sleep(5000);
    samples.push(readRss(pid).rssMb);
    const [last, previous] = [samples.at(-1), samples.at(-2)];
    if (last <= samples[0] * 0.9 && Math.abs(last - previous) < 1) break;
  }
  return { rssMb: samples.at(-1), afterS: Math.round((Date.now() - started) / 1000), fromMb: samples[0] };
}

let tmpDir;

async function cleanup() {
  await stopAllChildren();
  if (tmpDir) await rm(tmpDir, { recursive: true, force: true }).catch(() => {});
  tmpDir = undefined;
}

/** Times argon2id hashes with the shop's parameters (the same library and settings as the commerce backend). */
async function measureArgon2(samples = 20) {
  const { hash } = await import('@node-rs/argon2');
  const options = { algorithm: 2, memoryCost: 19456, timeCost: 2, parallelism: 1 };
  const times = [];
  for (let i = 0; i < samples; i++) {
    const start = performance.now();
    await hash(`bench-password-${i}`, options);
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  const at = (q) => times[Math.min(times.length - 1, Math.floor(q * times.length))];
  return { samples, p50: at(0.5), p99: at(0.99) };
}

/** What a round of a load is remembered by. */
function roundFigures(row) {
  return {
    requestsPerSec: row.requestsPerSec,
    p99Ms: row.latencyP99Ms ?? null,
    webCpuMs: row.cpuMsPerRequest?.web ?? null,
    gatewayCpuMs: row.cpuMsPerRequest?.gateway ?? null,
  };
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
  const rounds = Math.max(1, Math.min(9, envInt('BENCH_ROUNDS', 1)));
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

  // --- password hashing: what one sign-in or registration costs in CPU before anything else.
  const argon2 = await measureArgon2();
  console.log(
    `[bench] argon2id hash (m=19456 KiB, t=2, p=1): p50 ${fmt(argon2.p50)} ms, p99 ${fmt(argon2.p99)} ms over ${argon2.samples} hashes`,
  );

  // --- gateway: its own empty PGlite database, default settings apart from host/port.
  const gateway = await startGateway({ host: HOST, port: PORTS.gateway, dataDir, logDir: RESULTS_DIR });
  const cmdline = processCommandLine(gateway.pid);
  if (!cmdline.includes(GATEWAY_MAIN))
    throw new BenchError(`pid ${gateway.pid} is not the gateway node process: ${cmdline.join(' ')}`);

  // Warm-up: a few GraphQL requests (the main-menu check also fails loudly if the gateway is broken).
  const menuScenario = SCENARIOS[0];
  for (let i = 0; i < 5; i++) await probeScenario(menuScenario);

  // --- web app (server/index.cjs: Next behind the page micro-cache), talking to our gateway; and,
  // when asked for, a second one with the cache off so the render cost itself is measured.
  // Which process answers each port: a scenario's CPU per request is read off the one it calls.
  const servers = {};
  if (needs.has('web')) {
    const web = await startWeb({ host: HOST, port: PORTS.web, gatewayUrl: GATEWAY_URL, logDir: RESULTS_DIR });
    servers[PORTS.web] = web.pid;
    for (let i = 0; i < 3; i++) await probeScenario(SCENARIOS.find((s) => s.name === SSR_HOME));
  }
  if (needs.has('webUncached')) {
    const webUncached = await startWeb({
      name: 'web-uncached',
      host: HOST,
      port: PORTS.webUncached,
      gatewayUrl: GATEWAY_URL,
      logDir: RESULTS_DIR,
      extraEnv: { HTML_CACHE_TTL_MS: '0' },
    });
    servers[PORTS.webUncached] = webUncached.pid;
    for (let i = 0; i < 3; i++) await probeScenario(SCENARIOS.find((s) => s.name === SSR_HOME_UNCACHED));
  }

  // --- gateway RSS after start-up and warm-up (its idle figure is read after the load: settledIdleRss).
  await sleep(IDLE_SETTLE_MS);
  const idle = readRss(gateway.pid);
  console.log(`[bench] gateway RSS after start-up and warm-up ${fmt(idle.rssMb)} MB`);

  // --- static ceilings: each selected page's SSR HTML served by a bare node:http server (own process).
  const ceilings = scenarios.filter((s) => s.ceilingOf);
  if (ceilings.length) {
    const manifest = {};
    for (const ceiling of ceilings) {
      const html = await probeScenario(SCENARIOS.find((s) => s.name === ceiling.ceilingOf));
      const file = `${ceiling.page}.html`;
      await writeFile(path.join(tmpDir, file), html);
      manifest[new URL(ceiling.url).pathname] = file;
    }
    const manifestFile = path.join(tmpDir, 'static-pages.json');
    await writeFile(manifestFile, JSON.stringify(manifest));
    const staticServer = startChild({
      name: 'static',
      script: STATIC_SERVER,
      args: [manifestFile, String(PORTS.static), HOST],
      logFile: path.join(RESULTS_DIR, 'static.log'),
    });
    await waitForHttp(`${STATIC_URL}${Object.keys(manifest)[0]}`, { child: staticServer, timeoutMs: 15_000 });
    console.log(`[bench] static server ready (${Object.keys(manifest).join(', ')}; pid ${staticServer.pid})`);
  }

  // --- load
  process.env.BENCH_FIXTURES_FILE = path.join(dataDir, 'bench-fixtures.json');
  const rows = [];
  const skipped = [];
  const races = [];
  /** Figures of runs that are not loads and not the oversell race (the colour-click timing). */
  const measures = [];
  /** Each timed load's runs, one a round (BENCH_ROUNDS): the machine's speed moves between minutes. */
  const runsByName = new Map();
  for (let round = 1; round <= rounds; round++) {
    if (rounds > 1) console.log(`[bench] round ${round} of ${rounds}`);
    for (const scenario of scenarios) {
      // Races, timings and loads of a fixed number of requests (orders placed) run in the first round only.
      if (round > 1 && (scenario.run || scenario.amounts || skipped.some((s) => s.name === scenario.name))) continue;
      if (scenario.run) {
        process.stdout.write(`[bench] ${scenario.name}… `);
        const race = { name: scenario.name, ...(await scenario.run()) };
        (race.summary ? measures : races).push(race);
        console.log(
          race.summary ??
            `${race.driver}: ${race.placed} orders, ${race.soldOut} sold out, ${race.other} other, stock after ${race.stockAfter} (${fmt(race.elapsedMs)} ms)`,
        );
        continue;
      }
      if (round === 1) {
        const skipReason = scenario.skipReason ? await scenario.skipReason() : null;
        if (skipReason) {
          console.log(`[bench] ${scenario.name}: SKIPPED — ${skipReason}`);
          skipped.push({ name: scenario.name, reason: skipReason });
          continue;
        }
        if (scenario.setup) await scenario.setup.call(scenario);
      }
      await probeScenario(scenario);
      process.stdout.write(
        `[bench] ${scenario.name}: warm-up ${scenario.amounts ? `${scenario.amounts.warmup} requests` : `${warmup}s`}… `,
      );
      // A scenario may fix its own connection count (the listing's aim is stated at 20).
      const scenarioConnections = process.env.BENCH_CONNECTIONS ? connections : (scenario.connections ?? connections);
      await runAutocannon(scenario, { duration: warmup, connections: scenarioConnections, amount: scenario.amounts?.warmup });
      process.stdout.write(scenario.amounts ? `measuring ${scenario.amounts.measure} requests… ` : `measuring ${duration}s… `);
      // CPU per request of the web server the scenario calls (none for the gateway's own scenarios and
      // the static ceiling) and of the gateway behind it: steadier than requests/s on a shared machine.
      const webPid = (scenario.url && servers[Number(new URL(scenario.url).port)]) || null;
      const cpuBefore = { web: webPid ? readCpuMs(webPid) : null, gateway: readCpuMs(gateway.pid) };
      const row = summarise(
        scenario.name,
        await runAutocannon(scenario, { duration, connections: scenarioConnections, amount: scenario.amounts?.measure }),
      );
      const perRequest = (before, pid) =>
        before === null || !row.totalRequests ? null : (readCpuMs(pid) - before) / row.totalRequests;
      row.cpuMsPerRequest = { web: perRequest(cpuBefore.web, webPid), gateway: perRequest(cpuBefore.gateway, gateway.pid) };
      row.connections = scenarioConnections;
      if (!runsByName.has(scenario.name)) runsByName.set(scenario.name, []);
      runsByName.get(scenario.name).push(row);
      console.log(`${fmt(row.requestsPerSec)} req/s, non-2xx ${row.non2xx}, errors ${row.errors} (timeouts ${row.timeouts})`);
    }
  }
  // The table shows each load's median round by requests/s; every round is kept beside it.
  for (const runs of runsByName.values()) {
    const sorted = [...runs].sort((a, b) => a.requestsPerSec - b.requestsPerSec);
    const median = sorted[Math.floor((sorted.length - 1) / 2)];
    const failures = runs.filter((r) => r.errors > 0 || r.non2xx > 0);
    // A failure in any round fails the run, whichever round is shown.
    const shown = failures.length ? failures[0] : median;
    rows.push(runs.length > 1 ? { ...shown, rounds: runs.map(roundFigures) } : shown);
  }
  const afterLoad = readRss(gateway.pid);
  let settled = null;
  if (IDLE_WAIT_S > 0) {
    console.log(`[bench] gateway left idle up to ${IDLE_WAIT_S} s for its idle RSS (BENCH_IDLE_WAIT_S=0 skips)…`);
    settled = await settledIdleRss(gateway.pid);
  }

  // --- report
  const byName = Object.fromEntries(rows.map((r) => [r.name, r]));
  const pct = (a, b) => (a && b && b.requestsPerSec > 0 ? (100 * a.requestsPerSec) / b.requestsPerSec : null);
  const ratios = {};
  for (const page of PAGES) {
    const names = pageScenarioNames(page);
    const ceiling = byName[names.ceiling];
    if (!ceiling) continue;
    ratios[page.key] = {
      cachedPct: pct(byName[names.ssr], ceiling),
      uncachedPct: pct(byName[names.uncached], ceiling),
      withCartPct: pct(byName[names.withCart], ceiling),
      signedInPct: pct(byName[names.signedIn], ceiling),
    };
  }
  const ratioPct = ratios.home?.cachedPct ?? null;

  console.log(`\n${formatTable(rows)}\n`);
  if (rounds > 1) {
    console.log(
      `Requests/s by round (${rounds} rounds, the scenarios alternating; the table shows the median round, or a failed one):`,
    );
    for (const row of rows.filter((r) => r.rounds)) {
      const rps = row.rounds.map((r) => r.requestsPerSec);
      console.log(
        `  ${row.name}: ${rps.map((v) => fmt(v)).join(', ')} (spread ${fmt(Math.min(...rps))}–${fmt(Math.max(...rps))}; web CPU ms/req ${row.rounds.map((r) => (r.webCpuMs === null ? '–' : fmt(r.webCpuMs))).join(', ')})`,
      );
    }
    console.log('');
  }
  for (const [key, ratio] of Object.entries(ratios)) {
    const label = PAGES.find((p) => p.key === key).label;
    const parts = [];
    if (ratio.cachedPct !== null) parts.push(`page cache on ${fmt(ratio.cachedPct)}%`);
    if (ratio.uncachedPct !== null) parts.push(`rendered every request ${fmt(ratio.uncachedPct)}%`);
    if (ratio.withCartPct !== null) parts.push(`shopper with a cart ${fmt(ratio.withCartPct)}%`);
    if (ratio.signedInPct !== null) parts.push(`signed-in customer ${fmt(ratio.signedInPct)}%`);
    if (parts.length === 0) continue;
    const verdict =
      key === 'home' && ratio.cachedPct !== null
        ? ` (aim: ≥ ${AIM_SSR_RATIO_PCT}%) — ${ratio.cachedPct >= AIM_SSR_RATIO_PCT ? 'met' : 'NOT met'}`
        : '';
    console.log(`SSR ${label} / its static ceiling: ${parts.join(', ')}${verdict}`);
  }
  for (const race of races) {
    const verdict = race.placed === race.units && race.stockAfter === 0 && race.other === 0 ? 'no oversell' : 'OVERSOLD or LOST';
    console.log(
      `oversell race on ${race.driver}: ${race.shoppers} shoppers for ${race.units} units → ${race.placed} sold, ${race.soldOut} told sold out, stock after ${race.stockAfter} — ${verdict}`,
    );
  }
  for (const m of measures) console.log(`${m.name}: ${m.summary}`);
  for (const s of skipped) console.log(`skipped: ${s.name} — ${s.reason}`);
  // The aim is read on the idle process once V8 has given memory back; without the wait, on the
  // reading after start-up and warm-up.
  const idleRssMb = settled?.rssMb ?? idle.rssMb;
  const rssVerdict = idleRssMb < AIM_GATEWAY_IDLE_RSS_MB ? 'met' : 'NOT met';
  console.log(`gateway RSS after start-up and warm-up: ${fmt(idle.rssMb)} MB`);
  console.log(`gateway RSS after load: ${fmt(afterLoad.rssMb)} MB (peak ${fmt(afterLoad.peakMb)} MB)`);
  if (settled)
    console.log(
      `gateway RSS once idle: ${fmt(settled.rssMb)} MB, ${settled.afterS} s after the load (from ${fmt(settled.fromMb)} MB)`,
    );
  console.log(
    `gateway idle RSS: ${fmt(idleRssMb)} MB (aim: < ${AIM_GATEWAY_IDLE_RSS_MB} MB) — ${rssVerdict}${settled ? '' : ' (read after warm-up: BENCH_IDLE_WAIT_S=0)'}`,
  );

  const failed = rows.filter((r) => r.errors > 0 || r.non2xx > 0);
  const oversold = races.filter((race) => race.placed !== race.units || race.stockAfter !== 0 || race.other !== 0);
  const results = {
    timestamp: new Date().toISOString(),
    node: process.version,
    host: { platform: process.platform, arch: process.arch, cpus: os.cpus().length, cpuModel: os.cpus()[0]?.model },
    settings: {
      durationS: duration,
      rounds,
      connections,
      warmupS: warmup,
      filters,
      gatewayNodeEnv: 'production',
      referenceTtlMs: 'default',
    },
    scenarios: rows,
    oversellRaces: races,
    measures,
    skipped,
    ssrToStaticThroughputPct: ratioPct,
    ssrToStaticByPage: ratios,
    argon2idHashMs: argon2,
    gateway: {
      rssAfterWarmUpMb: idle.rssMb,
      rssAfterLoadMb: afterLoad.rssMb,
      peakRssMb: afterLoad.peakMb,
      idleRssMb: idleRssMb,
      idleAfterS: settled?.afterS ?? null,
    },
    aims: {
      ssrToStaticThroughputPct: { aim: `>= ${AIM_SSR_RATIO_PCT}`, met: ratioPct === null ? null : ratioPct >= AIM_SSR_RATIO_PCT },
      gatewayIdleRssMb: { aim: `< ${AIM_GATEWAY_IDLE_RSS_MB}`, met: idleRssMb < AIM_GATEWAY_IDLE_RSS_MB },
    },
    ok: failed.length === 0 && oversold.length === 0,
  };
  const out = path.join(RESULTS_DIR, 'latest.json');
  await writeFile(out, `${JSON.stringify(results, null, 2)}\n`);
  console.log(`\n[bench] results written to ${path.relative(ROOT, out)}`);

  for (const race of oversold) console.error(`[bench] FAILED "${race.name}": ${JSON.stringify(race)}`);
  if (failed.length || oversold.length) {
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

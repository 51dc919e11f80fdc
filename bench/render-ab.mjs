// `npm run bench -- render-ab <checkout>`: the render cost of this build against another built
// checkout of the shop (a clone at an earlier commit, `npm install && npx turbo run build` in it),
// measured side by side. Each side runs its own gateway (a fresh PGlite database, seeded as the
// bench does) and its own web server with the page cache off, on its own ports; every load hits
// both sides at the same time, so a shared machine that slows down slows both alike. Requests per
// second and the CPU each web server and gateway spent per request (user + system, from /proc) are
// printed per round, then the medians and the other side's cost as a multiple of this one's.
//
// Env: BENCH_AB_PAGES (keys of bench/scenarios.mjs's PAGES, default "category,child-bike"),
// BENCH_ROUNDS (default 3), BENCH_DURATION (s per load, default 10), BENCH_CONNECTIONS (per side,
// default 5), BENCH_WARMUP (s per page and side, default 3).
import { mkdtemp, rm } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  BenchError,
  ROOT,
  assertBuilt,
  assertPortFree,
  envInt,
  fmt,
  installCleanupHandlers,
  readCpuMs,
  runAutocannon,
  startGateway,
  startWeb,
  stopAllChildren,
} from './lib.mjs';
import { HOST, PAGES } from './scenarios.mjs';

const args = process.argv.slice(2).filter((a) => a !== '--' && a !== 'render-ab');
const other = args[0] ? path.resolve(args[0]) : '';
if (
  !other ||
  !existsSync(path.join(other, 'web', '.next', 'BUILD_ID')) ||
  !existsSync(path.join(other, 'graphql-gateway', 'dist', 'main.js'))
) {
  console.error(
    'Usage: npm run bench -- render-ab <checkout>  (another clone of the shop, built: npm install && npx turbo run build)',
  );
  process.exit(2);
}

const rounds = Math.min(9, Math.max(1, envInt('BENCH_ROUNDS', 3)));
const duration = envInt('BENCH_DURATION', 10);
const connections = envInt('BENCH_CONNECTIONS', 5);
const warmup = envInt('BENCH_WARMUP', 3);
const pageKeys = (process.env.BENCH_AB_PAGES ?? 'category,child-bike').split(',').map((k) => k.trim());
const pages = pageKeys.map((key) => {
  const page = PAGES.find((p) => p.key === key);
  if (!page) throw new BenchError(`No page "${key}" in bench/scenarios.mjs (${PAGES.map((p) => p.key).join(', ')})`);
  return page;
});

const SIDES = [
  { label: 'this build', root: ROOT, gatewayPort: 4601, webPort: 3601 },
  { label: path.basename(other), root: other, gatewayPort: 4602, webPort: 3602 },
];

const median = (values) => {
  const sorted = values.filter(Number.isFinite).sort((a, b) => a - b);
  return sorted.length ? sorted[Math.floor((sorted.length - 1) / 2)] : NaN;
};

/** Loads both sides at once with `page` and reads what each spent. */
async function loadBoth(page, seconds) {
  const before = SIDES.map((side) => ({ web: readCpuMs(side.web.pid), gateway: readCpuMs(side.gateway.pid) }));
  const results = await Promise.all(
    SIDES.map((side) => runAutocannon({ url: `http://${HOST}:${side.webPort}${page.path}` }, { duration: seconds, connections })),
  );
  return SIDES.map((side, i) => {
    const result = results[i];
    const ok = result['2xx'];
    if (result.non2xx || result.errors || !ok) {
      throw new BenchError(`${side.label}: ${page.path} answered ${result.non2xx} non-2xx, ${result.errors} errors`);
    }
    return {
      requestsPerSec: result.requests.average,
      webCpuMs: (readCpuMs(side.web.pid) - before[i].web) / ok,
      gatewayCpuMs: (readCpuMs(side.gateway.pid) - before[i].gateway) / ok,
    };
  });
}

async function main() {
  assertBuilt();
  for (const side of SIDES) {
    await assertPortFree(side.gatewayPort, HOST);
    await assertPortFree(side.webPort, HOST);
  }
  const tmp = await mkdtemp(path.join(os.tmpdir(), 'cadence-render-ab-'));
  installCleanupHandlers(async () => rm(tmp, { recursive: true, force: true }));
  try {
    for (const [i, side] of SIDES.entries()) {
      const label = `[render-ab ${side.label}]`;
      side.gateway = await startGateway({
        host: HOST,
        port: side.gatewayPort,
        dataDir: path.join(tmp, `data-${i}`),
        logDir: tmp,
        label,
        root: side.root,
      });
      side.web = await startWeb({
        name: `web-${i}`,
        host: HOST,
        port: side.webPort,
        gatewayUrl: `http://${HOST}:${side.gatewayPort}/graphql`,
        logDir: tmp,
        label,
        root: side.root,
        extraEnv: { HTML_CACHE_TTL_MS: '0' },
      });
    }
    for (const page of pages) await loadBoth(page, warmup);
    console.log(
      `[render-ab] ${rounds} round(s) of ${duration}s, ${connections} connections per side, both sides loaded at once; web and gateway CPU per request in ms`,
    );
    const rows = [];
    for (let round = 1; round <= rounds; round++) {
      for (const page of pages) {
        const [mine, theirs] = await loadBoth(page, duration);
        rows.push({ page, mine, theirs });
        console.log(
          `  round ${round} ${page.key.padEnd(12)} this build ${fmt(mine.requestsPerSec).padStart(6)} req/s, web ${fmt(mine.webCpuMs, 2)} + gateway ${fmt(mine.gatewayCpuMs, 2)}` +
            `  |  ${SIDES[1].label} ${fmt(theirs.requestsPerSec).padStart(6)} req/s, web ${fmt(theirs.webCpuMs, 2)} + gateway ${fmt(theirs.gatewayCpuMs, 2)}`,
        );
      }
    }
    console.log(
      `\npage          this build: web + gateway ms/req    ${SIDES[1].label}: web + gateway ms/req    ${SIDES[1].label} ÷ this build (web, web + gateway)`,
    );
    for (const page of pages) {
      const of = (side, field) => median(rows.filter((r) => r.page === page).map((r) => r[side][field]));
      const [mw, mg, tw, tg] = [
        of('mine', 'webCpuMs'),
        of('mine', 'gatewayCpuMs'),
        of('theirs', 'webCpuMs'),
        of('theirs', 'gatewayCpuMs'),
      ];
      console.log(
        `${page.key.padEnd(13)} ${fmt(mw, 2).padStart(6)} + ${fmt(mg, 2).padStart(5)}                  ${fmt(tw, 2).padStart(6)} + ${fmt(tg, 2).padStart(5)}                     ${fmt(tw / mw, 2)}×, ${fmt((tw + tg) / (mw + mg), 2)}×`,
      );
    }
  } finally {
    await stopAllChildren();
    await rm(tmp, { recursive: true, force: true });
  }
}

let exitCode = 1;
try {
  await main();
  exitCode = 0;
} catch (error) {
  console.error(`[render-ab] ${error instanceof BenchError ? error.message : (error?.stack ?? error)}`);
} finally {
  await stopAllChildren();
}
process.exit(exitCode);

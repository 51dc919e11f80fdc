// `npm run bench -- peer`: our gateway side by side with Vendure, the TypeScript GraphQL commerce
// server a shop would pick instead (issue 17). Opt-in: it installs Vendure from the npm registry.
//
// 1. Installs Vendure (pinned below: @vendure/core with its standard DefaultSearchPlugin, the asset
//    server plugin, the pg driver) into bench/.peer/ (gitignored), reused while the pins match.
// 2. Starts our production gateway on a fresh PostgreSQL database (bench_peer_ours: migrated and
//    seeded), response cache off (RESPONSE_CACHE_TTL_MS=0) and, by default, the commerce backend's
//    catalogue memos off too (CATALOGUE_TTL_MS=0: listings, facets, products, search), so each
//    listing and product is planned, executed and read from PostgreSQL; its reference data
//    (countries, menus, flags) stays memoised for 30 s, as Vendure keeps its channels, zones and tax
//    rates in its self-refreshing caches (channelCacheTtl, zoneCacheTtl, taxRateCacheTtl: 30 s by
//    default). BENCH_PEER_MEMOS=off turns the reference memos off too (every memo off, this bench's
//    default until issue 17's stop 35); BENCH_PEER_MEMOS=on keeps every memo (as shipped) and varies
//    the listing's price range per request so no listing is memoised.
// 3. Exports our catalogue from that database (348 products, their options as variants priced in GBP,
//    filter attributes as facets, categories as collections, images as assets; bench/peer-catalogue.mjs)
//    and imports it into Vendure on the same PostgreSQL server (bench_peer_vendure, recreated when the
//    catalogue, the pins or the set-up change; BENCH_PEER_FRESH=1 forces it) with Vendure's own
//    populate() and a search index build (bench/peer-vendure.mjs), then serves Vendure's shop API.
//    Vendure answers from the database on every request too (it has no response cache by default).
//    Both databases are then vacuumed and analysed (VACUUM ANALYZE), as autovacuum would after a load.
// 4. Measures, alternating in one run (rounds of BENCH_PEER_ROUND_SECONDS, default 5, BENCH_PEER_ROUNDS,
//    default 6, each side's order swapped every round, after a BENCH_WARMUP-second warm-up, default 3)
//    with autocannon at BENCH_CONNECTIONS (default 20):
//      listing – our category page's ProductListingGet (category "bikes", 24 products + facets)
//                vs Vendure's search(collectionSlug: "bikes", take: 24, groupByProduct: true) with
//                facet value counts;
//      bike    – our child bike page's ProductBikeGet (cgr-al-105) vs Vendure's product(slug) with
//                variants, options, assets, facet values and collections.
//    Every answer is checked (HTTP 200 and no GraphQL errors); p50/p99 come from every response.
// 5. Prints requests/s, p50, p99 and errors per side, ours/Vendure ratios, both servers' RSS idle and
//    at peak, the issue's aims, and writes bench/results/peer-latest.json. Exits 1 on any error.
// Ports (loopback): BENCH_PEER_GATEWAY_PORT (5100), BENCH_PEER_VENDURE_PORT (5101; populate uses 5102).
// PostgreSQL: BENCH_PEER_PG_URL (default postgres://postgres@127.0.0.1:5432, needs CREATE DATABASE).
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import {
  BENCH_DIR,
  BenchError,
  DB_PREPARE,
  GATEWAY_MAIN,
  RESULTS_DIR,
  ROOT,
  assertPortFree,
  envInt,
  fmt,
  installCleanupHandlers,
  processCommandLine,
  readCpuMs,
  readRss,
  sleep,
  startChild,
  startGateway,
  stopAllChildren,
  waitForHttp,
} from './lib.mjs';
import { exportCatalogue } from './peer-catalogue.mjs';

/** Exact versions installed into bench/.peer/ (Vendure 3.7.3 is the newest 3.x release; runs on Node 20). */
const PEER_PACKAGES = Object.freeze({
  '@vendure/core': '3.7.3',
  '@vendure/asset-server-plugin': '3.7.3',
  pg: '8.23.1',
});
/** Bump when the Vendure set-up (config, populate) changes, so a populated database is rebuilt. */
const PEER_SETUP_VERSION = 1;

const PEER_DIR = path.join(BENCH_DIR, '.peer');
const PEER_SCRIPT = path.join(BENCH_DIR, 'peer-vendure.mjs');
const LOG_DIR = path.join(RESULTS_DIR, 'peer-logs');
const HOST = '127.0.0.1';
const GATEWAY_PORT = Number(process.env.BENCH_PEER_GATEWAY_PORT ?? 5100);
const VENDURE_PORT = Number(process.env.BENCH_PEER_VENDURE_PORT ?? 5101);
const POPULATE_PORT = VENDURE_PORT + 1;
const GATEWAY_URL = `http://${HOST}:${GATEWAY_PORT}/graphql`;
const VENDURE_URL = `http://${HOST}:${VENDURE_PORT}/shop-api`;
const PG_URL = (process.env.BENCH_PEER_PG_URL ?? 'postgres://postgres@127.0.0.1:5432').replace(/\/+$/, '');
const OURS_DB = 'bench_peer_ours';
const VENDURE_DB = 'bench_peer_vendure';
/** Our commerce memos: 'reference' (default: reference data only, as Vendure's caches), 'off' (none), 'on' (all). */
const MEMO_MODES = {
  reference: {
    env: { REFERENCE_TTL_MS: '30000', CATALOGUE_TTL_MS: '0' },
    label: 'reference data memoised (30 s, as Vendure caches channels, zones and tax rates), catalogue memos off',
  },
  off: { env: { REFERENCE_TTL_MS: '0', CATALOGUE_TTL_MS: '0' }, label: 'every commerce memo off' },
  on: {
    env: { REFERENCE_TTL_MS: '30000', CATALOGUE_TTL_MS: '10000' },
    label: 'every commerce memo on (listing varied per request)',
  },
};
const MEMO_MODE = (process.env.BENCH_PEER_MEMOS ?? 'reference').toLowerCase();
if (!Object.hasOwn(MEMO_MODES, MEMO_MODE))
  throw new Error(`BENCH_PEER_MEMOS must be ${Object.keys(MEMO_MODES).join(', ')}, not "${MEMO_MODE}"`);
const MEMOS = MEMO_MODE === 'on';
/** The gateway's memo settings and their description for MEMO_MODE. */
const { env: MEMO_ENV, label: MEMO_LABEL } = MEMO_MODES[MEMO_MODE];
/** Whether our gateway answers single-fetch queries directly (GATEWAY_SINGLE_FETCH, passed through; default on). */
const SINGLE_FETCH = process.env.GATEWAY_SINGLE_FETCH === 'false' ? 'off' : 'on';
/** Whether our in-process subgraphs run repeated operations compiled by graphql-jit (GATEWAY_JIT, passed through; default on). */
const JIT = process.env.GATEWAY_JIT === 'false' ? 'off' : 'on';

/** The category listed (our category 1, "bikes": 107 products) and the child bike shown. */
const CATEGORY_ID = 1;
const BIKE_URL_KEY = 'cgr-al-105';

const AIMS = { listingRatio: 4, bikeRatio: 3, p99Fraction: 0.5 };
const IDLE_SETTLE_MS = 3000;

const pgRequire = createRequire(path.join(ROOT, 'commerce', 'package.json'));
let tmpDir;

async function cleanup() {
  await stopAllChildren();
  if (tmpDir) await rm(tmpDir, { recursive: true, force: true }).catch(() => {});
  tmpDir = undefined;
}

// ---------------------------------------------------------------------------------------------
// Set-up

/** Installs the pinned Vendure packages into bench/.peer/ unless that exact set is there already. */
async function ensureVendureInstalled() {
  const manifest = {
    name: 'cadence-bench-peer',
    private: true,
    description: 'Vendure for npm run bench -- peer (not part of the shop)',
    dependencies: { ...PEER_PACKAGES },
  };
  const stampFile = path.join(PEER_DIR, '.installed.json');
  const stamp = JSON.stringify(PEER_PACKAGES);
  const installed = (name) => {
    try {
      return JSON.parse(readFileSync(path.join(PEER_DIR, 'node_modules', name, 'package.json'), 'utf8')).version;
    } catch {
      return null;
    }
  };
  const upToDate =
    existsSync(stampFile) &&
    readFileSync(stampFile, 'utf8') === stamp &&
    Object.entries(PEER_PACKAGES).every(([name, version]) => installed(name) === version);
  if (upToDate) {
    console.log(`[peer] Vendure ${PEER_PACKAGES['@vendure/core']} already installed in ${path.relative(ROOT, PEER_DIR)}/`);
    return;
  }
  await mkdir(PEER_DIR, { recursive: true });
  await writeFile(path.join(PEER_DIR, 'package.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  console.log(
    `[peer] installing ${Object.entries(PEER_PACKAGES)
      .map(([n, v]) => `${n}@${v}`)
      .join(', ')} into ${path.relative(ROOT, PEER_DIR)}/ …`,
  );
  const started = Date.now();
  const code = await new Promise((resolve) => {
    const npm = spawn('npm', ['install', '--no-audit', '--no-fund', '--loglevel=error', '--workspaces=false'], {
      cwd: PEER_DIR,
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    npm.once('exit', resolve);
    npm.once('error', () => resolve('spawn-error'));
  });
  if (code !== 0) throw new BenchError(`npm install in ${PEER_DIR} failed (${code})`);
  for (const [name, version] of Object.entries(PEER_PACKAGES)) {
    if (installed(name) !== version) throw new BenchError(`${name} is ${installed(name)} after install, expected ${version}`);
  }
  await writeFile(stampFile, stamp);
  console.log(`[peer] installed in ${((Date.now() - started) / 1000).toFixed(1)}s`);
}

/** Runs `sql` statements on the server's maintenance database. */
async function adminSql(...statements) {
  const { Client } = pgRequire('pg');
  const client = new Client({ connectionString: `${PG_URL}/postgres` });
  try {
    await client.connect();
  } catch (error) {
    throw new BenchError(`Cannot reach PostgreSQL at ${PG_URL} (${error.code ?? error.message}); set BENCH_PEER_PG_URL.`);
  }
  try {
    const results = [];
    for (const sql of statements) results.push(await client.query(sql));
    return results;
  } finally {
    await client.end();
  }
}

async function recreateDatabase(name) {
  await adminSql(`drop database if exists ${name} with (force)`, `create database ${name}`);
}

/**
 * VACUUM ANALYZE of a database just loaded: the statistics and visibility map PostgreSQL's planner
 * and index-only scans rely on. Autovacuum does this a minute or so after a bulk load, but a server
 * may run without it (this workplace's machines do), and then every plan is made from default
 * guesses. Both sides get it, before either is measured.
 */
async function vacuumAnalyze(name) {
  const { Client } = pgRequire('pg');
  const client = new Client({ connectionString: `${PG_URL}/${name}` });
  await client.connect();
  try {
    await client.query('vacuum analyze');
  } finally {
    await client.end();
  }
}

/** Counts in Vendure's database, or null when it is missing or not populated. */
async function vendureCounts() {
  const [{ rows }] = await adminSql(`select 1 from pg_database where datname = '${VENDURE_DB}'`);
  if (rows.length === 0) return null;
  const { Client } = pgRequire('pg');
  const client = new Client({ connectionString: `${PG_URL}/${VENDURE_DB}` });
  await client.connect();
  try {
    const count = async (sql) => Number((await client.query(sql)).rows[0].count);
    return {
      products: await count('select count(*) from product where "deletedAt" is null'),
      variants: await count('select count(*) from product_variant where "deletedAt" is null'),
      collections: await count('select count(*) from collection where not "isRoot"'),
      indexed: await count('select count(*) from search_index_item'),
    };
  } catch {
    return null;
  } finally {
    await client.end();
  }
}

/** Imports the exported catalogue into a fresh Vendure database, unless the same import is there already. */
async function ensureVendureDatabase(catalogue, importDir) {
  const stampFile = path.join(PEER_DIR, 'vendure-db.json');
  const stamp = JSON.stringify({
    fingerprint: catalogue.fingerprint,
    packages: PEER_PACKAGES,
    setup: PEER_SETUP_VERSION,
    pg: PG_URL,
    db: VENDURE_DB,
  });
  const counts = await vendureCounts();
  const reuse =
    process.env.BENCH_PEER_FRESH !== '1' &&
    existsSync(stampFile) &&
    readFileSync(stampFile, 'utf8') === stamp &&
    counts &&
    counts.products === catalogue.products &&
    counts.variants === catalogue.variants &&
    counts.indexed === catalogue.variants;
  if (reuse) {
    console.log(
      `[peer] reusing the populated Vendure database ${VENDURE_DB} (${counts.products} products, ${counts.variants} variants)`,
    );
    return counts;
  }
  await rm(stampFile, { force: true });
  await recreateDatabase(VENDURE_DB);
  await rm(path.join(PEER_DIR, 'assets', VENDURE_DB), { recursive: true, force: true });
  await assertPortFree(POPULATE_PORT, HOST);
  console.log(
    `[peer] populating Vendure (${catalogue.products} products, ${catalogue.variants} variants, ${catalogue.categories} collections) — a few minutes…`,
  );
  const started = Date.now();
  const child = startChild({
    name: 'vendure-populate',
    script: PEER_SCRIPT,
    args: ['populate'],
    env: vendureEnv(importDir, POPULATE_PORT),
    logFile: path.join(LOG_DIR, 'vendure-populate.log'),
  });
  const code = await child.exited;
  if (code !== 0) {
    throw new BenchError(`Vendure populate exited with ${code}; see ${path.relative(ROOT, child.logFile)}\n${child.tail()}`);
  }
  const after = await vendureCounts();
  if (
    !after ||
    after.products !== catalogue.products ||
    after.variants !== catalogue.variants ||
    after.indexed !== catalogue.variants
  ) {
    throw new BenchError(
      `Vendure holds ${JSON.stringify(after)} after populate, expected ${catalogue.products} products and ${catalogue.variants} variants indexed; see ${path.relative(ROOT, child.logFile)}`,
    );
  }
  await writeFile(stampFile, stamp);
  console.log(`[peer] Vendure populated in ${((Date.now() - started) / 1000).toFixed(1)}s: ${JSON.stringify(after)}`);
  return after;
}

function vendureEnv(importDir, port) {
  return {
    ...process.env,
    NODE_ENV: 'production',
    PEER_DIR,
    PEER_DB_URL: `${PG_URL}/${VENDURE_DB}`,
    PEER_HOST: HOST,
    PEER_PORT: String(port),
    PEER_POPULATE_PORT: String(port),
    PEER_IMPORT_DIR: importDir,
  };
}

// ---------------------------------------------------------------------------------------------
// The queries

const graphqlFile = (p) => readFileSync(path.join(ROOT, 'web', 'src', 'features', 'catalogue', 'graphql', p), 'utf8');
/** The web's own operations, as the category and child bike pages send them. */
const OUR_LISTING = `${graphqlFile('ProductListingGet.graphql')}\n${graphqlFile('ProductCardFields.graphql')}`;
const OUR_BIKE = `${graphqlFile('ProductBikeGet.graphql')}\n${graphqlFile('ProductPageFields.graphql')}\n${graphqlFile('ProductCardFields.graphql')}`;

const VENDURE_LISTING = `query SearchCollection($input: SearchInput!) {
  search(input: $input) {
    totalItems
    items { productId productName slug sku productAsset { id preview } currencyCode
      price { ... on PriceRange { min max } ... on SinglePrice { value } }
      priceWithTax { ... on PriceRange { min max } ... on SinglePrice { value } } }
    facetValues { count facetValue { id code name facet { id code name } } }
  }
}`;
const VENDURE_PRODUCT = `query ProductDetail($slug: String!) {
  product(slug: $slug) {
    id name slug description
    featuredAsset { id preview width height }
    assets { id name preview source width height }
    facetValues { id code name facet { id code name } }
    collections { id name slug }
    optionGroups { id code name options { id code name } }
    variants { id sku name price priceWithTax currencyCode stockLevel
      featuredAsset { id preview } assets { id preview }
      options { id code name groupId } facetValues { id code name facet { id code } } }
  }
}`;

const JSON_HEADERS = { 'content-type': 'application/json' };

/** The four load targets; `ok` checks a parsed answer once, `quick` every answer under load. */
function targets(collectionSlug) {
  let n = 0;
  const ourListingBody = () =>
    JSON.stringify({
      query: OUR_LISTING,
      variables: {
        // With the commerce memos kept, a price range that lets every product through (our dearest
        // costs £8,999) but differs per request keeps each listing from being memoised.
        filter: { category_id: CATEGORY_ID, ...(MEMOS ? { price: [`0_${10_000 + (n++ % 1_000_000)}`] } : {}) },
        sort: { field: 'POSITION', direction: 'ASC' },
        pageSize: 24,
        currentPage: 1,
      },
    });
  return {
    listing: {
      label: 'category listing (24 + facets)',
      ours: {
        name: 'ours: products(category "bikes", 24) + aggregations',
        url: GATEWAY_URL,
        headers: { ...JSON_HEADERS, store: 'en-GB' },
        body: ourListingBody,
        ok: (d) => d.products?.items?.length === 24 && d.products.aggregations?.length > 0,
      },
      vendure: {
        name: `Vendure: search(collectionSlug "${collectionSlug}", 24, groupByProduct) + facetValues`,
        url: VENDURE_URL,
        headers: JSON_HEADERS,
        body: () =>
          JSON.stringify({ query: VENDURE_LISTING, variables: { input: { collectionSlug, take: 24, groupByProduct: true } } }),
        ok: (d) => d.search?.items?.length === 24 && d.search.facetValues?.length > 0,
      },
    },
    bike: {
      label: `bike page (${BIKE_URL_KEY})`,
      ours: {
        name: `ours: ProductBikeGet(${BIKE_URL_KEY})`,
        url: GATEWAY_URL,
        headers: { ...JSON_HEADERS, store: 'en-GB' },
        body: () => JSON.stringify({ query: OUR_BIKE, variables: { urlKey: BIKE_URL_KEY } }),
        ok: (d) => d.product?.url_key === BIKE_URL_KEY && d.product.options?.length > 0,
      },
      vendure: {
        name: `Vendure: product(slug "${BIKE_URL_KEY}") + variants, options, assets, facets`,
        url: VENDURE_URL,
        headers: JSON_HEADERS,
        body: () => JSON.stringify({ query: VENDURE_PRODUCT, variables: { slug: BIKE_URL_KEY } }),
        ok: (d) => d.product?.slug === BIKE_URL_KEY && d.product.variants?.length > 0,
      },
    },
  };
}

/** One request; fails loudly unless it answers 200 with the data `ok` looks for. Returns the JSON. */
async function probe(target) {
  const res = await fetch(target.url, {
    method: 'POST',
    headers: target.headers,
    body: target.body(),
    signal: AbortSignal.timeout(30_000),
  });
  const text = await res.text();
  let json;
  try {
    json = JSON.parse(text);
  } catch {
    json = null;
  }
  if (res.status !== 200 || !json || json.errors?.length || !target.ok(json.data ?? {})) {
    throw new BenchError(`"${target.name}" answered HTTP ${res.status}: ${text.slice(0, 500)}`);
  }
  if (res.headers.get('age') !== null) throw new BenchError(`"${target.name}" was answered from a cache (Age header)`);
  return json;
}

/** One autocannon run against a target; every response's latency is kept. */
function load(target, { seconds, connections }) {
  return new Promise((resolve, reject) => {
    const latencies = [];
    let badAnswers = 0;
    const instance = autocannon(
      {
        url: target.url,
        method: 'POST',
        headers: target.headers,
        body: target.body(),
        connections,
        duration: seconds,
        pipelining: 1,
        timeout: 10,
        requests: [
          {
            method: 'POST',
            setupRequest: (request) => ({ ...request, body: target.body() }),
            // Cheap per-answer check: a GraphQL error or an answer from a cache counts as an error.
            onResponse: (status, body, _context, headers) => {
              if (status === 200 && (body.includes('"errors"') || headers?.age !== undefined)) badAnswers++;
            },
          },
        ],
      },
      (error, result) => (error ? reject(error) : resolve({ result, latencies, badAnswers })),
    );
    instance.on('response', (_client, _status, _bytes, responseTime) => latencies.push(responseTime));
  });
}

const percentile = (sorted, q) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] : NaN);

function aggregate(name, runs) {
  const latencies = runs.flatMap((r) => r.latencies).sort((a, b) => a - b);
  const seconds = runs.reduce((s, r) => s + r.result.duration, 0);
  const ok = runs.reduce((s, r) => s + r.result['2xx'], 0) - runs.reduce((s, r) => s + r.badAnswers, 0);
  return {
    name,
    rounds: runs.length,
    durationS: seconds,
    requests: latencies.length,
    requestsPerSec: ok / seconds,
    latencyP50Ms: percentile(latencies, 0.5),
    latencyP99Ms: percentile(latencies, 0.99),
    latencyAvgMs: latencies.reduce((s, v) => s + v, 0) / (latencies.length || 1),
    latencyMaxMs: latencies.at(-1) ?? NaN,
    non2xx: runs.reduce((s, r) => s + r.result.non2xx, 0),
    graphqlErrors: runs.reduce((s, r) => s + r.badAnswers, 0),
    errors: runs.reduce((s, r) => s + r.result.errors, 0),
    timeouts: runs.reduce((s, r) => s + r.result.timeouts, 0),
    perRoundRequestsPerSec: runs.map((r) => r.result.requests.average),
    // CPU per request answered: the server process, and its database's backends (null: not on this machine).
    serverCpuMsPerRequest: runs.reduce((s, r) => s + r.cpu.serverMs, 0) / (latencies.length || 1),
    databaseCpuMsPerRequest: runs.every((r) => r.cpu.databaseMs !== null)
      ? runs.reduce((s, r) => s + r.cpu.databaseMs, 0) / (latencies.length || 1)
      : null,
  };
}

/**
 * CPU time (ms) spent so far by one side: its server process, and each PostgreSQL backend serving
 * its database (found by the backend's process title). Taken before and after a round, it gives
 * the round's CPU per request on each side of the wire. Backends can be read only when PostgreSQL
 * runs on this machine (Linux /proc); otherwise the database side reads as unknown. A backend that
 * exits during a round takes its time with it (the pools keep theirs under load).
 */
function cpuSample(serverPid, database) {
  const backends = new Map();
  let entries = [];
  try {
    entries = readdirSync('/proc');
  } catch {
    /* no /proc: no backends to read */
  }
  for (const entry of entries) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      // `postgres: [<cluster name>: ]<user> <database> <client> <activity>`, padded with NULs.
      const words = (processCommandLine(Number(entry))[0] ?? '').split(' ');
      const at = words[1]?.endsWith(':') ? 3 : 2;
      if (words[0] === 'postgres:' && words[at] === database) backends.set(entry, readCpuMs(Number(entry)));
    } catch {
      /* gone, or not ours to read */
    }
  }
  return { server: readCpuMs(serverPid), backends };
}

/** The CPU a round took on one side: server and database, from two {@link cpuSample}s. */
function cpuSpent(before, after) {
  let database = 0;
  for (const [pid, ms] of after.backends) database += ms - (before.backends.get(pid) ?? 0);
  return { serverMs: after.server - before.server, databaseMs: after.backends.size ? database : null };
}

/** Samples both servers' RSS while the load runs (VmHWM also includes start-up). */
function rssSampler(pids) {
  const peak = Object.fromEntries(Object.keys(pids).map((k) => [k, 0]));
  const timer = setInterval(() => {
    for (const [key, pid] of Object.entries(pids)) {
      try {
        peak[key] = Math.max(peak[key], readRss(pid).rssMb);
      } catch {
        /* gone: reported later */
      }
    }
  }, 200);
  return { peak, stop: () => clearInterval(timer) };
}

// ---------------------------------------------------------------------------------------------

function table(header, rows) {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((row) => String(row[i]).length)));
  const line = (cells) => cells.map((c, i) => (i === 0 ? String(c).padEnd(widths[i]) : String(c).padStart(widths[i]))).join('  ');
  return [line(header), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.map(line)].join('\n');
}

async function main() {
  const roundSeconds = envInt('BENCH_PEER_ROUND_SECONDS', 5);
  const rounds = envInt('BENCH_PEER_ROUNDS', 6);
  const warmup = envInt('BENCH_WARMUP', 3);
  const connections = envInt('BENCH_CONNECTIONS', 20);
  for (const file of [GATEWAY_MAIN, DB_PREPARE]) {
    if (!existsSync(file))
      throw new BenchError(`The gateway is not built (missing ${path.relative(ROOT, file)}). Run \`npm run build\` first.`);
  }
  installCleanupHandlers(cleanup);
  await assertPortFree(GATEWAY_PORT, HOST);
  await assertPortFree(VENDURE_PORT, HOST);
  await mkdir(LOG_DIR, { recursive: true });
  tmpDir = await mkdtemp(path.join(os.tmpdir(), 'cadence-bench-peer-'));
  console.log(
    `[peer] ours vs Vendure ${PEER_PACKAGES['@vendure/core']}: ${rounds} alternating rounds of ${roundSeconds}s per query and side, ${connections} connections, ${warmup}s warm-up; ${MEMO_LABEL}, response caches off, our single-fetch path ${SINGLE_FETCH}, graphql-jit ${JIT}`,
  );

  await ensureVendureInstalled();

  // --- ours: a fresh database on the PostgreSQL server, migrated and seeded by the gateway's own prepare.
  await recreateDatabase(OURS_DB);
  process.env.BENCH_DATABASE_URL = `${PG_URL}/${OURS_DB}`;
  const dataDir = path.join(tmpDir, 'data');
  await mkdir(dataDir);
  const gateway = await startGateway({
    host: HOST,
    port: GATEWAY_PORT,
    dataDir,
    logDir: LOG_DIR,
    label: '[peer]',
    extraEnv: { RESPONSE_CACHE_TTL_MS: '0', ...MEMO_ENV },
  });

  // --- Vendure: the same catalogue, exported from our database.
  const importDir = path.join(PEER_DIR, 'import');
  const catalogue = await exportCatalogue(`${PG_URL}/${OURS_DB}`, importDir);
  console.log(
    `[peer] our catalogue: ${catalogue.products} products, ${catalogue.variants} variants, ${catalogue.categories} categories, ${catalogue.images} images`,
  );
  const vendureDb = await ensureVendureDatabase(catalogue, importDir);
  console.log(`[peer] starting Vendure on ${HOST}:${VENDURE_PORT}`);
  const vendureStarted = Date.now();
  const vendure = startChild({
    name: 'vendure',
    script: PEER_SCRIPT,
    args: ['serve'],
    env: vendureEnv(importDir, VENDURE_PORT),
    logFile: path.join(LOG_DIR, 'vendure.log'),
  });
  await waitForHttp(`http://${HOST}:${VENDURE_PORT}/health`, { child: vendure, timeoutMs: 180_000 });
  console.log(`[peer] Vendure ready in ${((Date.now() - vendureStarted) / 1000).toFixed(1)}s (pid ${vendure.pid})`);

  await Promise.all([vacuumAnalyze(OURS_DB), vacuumAnalyze(VENDURE_DB)]);
  console.log(`[peer] both databases vacuumed and analysed (${OURS_DB}, ${VENDURE_DB})`);

  const collectionSlug = catalogue.categorySlugs[CATEGORY_ID];
  const all = targets(collectionSlug);
  const pairs = Object.entries(all);
  // Both sides list the same products: compare totals once.
  const ourListing = await probe(all.listing.ours);
  const theirListing = await probe(all.listing.vendure);
  console.log(
    `[peer] "${collectionSlug}": ours ${ourListing.data.products.total_count} products, ${ourListing.data.products.aggregations.length} facets; Vendure ${theirListing.data.search.totalItems} products, ${theirListing.data.search.facetValues.length} facet values`,
  );
  for (const [, pair] of pairs) for (let i = 0; i < 5; i++) await Promise.all([probe(pair.ours), probe(pair.vendure)]);

  await sleep(IDLE_SETTLE_MS);
  const idle = { ours: readRss(gateway.pid), vendure: readRss(vendure.pid) };
  console.log(`[peer] idle RSS: ours ${fmt(idle.ours.rssMb)} MB, Vendure ${fmt(idle.vendure.rssMb)} MB`);

  const sampler = rssSampler({ ours: gateway.pid, vendure: vendure.pid });
  const servers = { ours: { pid: gateway.pid, database: OURS_DB }, vendure: { pid: vendure.pid, database: VENDURE_DB } };
  const runs = Object.fromEntries(pairs.map(([key]) => [key, { ours: [], vendure: [] }]));
  try {
    for (const [key, pair] of pairs) {
      process.stdout.write(`[peer] warm-up ${key}: ${warmup}s each… `);
      await load(pair.ours, { seconds: warmup, connections });
      await load(pair.vendure, { seconds: warmup, connections });
      console.log('done');
    }
    for (let round = 1; round <= rounds; round++) {
      for (const [key, pair] of pairs) {
        // Alternate which side goes first, so neither always runs on the warmer machine.
        const order = round % 2 ? ['ours', 'vendure'] : ['vendure', 'ours'];
        const line = [];
        for (const side of order) {
          const before = cpuSample(servers[side].pid, servers[side].database);
          const run = await load(pair[side], { seconds: roundSeconds, connections });
          run.cpu = cpuSpent(before, cpuSample(servers[side].pid, servers[side].database));
          runs[key][side].push(run);
          line.push(`${side} ${fmt(run.result.requests.average)} req/s`);
        }
        console.log(`[peer] round ${round}/${rounds} ${key}: ${line.join(', ')}`);
      }
    }
  } finally {
    sampler.stop();
  }
  const hwm = { ours: readRss(gateway.pid).peakMb, vendure: readRss(vendure.pid).peakMb };

  // --- report
  const results = {};
  for (const [key, pair] of pairs) {
    const ours = aggregate(pair.ours.name, runs[key].ours);
    const vendureRow = aggregate(pair.vendure.name, runs[key].vendure);
    results[key] = {
      label: pair.label,
      ours,
      vendure: vendureRow,
      throughputRatio: ours.requestsPerSec / vendureRow.requestsPerSec,
      p99Ratio: ours.latencyP99Ms / vendureRow.latencyP99Ms,
    };
  }
  const rows = [];
  for (const r of Object.values(results)) {
    for (const side of [r.ours, r.vendure]) {
      rows.push([
        side.name,
        fmt(side.requestsPerSec),
        fmt(side.latencyP50Ms, 0),
        fmt(side.latencyP99Ms, 0),
        fmt(side.requests, 0),
        fmt(side.non2xx + side.graphqlErrors + side.errors, 0),
        fmt(side.serverCpuMsPerRequest, 2),
        side.databaseCpuMsPerRequest === null ? 'n/a' : fmt(side.databaseCpuMsPerRequest, 2),
      ]);
    }
  }
  const header = ['query', 'req/s', 'p50 ms', 'p99 ms', 'requests', 'errors', 'server CPU ms/req', 'PostgreSQL CPU ms/req'];
  console.log(`\n${table(header, rows)}\n`);
  const verdict = (met) => (met ? 'met' : 'NOT met');
  const aims = {
    listingThroughput: {
      aim: `>= ${AIMS.listingRatio}x`,
      value: results.listing.throughputRatio,
      met: results.listing.throughputRatio >= AIMS.listingRatio,
    },
    listingP99: {
      aim: `< ${AIMS.p99Fraction} of Vendure's`,
      value: results.listing.p99Ratio,
      met: results.listing.p99Ratio < AIMS.p99Fraction,
    },
    bikeThroughput: {
      aim: `>= ${AIMS.bikeRatio}x`,
      value: results.bike.throughputRatio,
      met: results.bike.throughputRatio >= AIMS.bikeRatio,
    },
    bikeP99: {
      aim: `< ${AIMS.p99Fraction} of Vendure's`,
      value: results.bike.p99Ratio,
      met: results.bike.p99Ratio < AIMS.p99Fraction,
    },
    lessMemory: {
      aim: 'ours below Vendure idle and at peak',
      met: idle.ours.rssMb < idle.vendure.rssMb && sampler.peak.ours < sampler.peak.vendure,
    },
  };
  for (const [key, r] of Object.entries(results)) {
    const t = aims[`${key}Throughput`];
    const p = aims[`${key}P99`];
    console.log(
      `${r.label}: ours/Vendure ${fmt(r.throughputRatio, 2)}× requests/s (aim ${t.aim}) — ${verdict(t.met)}; p99 ${fmt(r.ours.latencyP99Ms, 0)} vs ${fmt(r.vendure.latencyP99Ms, 0)} ms = ${fmt(r.p99Ratio, 2)} (aim ${p.aim}) — ${verdict(p.met)}`,
    );
  }
  const memory = {
    ours: { idleRssMb: idle.ours.rssMb, peakRssUnderLoadMb: sampler.peak.ours, vmHwmMb: hwm.ours },
    vendure: { idleRssMb: idle.vendure.rssMb, peakRssUnderLoadMb: sampler.peak.vendure, vmHwmMb: hwm.vendure },
  };
  console.log(
    `\n${table(
      ['RSS (MB)', 'idle', 'peak under load', 'VmHWM (incl. start-up)'],
      [
        [
          'ours (gateway, one process)',
          fmt(memory.ours.idleRssMb),
          fmt(memory.ours.peakRssUnderLoadMb),
          fmt(memory.ours.vmHwmMb),
        ],
        [
          'Vendure (server, one process)',
          fmt(memory.vendure.idleRssMb),
          fmt(memory.vendure.peakRssUnderLoadMb),
          fmt(memory.vendure.vmHwmMb),
        ],
      ],
    )}`,
  );
  console.log(`less memory than Vendure, idle and at peak — ${verdict(aims.lessMemory.met)}`);

  const failed = Object.values(results)
    .flatMap((r) => [r.ours, r.vendure])
    .filter((s) => s.non2xx || s.graphqlErrors || s.errors);
  const out = path.join(RESULTS_DIR, 'peer-latest.json');
  const report = {
    timestamp: new Date().toISOString(),
    node: process.version,
    host: { platform: process.platform, arch: process.arch, cpus: os.cpus().length, cpuModel: os.cpus()[0]?.model },
    peer: { packages: PEER_PACKAGES, search: 'DefaultSearchPlugin (bufferUpdates: false, indexStockStatus: false)' },
    settings: {
      roundSeconds,
      rounds,
      warmupS: warmup,
      connections,
      ourCommerceMemos: `${MEMO_MODE}: ${MEMO_LABEL} (${Object.entries(MEMO_ENV)
        .map(([k, v]) => `${k}=${v}`)
        .join(', ')})`,
      ourResponseCache: 'off (RESPONSE_CACHE_TTL_MS=0)',
      ourSingleFetch: SINGLE_FETCH,
      ourJit: JIT,
      postgres: PG_URL.replace(/\/\/[^@]*@/, '//'),
      databases: { ours: OURS_DB, vendure: VENDURE_DB },
      categoryId: CATEGORY_ID,
      collectionSlug,
      bikeUrlKey: BIKE_URL_KEY,
    },
    catalogue: { ...catalogue, categorySlugs: undefined, vendure: vendureDb },
    results,
    memory,
    aims,
    ok: failed.length === 0,
  };
  await writeFile(out, `${JSON.stringify(report, null, 2)}\n`);
  console.log(`\n[peer] results written to ${path.relative(ROOT, out)}`);
  for (const s of failed) {
    console.error(
      `[peer] FAILED "${s.name}": ${s.non2xx} non-2xx, ${s.graphqlErrors} GraphQL errors, ${s.errors} errors (${s.timeouts} timeouts)`,
    );
  }
  return failed.length ? 1 : 0;
}

let exitCode = 1;
try {
  exitCode = await main();
} catch (error) {
  console.error(`\n[peer] ${error instanceof BenchError ? error.message : (error?.stack ?? error)}`);
  exitCode = 1;
} finally {
  await cleanup();
}
process.exit(exitCode);

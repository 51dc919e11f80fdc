// `npm run bench -- soak`: SOAK_MINUTES (default 10) of mixed shopper traffic against the built
// shop at a fixed arrival rate (SOAK_RATE requests/s, default 20): storefront pages through the web
// (home, category, bike page; the page cache on, as shipped), search, add to cart, sign in (each
// shopper its own account, registered before the soak, so the per-address limits are counted but
// not hit: a 429 / RATE_LIMITED is counted on its own), and orders (a registered shopper's cart,
// address, delivery, card). The gateway and web start as the other benches start them
// (bench/lib.mjs), on PostgreSQL when BENCH_DATABASE_URL is set (an empty database) and with Redis
// when REDIS_URL is set, else on a fresh PGlite. Prints throughput, p50/p99 and errors by kind and
// status, and each process's RSS (VmRSS from /proc/<pid>/status) at the start, the end and its
// peak (VmHWM), sampled every 10 s. Exits 1 when any request failed.
// Ports (loopback): BENCH_SOAK_GATEWAY_PORT 5220, BENCH_SOAK_WEB_PORT 5221.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ADD_TO_CART, BENCH_PASSWORD, REGISTER, SIGN_IN, ukAddress } from './shopper.mjs';
import {
  BenchError,
  RESULTS_DIR,
  assertBuilt,
  assertPortFree,
  envInt,
  fmt,
  installCleanupHandlers,
  readRss,
  sleep,
  startGateway,
  startWeb,
  stopAllChildren,
} from './lib.mjs';

const HOST = '127.0.0.1';
const GATEWAY_PORT = Number(process.env.BENCH_SOAK_GATEWAY_PORT ?? 5220);
const WEB_PORT = Number(process.env.BENCH_SOAK_WEB_PORT ?? 5221);
const GATEWAY = `http://${HOST}:${GATEWAY_PORT}/graphql`;
const WEB = `http://${HOST}:${WEB_PORT}`;
const MINUTES = envInt('SOAK_MINUTES', 10);
const RATE = envInt('SOAK_RATE', 20);
const SAMPLE_MS = 10_000;
const PASSWORD = BENCH_PASSWORD;
const SEARCH = `query($q: String!) { products(search: $q, pageSize: 24) { total_count items { sku name url_key aggregated_price } aggregations { attribute_code options { value count } } } }`;
const ADD = ADD_TO_CART;
const ADDRESS = ukAddress('Soak');
const PAGES = ['/', '/bikes/road/', '/cgr-al-105/', '/bikes/', '/search/?q=helmet'];
const TERMS = ['helmet', 'light', 'carbon', 'saddle', 'gravel', 'tyre', 'pedals', 'road bike'];

/** Requests by kind: latencies, statuses, error codes. */
const results = new Map();
let sequence = 0;
let orderSkus = [];

function note(kind, ms, status, code) {
  let entry = results.get(kind);
  if (!entry) results.set(kind, (entry = { latencies: [], ok: 0, errors: new Map() }));
  entry.latencies.push(ms);
  if (code === null) entry.ok += 1;
  else entry.errors.set(`${status} ${code}`, (entry.errors.get(`${status} ${code}`) ?? 0) + 1);
}

async function gql(query, variables, cookie) {
  const res = await fetch(GATEWAY, {
    method: 'POST',
    headers: { 'content-type': 'application/json', store: 'en-GB', ...(cookie ? { cookie } : {}) },
    body: JSON.stringify({ query, variables }),
    signal: AbortSignal.timeout(30_000),
  });
  const body = await res.json().catch(() => ({}));
  const code = res.status !== 200 ? `HTTP_${res.status}` : (body.errors?.[0]?.extensions?.code ?? null);
  return { res, body, code };
}

/** Times one shopper action; `work` answers { status, code } (code null when it succeeded). */
async function timed(kind, work) {
  const start = performance.now();
  let outcome;
  try {
    outcome = await work();
  } catch (error) {
    outcome = { status: 0, code: error.name === 'TimeoutError' ? 'CLIENT_TIMEOUT' : (error.cause?.code ?? 'FETCH_FAILED') };
  }
  note(kind, performance.now() - start, outcome.status, outcome.code);
}

async function register(email) {
  const answer = await gql(REGISTER, { input: { firstname: 'Soak', lastname: 'Rider', email, password: PASSWORD } });
  if (answer.code) throw new BenchError(`registering ${email} failed: ${answer.code}`);
  return answer.res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

const ACTIONS = {
  page: () =>
    timed('page (web)', async () => {
      const res = await fetch(`${WEB}${PAGES[sequence++ % PAGES.length]}`, { signal: AbortSignal.timeout(30_000) });
      const html = await res.text();
      const ok = res.status === 200 && !html.includes('data-testid="ErrorScreen-root"');
      return { status: res.status, code: ok ? null : `HTTP_${res.status}` };
    }),
  search: () =>
    timed('search', async () => {
      const { res, code } = await gql(SEARCH, { q: TERMS[sequence++ % TERMS.length] });
      return { status: res.status, code };
    }),
  cart: () =>
    timed('add to cart (2 calls)', async () => {
      const created = await gql('mutation { createEmptyCart }');
      if (created.code) return { status: created.res.status, code: created.code };
      const { res, body, code } = await gql(ADD, {
        id: created.body.data.createEmptyCart,
        items: [{ sku: orderSkus[sequence++ % orderSkus.length], quantity: 1 }],
      });
      return { status: res.status, code: code ?? body.data?.addProductsToCart?.user_errors?.[0]?.code ?? null };
    }),
  signIn: () =>
    timed('sign in', async () => {
      const { res, code } = await gql(SIGN_IN, {
        email: `soak-${process.pid}-${sequence++ % 200}@example.com`,
        password: PASSWORD,
      });
      return { status: res.status, code };
    }),
  order: () =>
    timed('order (register + 5 calls)', async () => {
      const cookie = await register(`soak-order-${process.pid}-${sequence++}@example.com`);
      const cart = (await gql('{ customerCart { id } }', {}, cookie)).body.data.customerCart.id;
      for (const [query, variables] of [
        [ADD, { id: cart, items: [{ sku: orderSkus[sequence % orderSkus.length], quantity: 1 }] }],
        [
          'mutation($input: SetShippingAddressesOnCartInput!) { setShippingAddressesOnCart(input: $input) { cart { id } } }',
          { input: { cart_id: cart, shipping_addresses: [{ address: ADDRESS }] } },
        ],
        [
          'mutation($input: SetShippingMethodsOnCartInput!) { setShippingMethodsOnCart(input: $input) { cart { id } } }',
          { input: { cart_id: cart, shipping_methods: [{ carrier_code: 'cadence', method_code: 'STANDARD' }] } },
        ],
      ]) {
        const step = await gql(query, variables, cookie);
        if (step.code) return { status: step.res.status, code: step.code };
      }
      const card = { number: '4242424242424242', expiry_month: 12, expiry_year: 2030, cvc: '123' };
      const placed = await gql(
        'mutation($input: PlaceOrderInput!) { placeOrder(input: $input) { order { order_number } errors { code } } }',
        { input: { cart_id: cart, idempotency_key: `soak-${cart}`, card } },
        cookie,
      );
      return {
        status: placed.res.status,
        code: placed.code ?? (placed.body.data?.placeOrder?.order?.order_number ? null : 'NO_ORDER'),
      };
    }),
};
/** A shopper mix: mostly browsing, some searching and carts, fewer sign-ins and orders. */
const MIX = [
  'page',
  'page',
  'search',
  'page',
  'cart',
  'page',
  'signIn',
  'page',
  'search',
  'page',
  'cart',
  'page',
  'order',
  'page',
  'search',
  'page',
];

const percentile = (sorted, q) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] : NaN);

let tmpDir;
async function cleanup() {
  await stopAllChildren();
  if (tmpDir) rmSync(tmpDir, { recursive: true, force: true });
  tmpDir = undefined;
}

async function main() {
  assertBuilt();
  installCleanupHandlers(cleanup);
  for (const port of [GATEWAY_PORT, WEB_PORT]) await assertPortFree(port, HOST);
  tmpDir = mkdtempSync(path.join(os.tmpdir(), 'cadence-soak-'));
  const dataDir = path.join(tmpDir, 'data');
  mkdirSync(dataDir);
  const logDir = path.join(RESULTS_DIR, 'soak-logs');
  mkdirSync(logDir, { recursive: true });
  const on = `${process.env.BENCH_DATABASE_URL ? 'PostgreSQL' : 'PGlite'}${process.env.REDIS_URL ? ' + Redis' : ''}`;
  console.log(`[soak] ${MINUTES} min at ${RATE} requests/s on ${on}`);
  const gateway = await startGateway({ host: HOST, port: GATEWAY_PORT, dataDir, logDir, label: '[soak]' });
  const web = await startWeb({ host: HOST, port: WEB_PORT, gatewayUrl: GATEWAY, logDir, label: '[soak]' });
  orderSkus = JSON.parse(readFileSync(path.join(dataDir, 'bench-fixtures.json'), 'utf8')).orderSkus;
  // The sign-in shoppers: 200 accounts, each signed in about once a minute at the default rate.
  for (let i = 0; i < 200; i++) await register(`soak-${process.pid}-${i}@example.com`);
  // Warm both processes on every kind of request, then let them settle before the first sample.
  for (const action of Object.values(ACTIONS)) for (let i = 0; i < 3; i++) await action();
  results.clear();
  await sleep(3_000);

  const processes = { gateway, web };
  const memory = Object.fromEntries(Object.entries(processes).map(([name, p]) => [name, { start: readRss(p.pid), samples: [] }]));
  const sample = () => {
    for (const [name, p] of Object.entries(processes)) memory[name].samples.push(readRss(p.pid));
  };
  const sampler = setInterval(sample, SAMPLE_MS);

  const durationMs = MINUTES * 60_000;
  const interval = 1000 / RATE;
  const inFlight = new Set();
  const begin = performance.now();
  let started = 0;
  let lastReport = begin;
  while (performance.now() - begin < durationMs) {
    const promise = ACTIONS[MIX[started % MIX.length]]();
    inFlight.add(promise);
    promise.finally(() => inFlight.delete(promise));
    started += 1;
    if (performance.now() - lastReport >= 60_000) {
      lastReport = performance.now();
      const rss = Object.entries(processes).map(([name, p]) => `${name} ${fmt(readRss(p.pid).rssMb)} MB`);
      console.log(
        `[soak] ${fmt((lastReport - begin) / 60_000, 0)} min: ${started} started, ${inFlight.size} in flight, RSS ${rss.join(', ')}`,
      );
    }
    const wait = begin + started * interval - performance.now();
    if (wait > 0) await sleep(wait);
  }
  await Promise.allSettled([...inFlight]);
  const elapsedS = (performance.now() - begin) / 1000;
  clearInterval(sampler);
  sample();

  // --- report
  const rows = [...results.entries()].map(([kind, r]) => {
    const sorted = [...r.latencies].sort((a, b) => a - b);
    return {
      kind,
      requests: sorted.length,
      ok: r.ok,
      p50Ms: percentile(sorted, 0.5),
      p99Ms: percentile(sorted, 0.99),
      errors: Object.fromEntries(r.errors),
    };
  });
  const total = rows.reduce((n, r) => n + r.requests, 0);
  const failed = rows.reduce((n, r) => n + (r.requests - r.ok), 0);
  const rateLimited = rows.reduce(
    (n, r) =>
      n +
      Object.entries(r.errors)
        .filter(([k]) => /RATE_LIMITED|429/.test(k))
        .reduce((m, [, v]) => m + v, 0),
    0,
  );
  console.log(
    `\n[soak] ${total} shopper actions in ${fmt(elapsedS)} s: ${fmt(total / elapsedS)} actions/s (aimed ${RATE}), ${failed} failed (${rateLimited} rate-limited)`,
  );
  const widths = [28, 9, 8, 8, 8];
  const line = (cells) => cells.map((c, i) => (i === 0 ? String(c).padEnd(widths[i]) : String(c).padStart(widths[i]))).join('  ');
  console.log(line(['kind', 'requests', 'p50 ms', 'p99 ms', 'errors']));
  for (const r of rows) {
    const errors = Object.entries(r.errors)
      .map(([k, v]) => `${k} ×${v}`)
      .join(', ');
    console.log(
      `${line([r.kind, r.requests, fmt(r.p50Ms, 0), fmt(r.p99Ms, 0), r.requests - r.ok])}${errors ? `  (${errors})` : ''}`,
    );
  }
  const memoryRows = Object.entries(memory).map(([name, m]) => {
    const end = m.samples.at(-1);
    const peak = Math.max(m.start.peakMb, ...m.samples.map((s) => s.peakMb));
    return { name, startMb: m.start.rssMb, endMb: end.rssMb, peakMb: peak, minMb: Math.min(...m.samples.map((s) => s.rssMb)) };
  });
  for (const m of memoryRows) {
    console.log(
      `RSS ${m.name}: start ${fmt(m.startMb)} MB, end ${fmt(m.endMb)} MB (${m.endMb >= m.startMb ? '+' : ''}${fmt(m.endMb - m.startMb)} MB), lowest ${fmt(m.minMb)} MB, peak ${fmt(m.peakMb)} MB`,
    );
  }
  const out = path.join(RESULTS_DIR, 'soak-latest.json');
  writeFileSync(
    out,
    `${JSON.stringify({ timestamp: new Date().toISOString(), minutes: MINUTES, rate: RATE, on, elapsedS, total, failed, rateLimited, kinds: rows, memory: memoryRows }, null, 2)}\n`,
  );
  console.log(`[soak] results written to ${path.relative(path.dirname(RESULTS_DIR), out)}`);
  return failed ? 1 : 0;
}

let exitCode = 1;
try {
  exitCode = await main();
} catch (error) {
  console.error(`\n[soak] ${error instanceof BenchError ? error.message : (error?.stack ?? error)}`);
} finally {
  await cleanup();
}
process.exit(exitCode);

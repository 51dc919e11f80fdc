// `npm run bench -- faults`: the shop under a steady shopper load while its PostgreSQL server is
// restarted (pg_ctl restart -m fast; then stopped, left down BENCH_FAULTS_DOWN_S seconds, default 5,
// and started) and while its Redis is killed and started again. Both are private servers this
// bench starts (initdb in a temporary directory, run as the postgres user when root; redis-server
// --save ''), never the shared ones. The gateway and the web (page cache off, so every render
// reaches the database) run on them as built (bench/lib.mjs).
//
// Load: a fixed arrival rate (BENCH_FAULTS_RATE, default 25 requests/s) of category listings and
// bike page queries (gateway), category page renders (web), registrations, add to cart, and orders
// (a registered shopper's cart with one accessory, address, delivery, card), as the e2e tier does.
// Prints, per outage: requests failed while down, the slowest failure, seconds from the server's
// return to the first success, failures that were not a clean 503 / SERVICE_UNAVAILABLE; then the
// rows the load was told were written (accounts, cart lines, orders) against the rows in the
// database after: rows lost must be 0. Exits 1 when a row is lost, a failure was not a clean 503,
// a failure took longer than 2.5 s, or the shop did not recover within 10 s.
// Ports (loopback): BENCH_FAULTS_GATEWAY_PORT 5210, BENCH_FAULTS_WEB_PORT 5211,
// BENCH_FAULTS_PG_PORT 5233, BENCH_FAULTS_REDIS_PORT 5279.
import { execFile, spawn } from 'node:child_process';
import { chownSync, existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { ADD_TO_CART, BENCH_PASSWORD, REGISTER, ukAddress } from './shopper.mjs';
import {
  BenchError,
  RESULTS_DIR,
  ROOT,
  assertBuilt,
  assertPortFree,
  envInt,
  fmt,
  installCleanupHandlers,
  sleep,
  startGateway,
  startWeb,
  stopAllChildren,
} from './lib.mjs';

const run = promisify(execFile);
const HOST = '127.0.0.1';
const GATEWAY_PORT = Number(process.env.BENCH_FAULTS_GATEWAY_PORT ?? 5210);
const WEB_PORT = Number(process.env.BENCH_FAULTS_WEB_PORT ?? 5211);
const PG_PORT = Number(process.env.BENCH_FAULTS_PG_PORT ?? 5233);
const REDIS_PORT = Number(process.env.BENCH_FAULTS_REDIS_PORT ?? 5279);
const GATEWAY = `http://${HOST}:${GATEWAY_PORT}/graphql`;
const WEB = `http://${HOST}:${WEB_PORT}`;
const RATE = envInt('BENCH_FAULTS_RATE', 25);
const DOWN_S = envInt('BENCH_FAULTS_DOWN_S', 5);
const FAIL_FAST_MS = 2_500;
const RECOVER_MS = 10_000;
const PASSWORD = BENCH_PASSWORD;

const LISTING = `query { products(filter: { category_id: 1 }, pageSize: 24) { total_count items { sku name url_key aggregated_price } } }`;
const BIKE = `query { product(urlKey: "cgr-al-105") { sku name url_key options { sku label stock_status } related_products { sku name } } }`;
const ADD = ADD_TO_CART;
const ADDRESS = ukAddress('Fault');

// ---------------------------------------------------------------------------------------------
// Private servers

function pgBinDir() {
  if (process.env.PG_BIN_DIR) return process.env.PG_BIN_DIR;
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root)
    ? readdirSync(root)
        .filter((v) => existsSync(path.join(root, v, 'bin', 'initdb')))
        .sort((a, b) => b - a)
    : [];
  if (!versions.length) throw new BenchError('no PostgreSQL server binaries in /usr/lib/postgresql/*/bin (set PG_BIN_DIR)');
  return path.join(root, versions[0], 'bin');
}

async function privatePostgres(dir) {
  const bin = pgBinDir();
  const asRoot = process.getuid() === 0;
  if (asRoot) chownSync(dir, Number((await run('id', ['-u', 'postgres'])).stdout.trim()), 0);
  const pg = (tool, args) =>
    asRoot
      ? run('runuser', ['-u', 'postgres', '--', path.join(bin, tool), ...args], { cwd: dir })
      : run(path.join(bin, tool), args, { cwd: dir });
  const data = path.join(dir, 'data');
  const options = `-p ${PG_PORT} -k ${dir} -c listen_addresses=${HOST} -c max_connections=60`;
  const log = path.join(dir, 'postgres.log');
  await pg('initdb', ['-D', data, '-A', 'trust', '-U', 'postgres', '--no-sync']);
  const server = {
    start: () => pg('pg_ctl', ['-D', data, '-o', options, '-l', log, '-w', '-t', '60', 'start']),
    stop: () => pg('pg_ctl', ['-D', data, '-m', 'fast', '-w', '-t', '60', 'stop']),
    restart: () => pg('pg_ctl', ['-D', data, '-o', options, '-l', log, '-m', 'fast', '-w', '-t', '60', 'restart']),
    kill: () => pg('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']).catch(() => {}),
    url: `postgres://postgres@${HOST}:${PG_PORT}/postgres`,
  };
  await server.start();
  return server;
}

async function privateRedis() {
  let proc;
  const start = async () => {
    proc = spawn('redis-server', ['--port', String(REDIS_PORT), '--bind', HOST, '--save', '', '--appendonly', 'no'], {
      stdio: 'ignore',
    });
    for (let i = 0; i < 100; i++) {
      try {
        const { stdout } = await run('redis-cli', ['-p', String(REDIS_PORT), 'ping']);
        if (stdout.trim() === 'PONG') return;
      } catch {
        /* not yet */
      }
      await sleep(50);
    }
    throw new BenchError('private redis-server did not start');
  };
  await start();
  return {
    start,
    kill: () => proc?.kill('SIGKILL'),
    url: `redis://${HOST}:${REDIS_PORT}/0`,
  };
}

// ---------------------------------------------------------------------------------------------
// The load

/** One request: its kind, when it started and ended (ms since the load began), and how it went. */
const log = [];
let t0 = 0;
const now = () => performance.now() - t0;

async function gql(query, variables, { cookie, store = 'en-GB' } = {}) {
  const res = await fetch(GATEWAY, {
    method: 'POST',
    headers: { 'content-type': 'application/json', store, ...(cookie ? { cookie } : {}) },
    body: JSON.stringify({ query, variables }),
    signal: AbortSignal.timeout(15_000),
  });
  const body = await res.json().catch(() => ({}));
  return { res, body };
}

/** Runs one request of `kind`, records it; `work` answers { ok, status, code } or throws. */
async function record(kind, work) {
  const start = now();
  let outcome;
  try {
    outcome = await work();
  } catch (error) {
    outcome = {
      ok: false,
      status: 0,
      code: error.name === 'TimeoutError' ? 'CLIENT_TIMEOUT' : (error.cause?.code ?? 'FETCH_FAILED'),
    };
  }
  log.push({ kind, start, end: now(), ...outcome });
  return outcome;
}

const graphqlOutcome = ({ res, body }, has) => {
  const code = body.errors?.[0]?.extensions?.code ?? null;
  return { ok: res.status === 200 && !body.errors && has(body.data ?? {}), status: res.status, code, body };
};

const acknowledged = { emails: [], lines: new Map(), orders: [] };
let orderSkus = [];
let nextId = 0;

const KINDS = {
  listing: () =>
    record('listing', async () =>
      graphqlOutcome(await gql(LISTING, {}, { cookie: 'customer_token=bench' }), (d) => d.products?.items?.length > 0),
    ),
  bike: () =>
    record('bike page query', async () =>
      graphqlOutcome(await gql(BIKE, {}, { cookie: 'customer_token=bench' }), (d) => d.product?.sku),
    ),
  page: () =>
    record('category page (web)', async () => {
      const res = await fetch(`${WEB}/bikes/road/`, { signal: AbortSignal.timeout(15_000) });
      const html = await res.text();
      const ok = res.status === 200 && !html.includes('data-testid="ErrorScreen-root"');
      // A render while the database is down: a 503 error page that says so, never a 500 or a stack.
      const clean = res.status === 503 && html.includes('ErrorScreen-root') && !/at \w+ \(|Error:/.test(html);
      return { ok, status: res.status, code: ok ? null : clean ? 'SERVICE_UNAVAILABLE' : `HTTP_${res.status}` };
    }),
  register: () =>
    record('register', async () => {
      const email = `fault-${process.pid}-${nextId++}@example.com`;
      const answer = graphqlOutcome(
        await gql(REGISTER, { input: { firstname: 'Fault', lastname: 'Rider', email, password: PASSWORD } }),
        (d) => d.createCustomerV2?.customer?.email === email,
      );
      if (answer.ok) acknowledged.emails.push(email);
      return answer;
    }),
  cart: () =>
    record('add to cart', async () => {
      const created = graphqlOutcome(await gql('mutation { createEmptyCart }'), (d) => d.createEmptyCart);
      if (!created.ok) return created;
      const id = created.body.data.createEmptyCart;
      const added = graphqlOutcome(
        await gql(ADD, { id, items: [{ sku: orderSkus[nextId++ % orderSkus.length], quantity: 1 }] }),
        (d) => d.addProductsToCart?.cart?.total_quantity > 0 && d.addProductsToCart.user_errors.length === 0,
      );
      if (added.ok) acknowledged.lines.set(id, added.body.data.addProductsToCart.cart.total_quantity);
      return added;
    }),
  order: () =>
    record('place order (5 calls)', async () => {
      const email = `fault-order-${process.pid}-${nextId++}@example.com`;
      const registered = await gql(REGISTER, { input: { firstname: 'Fault', lastname: 'Rider', email, password: PASSWORD } });
      const step = graphqlOutcome(registered, (d) => d.createCustomerV2);
      if (!step.ok) return step;
      acknowledged.emails.push(email);
      const cookie = registered.res.headers
        .getSetCookie()
        .map((c) => c.split(';')[0])
        .join('; ');
      const calls = [
        ['{ customerCart { id } }', () => ({})],
        [ADD, (cart) => ({ id: cart, items: [{ sku: orderSkus[nextId % orderSkus.length], quantity: 1 }] })],
        [
          'mutation($input: SetShippingAddressesOnCartInput!) { setShippingAddressesOnCart(input: $input) { cart { id } } }',
          (cart) => ({ input: { cart_id: cart, shipping_addresses: [{ address: ADDRESS }] } }),
        ],
        [
          'mutation($input: SetShippingMethodsOnCartInput!) { setShippingMethodsOnCart(input: $input) { cart { id } } }',
          (cart) => ({ input: { cart_id: cart, shipping_methods: [{ carrier_code: 'cadence', method_code: 'STANDARD' }] } }),
        ],
      ];
      let cart;
      for (const [query, variables] of calls) {
        const answer = graphqlOutcome(await gql(query, variables(cart), { cookie }), () => true);
        if (!answer.ok) return answer;
        cart ??= answer.body.data.customerCart?.id;
      }
      const card = { number: '4242424242424242', expiry_month: 12, expiry_year: 2030, cvc: '123' };
      const placed = graphqlOutcome(
        await gql(
          'mutation($input: PlaceOrderInput!) { placeOrder(input: $input) { order { order_number } errors { code } } }',
          { input: { cart_id: cart, idempotency_key: `fault-${cart}`, card } },
          { cookie },
        ),
        (d) => d.placeOrder?.order?.order_number,
      );
      if (placed.ok) acknowledged.orders.push(placed.body.data.placeOrder.order.order_number);
      return placed;
    }),
};
const MIX = ['listing', 'bike', 'page', 'listing', 'register', 'cart', 'bike', 'order', 'listing', 'cart'];

/** Starts requests at a fixed rate until `until()`; resolves when every started request has ended. */
async function steadyLoad(until) {
  const inFlight = new Set();
  let i = 0;
  const interval = 1000 / RATE;
  const begin = performance.now();
  while (!until()) {
    const promise = KINDS[MIX[i % MIX.length]]();
    inFlight.add(promise);
    promise.finally(() => inFlight.delete(promise));
    i += 1;
    const wait = begin + i * interval - performance.now();
    if (wait > 0) await sleep(wait);
  }
  await Promise.allSettled([...inFlight]);
}

/** The figures of one outage: [down, up] in load time; `until`, when the next fault begins. */
function outageFigures(name, down, up, until = Infinity) {
  const during = log.filter((r) => r.start >= down && r.start < up);
  const failed = during.filter((r) => !r.ok);
  const unclean = failed.filter((r) => r.code !== 'SERVICE_UNAVAILABLE' || (r.status !== 503 && r.status !== 200));
  const firstSuccess = log.filter((r) => r.ok && r.start >= up).sort((a, b) => a.end - b.end)[0];
  const around = log.filter((r) => r.start >= down - 1000 && r.start < up + RECOVER_MS);
  return {
    name,
    downS: (up - down) / 1000,
    requestsWhileDown: during.length,
    failedWhileDown: failed.length,
    maxFailureMs: failed.length ? Math.max(...failed.map((r) => r.end - r.start)) : 0,
    recoverS: firstSuccess ? (firstSuccess.end - up) / 1000 : null,
    unclean: unclean.map((r) => `${r.kind}: HTTP ${r.status} ${r.code}`),
    failuresAround: around.filter((r) => !r.ok).length,
    // Failures after the server's return and before the next fault (not the next fault's own).
    failedAfterReturn: log.filter((r) => !r.ok && r.start >= up && r.start < until).length,
  };
}

// ---------------------------------------------------------------------------------------------

let tmpDir;
let pgDir;
let pg;
let redis;

async function cleanup() {
  await stopAllChildren();
  await pg?.kill();
  redis?.kill();
  for (const dir of [tmpDir, pgDir]) if (dir) rmSync(dir, { recursive: true, force: true });
  tmpDir = pgDir = undefined;
}

async function main() {
  assertBuilt();
  installCleanupHandlers(cleanup);
  for (const port of [GATEWAY_PORT, WEB_PORT, PG_PORT, REDIS_PORT]) await assertPortFree(port, HOST);
  tmpDir = mkdtempSync(path.join(os.tmpdir(), 'cadence-faults-'));
  // Its own temporary directory: the postgres user must be able to reach it (tmpDir is root's, 0700).
  pgDir = mkdtempSync(path.join(os.tmpdir(), 'cadence-faults-pg-'));
  const dataDir = path.join(tmpDir, 'data');
  mkdirSync(dataDir);
  console.log(`[faults] private PostgreSQL on ${PG_PORT}, private Redis on ${REDIS_PORT}`);
  pg = await privatePostgres(pgDir);
  redis = await privateRedis();
  process.env.BENCH_DATABASE_URL = pg.url;
  const logDir = path.join(RESULTS_DIR, 'faults-logs');
  mkdirSync(logDir, { recursive: true });
  await startGateway({
    host: HOST,
    port: GATEWAY_PORT,
    dataDir,
    logDir,
    label: '[faults]',
    extraEnv: { REDIS_URL: redis.url, RESPONSE_CACHE_TTL_MS: '0' },
  });
  await startWeb({
    host: HOST,
    port: WEB_PORT,
    gatewayUrl: GATEWAY,
    logDir,
    label: '[faults]',
    extraEnv: { HTML_CACHE_TTL_MS: '0' },
  });
  orderSkus = JSON.parse(readFileSync(path.join(dataDir, 'bench-fixtures.json'), 'utf8')).orderSkus;

  console.log(`[faults] steady load at ${RATE} requests/s (${[...new Set(MIX)].join(', ')})`);
  t0 = performance.now();
  let done = false;
  const load = steadyLoad(() => done);
  const marks = {};
  await sleep(5_000);
  console.log('[faults] pg_ctl restart -m fast');
  marks.restartDown = now();
  await pg.restart();
  marks.restartUp = now();
  await sleep(6_000);
  console.log(`[faults] pg_ctl stop -m fast, ${DOWN_S} s down, start`);
  marks.stopDown = now();
  await pg.stop();
  await sleep(DOWN_S * 1000);
  await pg.start();
  marks.stopUp = now();
  await sleep(6_000);
  console.log(`[faults] Redis killed for ${DOWN_S} s`);
  marks.redisDown = now();
  redis.kill();
  await sleep(DOWN_S * 1000);
  await redis.start();
  marks.redisUp = now();
  await sleep(4_000);
  done = true;
  await load;

  // --- rows the load was told were written, against the database.
  const require = createRequire(path.join(ROOT, 'commerce', 'package.json'));
  const { Client } = require('pg');
  const client = new Client({ connectionString: pg.url });
  await client.connect();
  const count = async (sql, values) => Number((await client.query(sql, values)).rows[0].n);
  const accounts = await count('select count(*) as n from customers where email = any($1)', [acknowledged.emails]);
  const orders = await count('select count(*) as n from sales_orders where number = any($1)', [acknowledged.orders]);
  let linesLost = 0;
  for (const [cart, quantity] of acknowledged.lines) {
    const have = await count(
      'select coalesce(sum(i.quantity), 0) as n from cart_items i join carts c on c.id = i.cart_id where c.masked_id = $1',
      [cart],
    );
    if (have < quantity) linesLost += 1;
  }
  await client.end();

  const outages = [
    outageFigures('PostgreSQL restart -m fast', marks.restartDown, marks.restartUp, marks.stopDown),
    outageFigures(`PostgreSQL stopped ${DOWN_S} s`, marks.stopDown, marks.stopUp, marks.redisDown),
  ];
  const redisWindow = log.filter((r) => r.start >= marks.redisDown && r.start < marks.redisUp);
  const redisFailed = redisWindow.filter((r) => !r.ok);
  const byKind = {};
  for (const r of redisWindow) {
    byKind[r.kind] ??= { ok: 0, failed: 0 };
    byKind[r.kind][r.ok ? 'ok' : 'failed'] += 1;
  }

  console.log(`\n[faults] ${log.length} requests over ${fmt(now() / 1000)} s`);
  for (const o of outages) {
    console.log(
      `${o.name}: down ${fmt(o.downS)} s, ${o.failedWhileDown} of ${o.requestsWhileDown} requests failed while down, ` +
        `slowest failure ${fmt(o.maxFailureMs, 0)} ms, first success ${o.recoverS === null ? 'NEVER' : `${fmt(o.recoverS, 2)} s`} after its return ` +
        `(${o.failedAfterReturn} failed after it)` +
        `${o.unclean.length ? `, NOT a clean 503: ${[...new Set(o.unclean)].join('; ')}` : ', every failure a clean 503 / SERVICE_UNAVAILABLE'}`,
    );
  }
  console.log(
    `Redis killed ${DOWN_S} s: ${redisFailed.length} of ${redisWindow.length} requests failed (${Object.entries(byKind)
      .map(([k, v]) => `${k} ${v.ok} ok / ${v.failed} failed`)
      .join(', ')})`,
  );
  console.log(
    `rows: accounts ${accounts} of ${acknowledged.emails.length} acknowledged, cart lines ${acknowledged.lines.size - linesLost} of ${acknowledged.lines.size}, ` +
      `orders ${orders} of ${acknowledged.orders.length} — rows lost = ${acknowledged.emails.length - accounts + linesLost + acknowledged.orders.length - orders}`,
  );
  const lost = acknowledged.emails.length - accounts + linesLost + acknowledged.orders.length - orders;
  const problems = [
    ...(lost ? [`${lost} acknowledged row(s) lost`] : []),
    ...outages.flatMap((o) => [
      ...(o.unclean.length ? [`${o.name}: ${o.unclean.length} failure(s) not a clean 503`] : []),
      ...(o.maxFailureMs > FAIL_FAST_MS ? [`${o.name}: a failure took ${fmt(o.maxFailureMs, 0)} ms (> ${FAIL_FAST_MS})`] : []),
      ...(o.recoverS === null || o.recoverS * 1000 > RECOVER_MS ? [`${o.name}: no recovery within ${RECOVER_MS / 1000} s`] : []),
    ]),
    ...(redisFailed.length ? [`${redisFailed.length} request(s) failed while Redis was down`] : []),
  ];
  for (const p of problems) console.error(`[faults] FAILED: ${p}`);
  writeFileSync(
    path.join(RESULTS_DIR, 'faults-latest.json'),
    `${JSON.stringify({ timestamp: new Date().toISOString(), rate: RATE, outages, redis: { requests: redisWindow.length, failed: redisFailed.length, byKind }, rows: { accounts, acknowledgedAccounts: acknowledged.emails.length, cartLines: acknowledged.lines.size, cartLinesLost: linesLost, orders, acknowledgedOrders: acknowledged.orders.length, lost }, problems }, null, 2)}\n`,
  );
  return problems.length ? 1 : 0;
}

let exitCode = 1;
try {
  exitCode = await main();
} catch (error) {
  console.error(`\n[faults] ${error instanceof BenchError ? error.message : (error?.stack ?? error)}`);
} finally {
  await cleanup();
}
process.exit(exitCode);

// Benchmark scenarios for `npm run bench`.
//
// Each scenario is one autocannon target. To add one, append an object to SCENARIOS:
//   name     – shown in the table and matched (case-insensitive substring) by `npm run bench -- <filter>`
//   url      – loopback URL to load (use the PORTS below; the bench starts those servers itself)
//   method   – HTTP method (default GET)
//   headers  – request headers (optional)
//   body     – request body string (optional)
//   needs    – which servers must run: 'gateway' (always started), 'web', 'static'
//   check    – optional async (response: Response, text: string) => void; throw to fail the run.
//              Called once on a plain fetch before any load is applied.
//   skipReason – optional async () => string | null: a reason to skip the scenario on this build
//              (printed), e.g. a schema field another change adds; null runs it.
//   ceilingOf  – for a static ceiling: the SSR scenario whose HTML it serves (paired in the summary).
//   amounts    – { warmup, measure }: run that many requests instead of a duration (fixtures used once).
//   run        – instead of a load: an async function answering figures to print (the oversell race).

import { readFileSync } from 'node:fs';
import { webDocument } from './lib.mjs';
import { BENCH_PASSWORD, REGISTER, SIGN_IN, ukAddress } from './shopper.mjs';

/** Loopback ports the bench owns (kept clear of the dev servers on 3000/4000 and the e2e ones on 3400/4400). */
export const PORTS = Object.freeze({
  gateway: Number(process.env.BENCH_GATEWAY_PORT ?? 4500),
  web: Number(process.env.BENCH_WEB_PORT ?? 3500),
  static: Number(process.env.BENCH_STATIC_PORT ?? 3501),
  /** A second web server with the page micro-cache off: every request rendered. */
  webUncached: Number(process.env.BENCH_WEB_UNCACHED_PORT ?? 3502),
});

export const HOST = '127.0.0.1';
export const GATEWAY_URL = `http://${HOST}:${PORTS.gateway}/graphql`;
export const WEB_URL = `http://${HOST}:${PORTS.web}`;
export const STATIC_URL = `http://${HOST}:${PORTS.static}`;
export const WEB_UNCACHED_URL = `http://${HOST}:${PORTS.webUncached}`;

export const MAIN_MENU_QUERY = 'query MainMenu { mainMenuEntries { id level lft title url parent { id } } }';

/** A category page's listing: 24 products with what a product card shows, and the facets. Category 1 is "bikes" in the seed. */
export const CATEGORY_LISTING_QUERY = `query CategoryListing { products(filter: { category_id: 1 }, pageSize: 24) { total_count page_info { total_pages }
  items { sku name url_key aggregated_price aggregated_price_special currency stock_status can_ship_to_country media_gallery { url label } }
  aggregations { attribute_code options { value count } } } }`;

/** Request headers for the English storefront's GraphQL calls. */
export const GRAPHQL_HEADERS = Object.freeze({ 'content-type': 'application/json', store: 'en-GB' });

/**
 * Storefront pages measured three ways each: server-rendered through the page micro-cache, rendered
 * on every request (cache off), and the same HTML from a bare static server (the ceiling).
 * `path` must be a seeded page: the check fails loudly on a 404 or an error page.
 */
export const PAGES = Object.freeze([
  { key: 'home', label: 'home page', path: '/' },
  { key: 'category', label: 'category page (/bikes/road/)', path: '/bikes/road/' },
  { key: 'child-bike', label: 'child bike page (/cgr-al-105/)', path: '/cgr-al-105/' },
  { key: 'search', label: 'search page (?q=helmet)', path: '/search/?q=helmet' },
  {
    key: 'configurator',
    label: 'configurator page (/build-v2/cgr-ti/, a configured build)',
    path: '/build-v2/cgr-ti/?size=M&cc=racingRed&ga=45&gc=lime&pf=matt&cr=crank-rotor&pm=pm-rotor',
  },
]);

/** Scenario names of a page's three measurements (the summary pairs them up). */
export const pageScenarioNames = (page) => ({
  ssr: `SSR ${page.label}`,
  withCart: `SSR ${page.label}, shopper with a cart (cart_id cookie)`,
  signedIn: `SSR ${page.label}, signed-in customer (session cookies)`,
  uncached: `SSR ${page.label}, rendered every request (cache off)`,
  ceiling: `static ${page.label} (ceiling)`,
});

const HOME = pageScenarioNames(PAGES[0]);
/** Scenario names used by the summary (SSR vs static ceiling ratio). */
export const SSR_HOME = HOME.ssr;
export const SSR_HOME_UNCACHED = HOME.uncached;
export const STATIC_HOME = HOME.ceiling;

function expectStatus(response, expected = 200) {
  if (response.status !== expected) {
    throw new Error(`expected HTTP ${expected}, got ${response.status} ${response.statusText}`);
  }
}

async function expectGraphqlData(response, text, field) {
  expectStatus(response);
  let json;
  try {
    json = JSON.parse(text);
  } catch {
    throw new Error(`response is not JSON: ${text.slice(0, 200)}`);
  }
  if (json.errors?.length) throw new Error(`GraphQL errors: ${JSON.stringify(json.errors).slice(0, 500)}`);
  if (!json.data || json.data[field] == null) throw new Error(`no data.${field} in response: ${text.slice(0, 300)}`);
  if (Array.isArray(json.data[field]) && json.data[field].length === 0) throw new Error(`data.${field} is empty`);
}

function expectHtml(response, text) {
  expectStatus(response);
  if (!/<html[\s>]/i.test(text)) throw new Error(`response is not an HTML page: ${text.slice(0, 200)}`);
}

/** A storefront page: HTML with status 200 that is not the error screen (a 404 or 500 page rendered as such). */
function expectStorefrontPage(response, text) {
  expectHtml(response, text);
  if (text.includes('data-testid="ErrorScreen-root"')) {
    const title = text
      .match(/<h1[^>]*id="error-title"[^>]*>([\s\S]*?)<\/h1>/)?.[1]
      ?.replace(/<[^>]+>/g, '')
      .trim();
    throw new Error(`the page is the error screen${title ? ` ("${title}")` : ''}`);
  }
}

/** The search query at the gateway: what the search page asks for (first page, 24 products, facets). */
export const SEARCH_QUERY = `query Search { products(search: "helmet", pageSize: 24) { total_count
  items { sku name url_key aggregated_price aggregated_price_special currency stock_status media_gallery { url label } }
  aggregations { attribute_code options { value count } } } }`;

/**
 * Why the search scenario cannot run against this gateway, or null when it can: the schema is
 * asked at run time (introspection is off in production, so the query itself is validated).
 */
async function searchArgumentMissing() {
  const res = await fetch(GATEWAY_URL, {
    method: 'POST',
    headers: { ...GRAPHQL_HEADERS },
    body: JSON.stringify({ query: '{ products(search: "helmet", pageSize: 1) { total_count } }' }),
    signal: AbortSignal.timeout(30_000),
  });
  const json = await res.json();
  const unknown = json.errors?.find((e) => /Unknown argument "search"/.test(e.message));
  return unknown ? `the gateway schema has no products(search:) argument yet (${unknown.message})` : null;
}

/** The three scenarios of a storefront page. */
function pageScenarios(page) {
  const names = pageScenarioNames(page);
  return [
    { name: names.ssr, page: page.key, url: `${WEB_URL}${page.path}`, needs: ['gateway', 'web'], check: expectStorefrontPage },
    {
      name: names.uncached,
      page: page.key,
      url: `${WEB_UNCACHED_URL}${page.path}`,
      needs: ['gateway', 'webUncached'],
      check: expectStorefrontPage,
    },
    // A signed-in customer gets the same cached HTML as a guest: the page is rendered as for a guest
    // and the header's initials fill in in the browser (the session's cookies, a fresh expiry).
    ...(page.key === 'category' || page.key === 'child-bike'
      ? [
          {
            name: names.signedIn,
            page: page.key,
            url: `${WEB_URL}${page.path}`,
            headers: {
              cookie: `customer_token=bench-session; customer_refresh_token=bench-refresh; customer_expire_time=${encodeURIComponent(
                new Date(Date.now() + 24 * 3600 * 1000).toISOString(),
              )}`,
            },
            needs: ['gateway', 'web'],
            check: expectStorefrontPage,
          },
        ]
      : []),
    // A shopper with a cart gets the same cached HTML: the cart loads in the browser after the page.
    ...(page.key === 'category'
      ? [
          {
            name: names.withCart,
            page: page.key,
            url: `${WEB_URL}${page.path}`,
            headers: {},
            needs: ['gateway', 'web'],
            setup: async function () {
              this.headers = { cookie: `cart_id=${(await ensureBenchCarts()).tenLines}` };
            },
            check: expectStorefrontPage,
          },
        ]
      : []),
    {
      name: names.ceiling,
      page: page.key,
      ceilingOf: names.ssr,
      url: `${STATIC_URL}${page.path}`,
      needs: ['gateway', 'web', 'static'],
      check: expectStorefrontPage,
    },
  ];
}

/** What the cart screens ask for (the web's own CartGet document, its CartFields). */
const CART_QUERY = webDocument('CartGet');
const ADD_TO_CART = `mutation Add($id: String!, $items: [CartItemInput!]!) { addProductsToCart(cartId: $id, cartItems: $items) {
  cart { id total_quantity prices { grand_total { value } } } user_errors { code message } } }`;
/** Guest carts the add-to-cart scenario rotates over, so no line grows past its stock. */
const ADD_CARTS = 1500;
let benchCarts;

async function gatewayCall(query, variables) {
  const res = await fetch(GATEWAY_URL, {
    method: 'POST',
    headers: { ...GRAPHQL_HEADERS },
    body: JSON.stringify({ query, variables }),
  });
  const json = await res.json();
  if (json.errors?.length) throw new Error(`bench cart set-up failed: ${json.errors[0].message}`);
  return json.data;
}

/** A set-up call to the gateway as a shopper (their session cookie, if any); throws on any GraphQL error. */
async function setupCall(what, query, variables, cookie) {
  const res = await fetch(GATEWAY_URL, {
    method: 'POST',
    headers: { ...GRAPHQL_HEADERS, ...(cookie ? { cookie } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  const json = await res.json();
  if (json.errors?.length) throw new Error(`bench ${what} set-up failed: ${json.errors[0].message}`);
  return { res, data: json.data };
}

const ORDER_WARMUP = 20;
const ORDER_MEASURE = 300;
const BENCH_CARD = { number: '4242424242424242', expiry_month: 12, expiry_year: 2030, cvc: '123' };
const PLACE_ORDER = `mutation Place($input: PlaceOrderInput!) { placeOrder(input: $input) { order { order_number } errors { code message } } }`;
let orderShoppers;

/**
 * Shoppers ready to place an order (once): each registered (its own session cookie), with a cart
 * of one accessory of the bench fixtures (unlimited stock), a delivery address and standard delivery.
 */
async function ensureOrderShoppers() {
  orderShoppers ??= (async () => {
    const { orderSkus } = JSON.parse(readFileSync(process.env.BENCH_FIXTURES_FILE, 'utf8'));
    const call = (query, variables, cookie) => setupCall('order', query, variables, cookie);
    const shoppers = [];
    const total = 1 + ORDER_WARMUP + ORDER_MEASURE;
    for (let i = 0; i < total; i++) {
      const { res } = await call(REGISTER, {
        input: {
          firstname: 'Order',
          lastname: 'Rider',
          email: `bench-order-${Date.now()}-${i}@example.com`,
          password: BENCH_PASSWORD,
        },
      });
      const cookie = res.headers
        .getSetCookie()
        .map((c) => c.split(';')[0])
        .join('; ');
      const cart = (await call('{ customerCart { id } }', {}, cookie)).data.customerCart.id;
      await call(
        'mutation($id: String!, $items: [CartItemInput!]!) { addProductsToCart(cartId: $id, cartItems: $items) { user_errors { message } } }',
        { id: cart, items: [{ sku: orderSkus[i % orderSkus.length], quantity: 1 }] },
        cookie,
      );
      await call(
        'mutation($input: SetShippingAddressesOnCartInput!) { setShippingAddressesOnCart(input: $input) { cart { id } } }',
        {
          input: {
            cart_id: cart,
            shipping_addresses: [
              {
                address: ukAddress('Order'),
              },
            ],
          },
        },
        cookie,
      );
      await call(
        'mutation($input: SetShippingMethodsOnCartInput!) { setShippingMethodsOnCart(input: $input) { cart { id } } }',
        { input: { cart_id: cart, shipping_methods: [{ carrier_code: 'cadence', method_code: 'STANDARD' }] } },
        cookie,
      );
      shoppers.push({ cookie, cart });
    }
    return shoppers;
  })();
  return orderShoppers;
}

/**
 * Cart fixtures (once): in-stock accessory option skus of different products, a guest cart with 10
 * lines, and guest carts for the add-to-cart scenario.
 */
async function ensureBenchCarts() {
  benchCarts ??= (async () => {
    const skus = [];
    for (const search of ['helmet', 'light', 'bottle', 'saddle', 'pedals', 'tyre', 'lock', 'pump', 'gloves', 'jersey']) {
      const data = await gatewayCall(
        `query($q: String!) { products(search: $q, pageSize: 24) { items { type_id options { sku stock_status } } } }`,
        { q: search },
      );
      for (const item of data.products.items) {
        const option = item.type_id === 'pac' ? item.options.find((o) => o.stock_status === 'IN_STOCK') : null;
        if (option && !skus.includes(option.sku)) skus.push(option.sku);
      }
      if (skus.length >= 20) break;
    }
    if (skus.length < 20) throw new Error(`bench cart set-up found only ${skus.length} in-stock accessories`);
    const tenLines = (await gatewayCall('mutation { createEmptyCart }')).createEmptyCart;
    const added = await gatewayCall(ADD_TO_CART, { id: tenLines, items: skus.slice(0, 10).map((sku) => ({ sku, quantity: 1 })) });
    if (added.addProductsToCart.user_errors.length)
      throw new Error(`bench cart: ${added.addProductsToCart.user_errors[0].message}`);
    const carts = [];
    for (let i = 0; i < ADD_CARTS; i++) carts.push((await gatewayCall('mutation { createEmptyCart }')).createEmptyCart);
    return { tenLines, carts, addSkus: skus.slice(10, 20) };
  })();
  return benchCarts;
}

const BENCH_EMAIL = `bench-${process.pid}@example.com`;
const CUSTOMER_QUERY = `{ customer { firstname lastname email is_subscribed default_shipping
  addresses { id firstname lastname street city postcode country_code default_shipping default_billing }
  orders { total_count items { number order_date status total { grand_total { value currency } } items { product_name } } } } }`;
let benchSession;

/** Registers the benchmark's customer (once) with three addresses; resolves to its session cookie. */
async function ensureBenchCustomer() {
  benchSession ??= (async () => {
    const call = async (query, variables, cookie) => (await setupCall('customer', query, variables, cookie)).res;
    const registered = await call(REGISTER, {
      input: { firstname: 'Bench', lastname: 'Rider', email: BENCH_EMAIL, password: BENCH_PASSWORD },
    });
    const cookie = registered.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    for (const [city, postcode, country] of [
      ['London', 'SW1A 1AA', 'GB'],
      ['Berlin', '10115', 'DE'],
      ['Paris', '75001', 'FR'],
    ]) {
      await call(
        'mutation($input: CustomerAddressInput!) { createCustomerAddress(input: $input) { id } }',
        {
          input: {
            firstname: 'Bench',
            lastname: 'Rider',
            email: BENCH_EMAIL,
            telephone: '+44 20 7946 0000',
            street: ['1 Chain Lane'],
            city,
            postcode,
            country_code: country,
            default_shipping: city === 'London',
          },
        },
        cookie,
      );
    }
    return cookie;
  })();
  return benchSession;
}

/**
 * Checks an answer a session request got: executed (not from the response cache), without errors,
 * and holding what `has` looks for in its data; `what` names what is missing otherwise.
 */
function expectExecuted(res, text, has, what) {
  expectStatus(res);
  if (res.headers.get('age') !== null) throw new Error('a session request was answered from the response cache');
  const json = JSON.parse(text);
  if (json.errors?.length || !has(json.data ?? {})) throw new Error(`no ${what}: ${text.slice(0, 300)}`);
}

/** What the configurator asks for each time the shopper changes a choice (the web's BuildPriceGet). */
export const PRICE_BUILD_QUERY = `query BuildPrice($k: String!, $b: BuildInput!) { priceBuild(url_key: $k, build: $b) { valid frame size total
  regular_total currency dispatch_date lines { section section_id code label sku price special_price }
  violations { section section_id code message } cart_items { sku parent_sku } } }`;
const PRICE_BUILD_VARIABLES = {
  k: 'cgr-ti',
  b: {
    size: 'M',
    choices: [
      { section: 'customColor', code: 'racingRed' },
      { section: 'gradientAngle', code: '45' },
      { section: 'gradientColor', code: 'lime' },
      { section: 'paintFinish', code: 'matt' },
      { section: 'crank', code: 'crank-rotor' },
      { section: 'powerMeters', code: 'pm-rotor' },
    ],
  },
};

/** What the finance calculator asks for a price and deposit (every product worked out, the representative example). */
const FINANCE_QUERY = `query Calc($price: Float!, $deposit: Float) { financeCalculation(price: $price, deposit_percent: $deposit) {
  deposit { value } offered_product_ids message representative { product { product_id } monthly_repayment { value } total_repayable { value } }
  options { product { product_id name months apr } unavailable monthly_repayment { value } final_payment { value } total_repayable { value } } } }`;

/** @type {ReadonlyArray<{name: string, url: string, method?: string, headers?: Record<string,string>, body?: string, needs: string[], check?: (res: Response, text: string) => void | Promise<void>}>} */
export const SCENARIOS = [
  {
    name: 'gateway main-menu query',
    url: GATEWAY_URL,
    method: 'POST',
    headers: { ...GRAPHQL_HEADERS },
    body: JSON.stringify({ query: MAIN_MENU_QUERY }),
    needs: ['gateway'],
    check: (res, text) => expectGraphqlData(res, text, 'mainMenuEntries'),
  },
  {
    name: 'gateway category listing query (24 products + facets)',
    url: GATEWAY_URL,
    method: 'POST',
    headers: { ...GRAPHQL_HEADERS },
    body: JSON.stringify({ query: CATEGORY_LISTING_QUERY }),
    needs: ['gateway'],
    connections: 20,
    check: async (res, text) => {
      expectStatus(res);
      const json = JSON.parse(text);
      if (json.errors?.length || !(json.data?.products?.items?.length > 0)) throw new Error(`no products: ${text.slice(0, 300)}`);
    },
  },
  {
    // A customer session bypasses the gateway's response cache: every request is planned and executed.
    name: 'gateway category listing query, response cache bypassed (session cookie)',
    url: GATEWAY_URL,
    method: 'POST',
    headers: { ...GRAPHQL_HEADERS, cookie: 'customer_token=bench-session' },
    body: JSON.stringify({ query: CATEGORY_LISTING_QUERY }),
    needs: ['gateway'],
    connections: 20,
    check: async (res, text) => expectExecuted(res, text, (data) => data.products?.items?.length > 0, 'products'),
  },
  {
    // Every choice in the configurator asks for this; a session bypasses the response cache, so each
    // request is planned, executed and priced (the model itself is reference data held in memory).
    name: 'gateway priceBuild (configured CGR Ti, response cache bypassed)',
    url: GATEWAY_URL,
    method: 'POST',
    headers: { ...GRAPHQL_HEADERS, cookie: 'customer_token=bench-session' },
    body: JSON.stringify({ query: PRICE_BUILD_QUERY, variables: PRICE_BUILD_VARIABLES }),
    needs: ['gateway'],
    connections: 20,
    check: async (res, text) => expectExecuted(res, text, (data) => data.priceBuild?.total > 0, 'price'),
  },
  {
    // The calculator on a bike page: a session bypasses the response cache, so each request is worked out.
    name: 'gateway finance calculation (£1,499, 10 % deposit, response cache bypassed)',
    url: GATEWAY_URL,
    method: 'POST',
    headers: { ...GRAPHQL_HEADERS, cookie: 'customer_token=bench-session' },
    body: JSON.stringify({ query: FINANCE_QUERY, variables: { price: 1499, deposit: 10 } }),
    needs: ['gateway'],
    connections: 20,
    check: async (res, text) =>
      expectExecuted(res, text, (data) => data.financeCalculation?.options?.length > 0, 'finance calculation'),
  },
  {
    name: 'gateway search query (products(search: "helmet"), 24 + facets)',
    url: GATEWAY_URL,
    method: 'POST',
    headers: { ...GRAPHQL_HEADERS },
    body: JSON.stringify({ query: SEARCH_QUERY }),
    needs: ['gateway'],
    connections: 20,
    skipReason: searchArgumentMissing,
    check: async (res, text) => {
      expectStatus(res);
      const json = JSON.parse(text);
      if (json.errors?.length || !(json.data?.products?.items?.length > 0)) throw new Error(`no products: ${text.slice(0, 300)}`);
    },
  },
  {
    // Every request verifies the password with argon2id and stores a new session.
    name: 'gateway sign-in (generateCustomerToken)',
    url: GATEWAY_URL,
    method: 'POST',
    headers: { ...GRAPHQL_HEADERS },
    body: JSON.stringify({ query: SIGN_IN, variables: { email: BENCH_EMAIL, password: BENCH_PASSWORD } }),
    needs: ['gateway'],
    setup: ensureBenchCustomer,
    check: async (res, text) => {
      expectStatus(res);
      const json = JSON.parse(text);
      if (json.errors?.length || !json.data?.generateCustomerToken?.expires_at)
        throw new Error(`no session: ${text.slice(0, 300)}`);
      if (!res.headers.getSetCookie().some((c) => c.startsWith('customer_token='))) throw new Error('no session cookie');
    },
  },
  {
    name: 'gateway customer query (profile, 3 addresses, orders)',
    url: GATEWAY_URL,
    method: 'POST',
    headers: { ...GRAPHQL_HEADERS },
    body: JSON.stringify({ query: CUSTOMER_QUERY }),
    needs: ['gateway'],
    setup: async function () {
      this.headers.cookie = await ensureBenchCustomer();
    },
    check: async (res, text) => {
      expectStatus(res);
      const json = JSON.parse(text);
      if (json.errors?.length || json.data?.customer?.addresses?.length !== 3)
        throw new Error(`no customer: ${text.slice(0, 300)}`);
    },
  },
  {
    name: 'gateway cart query (10 lines)',
    url: GATEWAY_URL,
    method: 'POST',
    headers: { ...GRAPHQL_HEADERS },
    needs: ['gateway'],
    connections: 20,
    setup: async function () {
      this.body = JSON.stringify({ query: CART_QUERY, variables: { cartId: (await ensureBenchCarts()).tenLines } });
    },
    check: async (res, text) => {
      expectStatus(res);
      const json = JSON.parse(text);
      if (json.errors?.length || json.data?.cart?.items?.length !== 10) throw new Error(`no 10-line cart: ${text.slice(0, 300)}`);
    },
  },
  {
    // Each request adds one accessory to the next of 1,500 guest carts (a different line each round).
    name: 'gateway add to cart (guest)',
    url: GATEWAY_URL,
    method: 'POST',
    headers: { ...GRAPHQL_HEADERS },
    needs: ['gateway'],
    connections: 20,
    setup: async function () {
      const { carts, addSkus } = await ensureBenchCarts();
      let next = 0;
      const body = () => {
        const i = next++;
        const sku = addSkus[Math.floor(i / carts.length) % addSkus.length];
        return JSON.stringify({ query: ADD_TO_CART, variables: { id: carts[i % carts.length], items: [{ sku, quantity: 1 }] } });
      };
      this.body = body();
      this.requests = [{ setupRequest: (request) => ({ ...request, body: body() }) }];
    },
    check: async (res, text) => {
      expectStatus(res);
      const json = JSON.parse(text);
      if (json.errors?.length || json.data?.addProductsToCart?.user_errors?.length !== 0)
        throw new Error(`add refused: ${text.slice(0, 300)}`);
    },
  },
  {
    // Each request places one order: a signed-in shopper's cart (one accessory, a delivery address,
    // standard delivery) paid with the sandbox's succeeding card. Every cart is used once, so the
    // run is a number of orders, not a duration.
    name: 'gateway place order (card, one accessory)',
    url: GATEWAY_URL,
    method: 'POST',
    headers: { ...GRAPHQL_HEADERS },
    needs: ['gateway'],
    connections: 10,
    amounts: { warmup: ORDER_WARMUP, measure: ORDER_MEASURE },
    setup: async function () {
      const shoppers = await ensureOrderShoppers();
      let next = 0;
      const request = () => {
        const shopper = shoppers[next++];
        if (!shopper) throw new Error('the order bench ran out of prepared carts');
        return {
          headers: { ...GRAPHQL_HEADERS, cookie: shopper.cookie },
          body: JSON.stringify({
            query: PLACE_ORDER,
            variables: {
              input: {
                cart_id: shopper.cart,
                idempotency_key: `bench-order-${next}-${shopper.cart.slice(0, 12)}`,
                card: BENCH_CARD,
              },
            },
          }),
        };
      };
      Object.assign(this, request());
      this.requests = [{ setupRequest: (r) => ({ ...r, ...request() }) }];
    },
    check: async (res, text) => {
      expectStatus(res);
      const json = JSON.parse(text);
      if (json.errors?.length || !json.data?.placeOrder?.order?.order_number) throw new Error(`no order: ${text.slice(0, 300)}`);
    },
  },
  {
    // Not a load: 100 shoppers check out at once for the last 5 units (in-process, its own database).
    name: 'oversell race (100 shoppers, 5 units)',
    run: async () => (await import('./oversell.mjs')).oversellRace(),
  },
  {
    // Not a load: real Chromium clicks custom colours and times the drawing's update on screen.
    name: 'configurator colour click to drawing (Chromium)',
    needs: ['gateway', 'web'],
    run: async () => (await import('./configurator-click.mjs')).colourClickToDrawing(`${WEB_URL}/build-v2/cgr-ti/?size=M`),
  },
  ...PAGES.flatMap(pageScenarios),
];

/** Scenarios whose name contains any of the filters (case-insensitive); all when no filter is given. */
export function selectScenarios(filters) {
  const wanted = filters.map((f) => f.toLowerCase()).filter(Boolean);
  if (wanted.length === 0) return [...SCENARIOS];
  return SCENARIOS.filter((s) => wanted.some((f) => s.name.toLowerCase().includes(f)));
}

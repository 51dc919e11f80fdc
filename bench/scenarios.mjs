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
]);

/** Scenario names of a page's three measurements (the summary pairs them up). */
export const pageScenarioNames = (page) => ({
  ssr: `SSR ${page.label}`,
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

const BENCH_EMAIL = `bench-${process.pid}@example.com`;
const BENCH_PASSWORD = 'Bench-cadence-2026';
const SIGN_IN_MUTATION =
  'mutation($email: String!, $password: String!) { generateCustomerToken(email: $email, password: $password) { expires_at } }';
const CUSTOMER_QUERY = `{ customer { firstname lastname email is_subscribed default_shipping
  addresses { id firstname lastname street city postcode country_code default_shipping default_billing }
  orders { total_count items { number order_date status total { grand_total { value currency } } items { product_name } } } } }`;
let benchSession;

/** Registers the benchmark's customer (once) with three addresses; resolves to its session cookie. */
async function ensureBenchCustomer() {
  benchSession ??= (async () => {
    const call = async (query, variables, cookie) => {
      const res = await fetch(GATEWAY_URL, {
        method: 'POST',
        headers: { ...GRAPHQL_HEADERS, ...(cookie ? { cookie } : {}) },
        body: JSON.stringify({ query, variables }),
      });
      const json = await res.json();
      if (json.errors?.length) throw new Error(`bench customer set-up failed: ${json.errors[0].message}`);
      return res;
    };
    const registered = await call(
      'mutation($input: CustomerCreateInput!) { createCustomerV2(input: $input) { customer { email } } }',
      { input: { firstname: 'Bench', lastname: 'Rider', email: BENCH_EMAIL, password: BENCH_PASSWORD } },
    );
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
    check: async (res, text) => {
      expectStatus(res);
      if (res.headers.get('age') !== null) throw new Error('a session request was answered from the response cache');
      const json = JSON.parse(text);
      if (json.errors?.length || !(json.data?.products?.items?.length > 0)) throw new Error(`no products: ${text.slice(0, 300)}`);
    },
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
    body: JSON.stringify({ query: SIGN_IN_MUTATION, variables: { email: BENCH_EMAIL, password: BENCH_PASSWORD } }),
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
  ...PAGES.flatMap(pageScenarios),
];

/** Scenarios whose name contains any of the filters (case-insensitive); all when no filter is given. */
export function selectScenarios(filters) {
  const wanted = filters.map((f) => f.toLowerCase()).filter(Boolean);
  if (wanted.length === 0) return [...SCENARIOS];
  return SCENARIOS.filter((s) => wanted.some((f) => s.name.toLowerCase().includes(f)));
}

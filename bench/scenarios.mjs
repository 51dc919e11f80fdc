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

/** Scenario names used by the summary (SSR vs static ceiling ratio). */
export const SSR_HOME = 'SSR home page';
export const SSR_HOME_UNCACHED = 'SSR home page, rendered every request (cache off)';
export const STATIC_HOME = 'static home page (ceiling)';

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
    name: SSR_HOME,
    url: `${WEB_URL}/`,
    method: 'GET',
    needs: ['gateway', 'web'],
    check: expectHtml,
  },
  {
    name: SSR_HOME_UNCACHED,
    url: `${WEB_UNCACHED_URL}/`,
    method: 'GET',
    needs: ['gateway', 'webUncached'],
    check: expectHtml,
  },
  {
    name: STATIC_HOME,
    url: `${STATIC_URL}/`,
    method: 'GET',
    needs: ['gateway', 'web', 'static'],
    check: expectHtml,
  },
];

/** Scenarios whose name contains any of the filters (case-insensitive); all when no filter is given. */
export function selectScenarios(filters) {
  const wanted = filters.map((f) => f.toLowerCase()).filter(Boolean);
  if (wanted.length === 0) return [...SCENARIOS];
  return SCENARIOS.filter((s) => wanted.some((f) => s.name.toLowerCase().includes(f)));
}

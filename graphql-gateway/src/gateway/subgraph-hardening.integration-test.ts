import { productOptions, products } from '@cadence/commerce/modules/catalogue/catalogue.tables';
import { PROXY_SECRET_HEADER } from '@cadence/server-kit/client-address';
import { JSON_NESTING_REFUSED_MESSAGE } from '@cadence/server-kit/http-refusals';
import { and, eq, gte, sql } from 'drizzle-orm';
import { loadGatewayEnv, type SubgraphName } from '../env';
import { Shopper } from '../test-support/shopper';
import {
  scaledModeTrust,
  startTestGateway,
  startTestSubgraph,
  TEST_PROXY_SECRET,
  type TestGateway,
} from '../test-support/test-gateway';
import { MAX_DOCUMENT_TOKENS, VALUES_PER_REPRESENTATION } from './hardening';
import { MAX_VARIABLE_DEPTH, MAX_VARIABLE_VALUES } from './plugins';
import type { Listening } from './server';
import { createSubgraphServer } from './subgraph-server';

/**
 * The review's finding: a subgraph served on its own (scaled mode) had none of the gateway's limits
 * and answered anyone who could reach it. A listing's related products nested six deep, sent
 * straight to the catalogue subgraph, ran 81 s before it was refused as too large; the gateway
 * refuses it at once. Now a subgraph answers GraphQL to the gateway only (its proxy secret) and
 * within the gateway's own limits (hardening.ts), and the gateway in front of it still answers the
 * storefront's queries, entities included.
 */
let inProcess: TestGateway;
let scaled: TestGateway;
const subgraphs = {} as Record<'catalogue' | 'cart' | 'customer', Listening>;

beforeAll(async () => {
  inProcess = await startTestGateway({ proxyTrust: scaledModeTrust, cookieSecure: false });
  for (const name of ['catalogue', 'cart', 'customer'] as const)
    subgraphs[name] = await startTestSubgraph(inProcess.commerce, name);
  scaled = await startTestGateway(
    {
      proxyTrust: scaledModeTrust,
      cookieSecure: false,
      remoteSubgraphs: { catalogue: subgraphs.catalogue.url, cart: subgraphs.cart.url, customer: subgraphs.customer.url },
    },
    inProcess.commerce,
  );
});

afterAll(async () => {
  await scaled?.close();
  for (const subgraph of Object.values(subgraphs)) await subgraph.close();
  await inProcess?.close();
});

type Answer = {
  status: number;
  body: { data?: unknown; errors?: { message: string; extensions?: Record<string, unknown> }[] };
};

const AS_GATEWAY = { [PROXY_SECRET_HEADER]: TEST_PROXY_SECRET };

async function post(url: string, body: string, headers: Record<string, string> = {}): Promise<Answer> {
  const response = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body });
  return { status: response.status, body: (await response.json()) as Answer['body'] };
}
const gql = (url: string, query: string, variables?: Record<string, unknown>, headers?: Record<string, string>) =>
  post(url, JSON.stringify({ query, variables }), headers);

/** The probe's query: related products nested `levels` deep inside a 200-item listing. */
function nestedRelated(levels: number, root = 'products(pageSize: 200) { items { sku LEVEL } }'): string {
  let inner = 'sku';
  for (let i = 0; i < levels; i++) inner = `sku related_products { ${inner} }`;
  return `query Nested { ${root.replace('LEVEL', `related_products { ${inner} }`)} }`;
}

const ENTITIES = 'query($r: [_Any!]!) { _entities(representations: $r) { ... on ProductItem { sku name } } }';

const someSku = async () => {
  const { body } = await inProcess.query<{ products: { items: { sku: string }[] } }>(
    '{ products(pageSize: 1) { items { sku } } }',
  );
  return body.data!.products.items[0]!.sku;
};

describe('a subgraph served on its own answers the gateway only', () => {
  it.each([
    ['no proxy secret', {}],
    ['a wrong secret of the same length', { [PROXY_SECRET_HEADER]: TEST_PROXY_SECRET.replace(/.$/, '?') }],
    ['the secret with more after it', { [PROXY_SECRET_HEADER]: `${TEST_PROXY_SECRET}x` }],
    ['an empty secret', { [PROXY_SECRET_HEADER]: '' }],
  ])('refuses a query with %s, 403 FORBIDDEN, before running anything', async (_what, headers: Record<string, string>) => {
    inProcess.commerce.database.statements.reset();
    for (const query of ['{ products(pageSize: 1) { items { sku } } }', '{ _service { sdl } }']) {
      const { status, body } = await gql(subgraphs.catalogue.url, query, undefined, headers);
      expect(status).toBe(403);
      expect(body).toEqual({ errors: [{ message: 'Forbidden', extensions: { code: 'FORBIDDEN' } }] });
    }
    expect(inProcess.commerce.database.statements.count).toBe(0);
  });

  it('refuses entities asked without the secret (what only the gateway asks), and by GET', async () => {
    const sku = await someSku();
    inProcess.commerce.database.statements.reset();
    const entities = await gql(subgraphs.catalogue.url, ENTITIES, { r: [{ __typename: 'ProductItem', sku }] });
    expect(entities.status).toBe(403);
    expect(entities.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const byGet = await fetch(`${subgraphs.cart.url}?query=${encodeURIComponent('{ __typename }')}`, {
      headers: { 'apollo-require-preflight': 'true' },
    });
    expect(byGet.status).toBe(403);
    expect(((await byGet.json()) as Answer['body']).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(inProcess.commerce.database.statements.count).toBe(0);
  });

  it('answers the gateway (the secret), and health and readiness probes without it', async () => {
    const sku = await someSku();
    const entities = await gql(subgraphs.catalogue.url, ENTITIES, { r: [{ __typename: 'ProductItem', sku }] }, AS_GATEWAY);
    expect(entities.status).toBe(200);
    expect(entities.body).toEqual({ data: { _entities: [{ sku, name: expect.any(String) }] } });
    for (const probe of ['/healthz', '/readyz', '/health']) {
      expect((await fetch(new URL(probe, subgraphs.catalogue.url))).status).toBe(200);
    }
  });

  it('does not start without a proxy secret, nor does a gateway with remote subgraphs', async () => {
    const env = { ...loadGatewayEnv({ NODE_ENV: 'test' }), proxyTrust: { proxies: ['127.0.0.0/8'], secret: null } };
    await expect(createSubgraphServer(inProcess.commerce, env, 'catalogue' satisfies SubgraphName)).rejects.toThrow(
      /Invalid gateway configuration: PROXY_SECRET: required to serve the catalogue subgraph/,
    );
    expect(() => loadGatewayEnv({ SUBGRAPH_NAME: 'catalogue' })).toThrow(/PROXY_SECRET: required with SUBGRAPH_NAME/);
    expect(() => loadGatewayEnv({ SUBGRAPH_CART_URL: 'http://cart:4106/graphql' })).toThrow(
      /PROXY_SECRET: required with SUBGRAPH_CART_URL/,
    );
  });
});

describe("a subgraph refuses what the gateway refuses, as the gateway does (the gateway's secret and all)", () => {
  const deepVariables = `{"v":${'['.repeat(MAX_VARIABLE_DEPTH + 8)}0${']'.repeat(MAX_VARIABLE_DEPTH + 8)}}`;
  const aliases = (count: number, field: string) => Array.from({ length: count }, (_, i) => `a${i}: ${field}`).join(' ');

  it("refuses the probe's query (related products six deep in a 200-item listing) before running anything", async () => {
    const query = nestedRelated(6);
    inProcess.commerce.database.statements.reset();
    const atSubgraph = await gql(subgraphs.catalogue.url, query, undefined, AS_GATEWAY);
    expect(atSubgraph.status).toBe(400);
    expect(atSubgraph.body.errors?.[0]?.extensions?.code).toBe('QUERY_TOO_EXPENSIVE');
    expect(atSubgraph.body.data).toBeUndefined();
    expect(inProcess.commerce.database.statements.count).toBe(0);
    expect(atSubgraph).toEqual(await gql(inProcess.url, query));
  });

  it.each([
    [
      'nested deeper than GRAPHQL_MAX_DEPTH',
      `{ product(urlKey: "cgr-al-105") ${'{ related_products '.repeat(12)}{ sku }${' }'.repeat(12)} }`,
      'GRAPHQL_VALIDATION_FAILED',
      /exceeds maximum operation depth of 12/,
    ],
    [
      'with more root fields than MAX_ROOT_FIELDS',
      `{ ${aliases(21, '__typename')} }`,
      'GRAPHQL_VALIDATION_FAILED',
      /Too many fields at the root/,
    ],
    [
      'with more tokens than MAX_DOCUMENT_TOKENS',
      `{ ${'__typename '.repeat(MAX_DOCUMENT_TOKENS)} }`,
      'GRAPHQL_PARSE_FAILED',
      new RegExp(`more tha[nt] ${MAX_DOCUMENT_TOKENS} tokens`),
    ],
    [
      'with an aliased introspection field',
      '{ a: __schema { queryType { name } } }',
      'GRAPHQL_VALIDATION_FAILED',
      /Introspection fields cannot be aliased/,
    ],
    [
      'costing over GRAPHQL_MAX_COST',
      nestedRelated(3, 'product(urlKey: "cgr-al-105") { sku LEVEL }'),
      'QUERY_TOO_EXPENSIVE',
      /over the limit of 10000/,
    ],
  ])('refuses a query %s', async (_what, query, code, message) => {
    inProcess.commerce.database.statements.reset();
    const atSubgraph = await gql(subgraphs.catalogue.url, query, undefined, AS_GATEWAY);
    expect(atSubgraph.status).toBe(400);
    expect(atSubgraph.body.errors?.[0]?.extensions?.code).toBe(code);
    expect(atSubgraph.body.errors?.[0]?.message).toMatch(message);
    expect(inProcess.commerce.database.statements.count).toBe(0);
    expect(atSubgraph).toEqual(await gql(inProcess.url, query));
  });

  it('refuses variables nested too deeply (in the query string) and a body that nests too deeply', async () => {
    const url = `${subgraphs.catalogue.url}?query=${encodeURIComponent('{ __typename }')}&variables=${deepVariables}`;
    const response = await fetch(url, { headers: { 'apollo-require-preflight': 'true', ...AS_GATEWAY } });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      errors: [
        {
          message: `Variables nested too deeply: at most ${MAX_VARIABLE_DEPTH} levels of lists and objects.`,
          extensions: { code: 'BAD_USER_INPUT' },
        },
      ],
    });
    const body = `{"query":"{ __typename }","variables":${deepVariables}}`;
    const nested = await post(subgraphs.catalogue.url, body, AS_GATEWAY);
    expect(nested).toEqual({
      status: 400,
      body: { errors: [{ message: JSON_NESTING_REFUSED_MESSAGE, extensions: { code: 'BAD_REQUEST' } }] },
    });
  });

  it('refuses a batch, as the gateway refuses anyone but the web servers', async () => {
    const batch = await post(subgraphs.catalogue.url, JSON.stringify([{ query: '{ __typename }' }]), AS_GATEWAY);
    expect(batch.status).toBe(400);
    expect(batch.body.errors?.[0]?.extensions?.code).toBe('BATCH_REFUSED');
  });

  it("takes as many entity representations as the gateway's cost limit lets it ask, and refuses more values", async () => {
    const sku = await someSku();
    const maxCost = loadGatewayEnv({ NODE_ENV: 'test' }).maxCost;
    // More values than a client's variables may hold: the gateway asks entities of a whole listing.
    const representations = Array.from({ length: 2_500 }, () => ({ __typename: 'ProductItem', sku }));
    const many = await gql(subgraphs.catalogue.url, ENTITIES, { r: representations }, AS_GATEWAY);
    expect(many.status).toBe(200);
    expect(many.body.errors).toBeUndefined();
    expect(many.body.data).toEqual({ _entities: representations.map(() => ({ sku, name: expect.any(String) })) });
    // Past the subgraph's own bound: refused as the gateway refuses too many values.
    const bound = MAX_VARIABLE_VALUES + maxCost * VALUES_PER_REPRESENTATION;
    const tooMany = await gql(subgraphs.catalogue.url, ENTITIES, { r: [], pad: new Array(bound).fill(0) }, AS_GATEWAY);
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.errors).toEqual([
      { message: `Too many values in the variables: at most ${bound}.`, extensions: { code: 'BAD_USER_INPUT' } },
    ]);
  });
});

describe('the gateway in front of remote subgraphs', () => {
  it("answers a shopper's cart, its products resolved by the remote catalogue, as the in-process gateway does", async () => {
    const [accessory] = (
      await inProcess.commerce.database.db
        .select({ sku: productOptions.sku })
        .from(productOptions)
        .innerJoin(products, eq(products.id, productOptions.productId))
        .where(
          and(eq(products.typeId, 'pac'), gte(productOptions.stockQty, 3), sql`cardinality(${products.bannedCountries}) = 0`),
        )
        .orderBy(productOptions.id)
        .limit(1)
    ).map((row) => row.sku);
    const shopper = new Shopper(() => scaled.url);
    const created = await shopper.call<{ createEmptyCart: string }>('mutation { createEmptyCart }');
    expect(created.body.errors).toBeUndefined();
    const id = created.body.data!.createEmptyCart;
    const added = await shopper.call<{ addProductsToCart: { user_errors: unknown[] } }>(
      'mutation($id: String!, $items: [CartItemInput!]!) { addProductsToCart(cartId: $id, cartItems: $items) { user_errors { code } } }',
      { id, items: [{ sku: accessory!, quantity: 2 }] },
    );
    expect(added.body.errors).toBeUndefined();
    expect(added.body.data!.addProductsToCart.user_errors).toEqual([]);
    const query = `query($id: String!) { cart(cart_id: $id) { total_quantity
      items { sku product { sku catalogue_product { sku name related_products { sku } } } } } }`;
    const remote = await shopper.call(query, { id });
    expect(remote.status).toBe(200);
    expect(remote.body.errors).toBeUndefined();
    expect(remote.body.data).toMatchObject({
      cart: { total_quantity: 2, items: [{ sku: accessory, product: { catalogue_product: { name: expect.any(String) } } }] },
    });
    const local = await new Shopper(() => inProcess.url).call(query, { id });
    expect(remote.body.data).toEqual(local.body.data);
  });

  it('answers a listing with related products from the remote catalogue', async () => {
    const query = '{ products(pageSize: 24) { items { sku related_products { sku } } } }';
    const remote = await scaled.query(query);
    expect(remote.status).toBe(200);
    expect(remote.body.errors).toBeUndefined();
    expect(remote.body.data).toEqual((await inProcess.query(query)).body.data);
  });
});

describe('error extensions name no subgraph', () => {
  it.each([
    ['in process', () => inProcess],
    ['with the cart subgraph remote', () => scaled],
  ])('%s: a cart that does not exist answers CART_NOT_FOUND and nothing else', async (_mode, gateway) => {
    const { body } = await gateway().query('{ cart(cart_id: "nope") { id } }');
    expect(body.errors).toHaveLength(1);
    expect(body.errors![0]!.extensions).toEqual({ code: 'CART_NOT_FOUND' });
    expect(JSON.stringify(body)).not.toMatch(/serviceName/);
  });
});

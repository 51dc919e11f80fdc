import type { Commerce } from '@cadence/commerce/commerce';
import { PROXY_SECRET_HEADER } from '@cadence/server-kit/client-address';
import {
  BATCH_REFUSED_CODE,
  BATCH_REFUSED_MESSAGE,
  BATCH_TOKEN_HEADER,
  batchToken,
  GRAPHQL_MAX_BATCH_OPERATIONS,
} from '@cadence/server-kit/graphql-batch';
import { captureLogs } from '../ops/log-capture';
import { startTestGateway, type TestGateway } from '../test-support/test-gateway';

/**
 * Batches over HTTP (server-kit graphql-batch.ts): the web servers send a page's queries of one round
 * as one request with the batch token of PROXY_SECRET; the gateway answers each as it would alone, on
 * one context, each held to the request's limits, and takes batches from no one else.
 */
const SECRET = 'a-test-proxy-secret-of-32-chars!';
let gateway: TestGateway;
let commerce: Commerce;

beforeAll(async () => {
  gateway = await startTestGateway({
    nodeEnv: 'production',
    introspection: false,
    proxyTrust: { proxies: ['127.0.0.0/8', '::1/128'], secret: SECRET },
  });
  commerce = gateway.commerce;
});

afterAll(async () => {
  await gateway?.close();
});

const FROM_WEB = { [PROXY_SECRET_HEADER]: SECRET, [BATCH_TOKEN_HEADER]: batchToken(SECRET), store: 'de-DE' };
const ROUTE = 'query Route($urlKey: String!) { getUrlInfo(urlKey: $urlKey) { page_status page_type entity_id } }';
const MENU = 'query Menu { mainMenuEntries { id title url } }';
const BIKE = 'query Bike($urlKey: String!) { product(urlKey: $urlKey) { sku name aggregated_price } }';

type Operation = { query: string; operationName?: string; variables?: Record<string, unknown> };

async function post(body: unknown, headers: Record<string, string> = FROM_WEB, url = gateway.url) {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/graphql-response+json', ...headers },
    body: JSON.stringify(body),
  });
  return { status: response.status, headers: response.headers, body: (await response.json()) as unknown };
}

describe('a batch from the web', () => {
  it('answers each operation, in order, exactly as it answers it alone', async () => {
    const operations: Operation[] = [
      { query: ROUTE, variables: { urlKey: 'cgr-al-105' } },
      { query: MENU },
      { query: BIKE, variables: { urlKey: 'cgr-al-105' } },
    ];
    const alone = [];
    for (const operation of operations) alone.push((await post(operation)).body);
    const batch = await post(operations);
    expect(batch.status).toBe(200);
    expect(batch.body).toEqual(alone);
    expect((alone[2] as { data: { product: { sku: string } } }).data.product.sku).toBeTruthy();
    // Only the web asks for batches, and nothing caches them.
    expect(batch.headers.get('cache-control')).toBe('no-store');
  });

  it('runs its operations on one request context: what one loaded, the next reuses', async () => {
    const bike = { query: BIKE, variables: { urlKey: 'cgr-al-105' } };
    await post(bike);
    commerce.database.statements.reset();
    await post(bike);
    const alone = commerce.database.statements.count;
    commerce.database.statements.reset();
    const batch = await post([bike, bike, bike]);
    expect(batch.status).toBe(200);
    expect(alone).toBeGreaterThan(0);
    expect(commerce.database.statements.count).toBe(alone);
  });

  it('keeps each operation its own errors, and logs the batch as one request naming them all', async () => {
    const logs = captureLogs('info');
    let batch: Awaited<ReturnType<typeof post>>;
    try {
      batch = await post([
        { query: MENU },
        { query: 'query Broken { noSuchField }', operationName: 'Broken' },
        { query: ROUTE, variables: {} },
      ]);
    } finally {
      logs.restore();
    }
    const [menu, broken, route] = batch.body as { data?: unknown; errors?: { extensions?: { code?: string } }[] }[];
    expect(menu!.errors).toBeUndefined();
    expect(menu!.data).toBeTruthy();
    expect(broken!.errors?.[0]?.extensions?.code).toBe('GRAPHQL_VALIDATION_FAILED');
    expect(route!.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    // The highest status of its operations: a refused one shows in the log and the metrics.
    expect(batch.status).toBe(400);
    const line = logs.lines.find((l) => l.msg === 'request' && l.path === '/graphql');
    expect(line).toMatchObject({
      status: 400,
      operation: 'Menu,Broken,Route',
      errors: ['GRAPHQL_VALIDATION_FAILED', 'BAD_USER_INPUT'],
    });
  });

  it(`holds at most ${GRAPHQL_MAX_BATCH_OPERATIONS} operations, and at least one`, async () => {
    commerce.database.statements.reset();
    const tooMany = await post(Array.from({ length: GRAPHQL_MAX_BATCH_OPERATIONS + 1 }, () => ({ query: MENU })));
    expect(tooMany.status).toBe(400);
    expect(tooMany.body).toEqual({
      errors: [
        { message: `A batch holds at most ${GRAPHQL_MAX_BATCH_OPERATIONS} operations.`, extensions: { code: 'BAD_REQUEST' } },
      ],
    });
    const empty = await post([]);
    expect(empty.status).toBe(400);
    expect(commerce.database.statements.count).toBe(0);
    const most = await post(Array.from({ length: GRAPHQL_MAX_BATCH_OPERATIONS }, () => ({ query: MENU })));
    expect(most.status).toBe(200);
    expect(most.body).toHaveLength(GRAPHQL_MAX_BATCH_OPERATIONS);
  });
});

describe('each operation of a batch is held to the request’s limits on its own', () => {
  it('answers REQUEST_TIMEOUT for the one that runs too long, and the others as usual', async () => {
    const slow = await startTestGateway(
      { timeoutMs: 1000, proxyTrust: { proxies: ['127.0.0.0/8', '::1/128'], secret: SECRET } },
      commerce,
    );
    const spy = jest
      .spyOn(commerce.routing, 'getUrlInfos')
      .mockImplementation(() => new Promise((resolve) => setTimeout(() => resolve([]), 3000)));
    try {
      await post({ query: MENU }, FROM_WEB, slow.url);
      const logs = captureLogs('info');
      let batch: Awaited<ReturnType<typeof post>>;
      try {
        batch = await post([{ query: MENU }, { query: ROUTE, variables: { urlKey: 'bikes' } }], FROM_WEB, slow.url);
      } finally {
        logs.restore();
      }
      // Logged (and counted) as a request refused alone is, with the code it was refused with.
      const line = logs.lines.find((l) => l.msg === 'request' && l.path === '/graphql');
      expect(line).toMatchObject({ status: 503, code: 'REQUEST_TIMEOUT' });
      const [menu, route] = batch.body as {
        data?: { mainMenuEntries?: unknown[] };
        errors?: { extensions?: { code?: string } }[];
      }[];
      expect(menu!.errors).toBeUndefined();
      expect(menu!.data?.mainMenuEntries?.length).toBeGreaterThan(0);
      expect(route!.errors?.[0]?.extensions?.code).toBe('REQUEST_TIMEOUT');
      expect(batch.status).toBe(503);
      expect(batch.headers.get('retry-after')).toBe('5');
      // Every operation refused in its place: still an array of answers, as JSON.
      const allSlow = await post(
        [
          { query: ROUTE, variables: { urlKey: 'bikes' } },
          { query: ROUTE, variables: { urlKey: 'road' } },
        ],
        FROM_WEB,
        slow.url,
      );
      expect(allSlow.status).toBe(503);
      expect(allSlow.headers.get('content-type')).toMatch(/^application\/json/);
      expect(
        (allSlow.body as { errors?: { extensions?: { code?: string } }[] }[]).map(
          (answer) => answer.errors?.[0]?.extensions?.code,
        ),
      ).toEqual(['REQUEST_TIMEOUT', 'REQUEST_TIMEOUT']);
    } finally {
      spy.mockRestore();
      await slow.close();
    }
  });

  it('answers RESPONSE_TOO_LARGE for the one whose answer is too large, and the others as usual', async () => {
    const small = await startTestGateway(
      { maxResponseBytes: 500, proxyTrust: { proxies: ['127.0.0.0/8', '::1/128'], secret: SECRET } },
      commerce,
    );
    try {
      const batch = await post([{ query: '{ __typename }' }, { query: MENU }, { query: '{ __typename }' }], FROM_WEB, small.url);
      expect(batch.body).toEqual([
        { data: { __typename: 'Query' } },
        {
          errors: [
            {
              message: 'The answer is larger than 500 bytes. Ask for fewer fields or smaller pages.',
              extensions: { code: 'RESPONSE_TOO_LARGE' },
            },
          ],
        },
        { data: { __typename: 'Query' } },
      ]);
      expect(batch.status).toBe(400);
      // Five answers of about 200 bytes are more than 500 together, and still each within it.
      const aliases = `{ ${Array.from({ length: 10 }, (_, n) => `alias${n}: __typename`).join(' ')} }`;
      const many = await post(
        Array.from({ length: 5 }, () => ({ query: aliases })),
        FROM_WEB,
        small.url,
      );
      expect(JSON.stringify(many.body).length).toBeGreaterThan(500);
      expect(many.status).toBe(200);
    } finally {
      await small.close();
    }
  });

  it('refuses a mutation inside a batch, before it runs', async () => {
    await post({ query: MENU });
    commerce.database.statements.reset();
    await post({ query: MENU });
    const menuAlone = commerce.database.statements.count;
    commerce.database.statements.reset();
    const batch = await post([{ query: MENU }, { query: 'mutation Create { createEmptyCart }', operationName: 'Create' }]);
    const [menu, create] = batch.body as { data?: unknown; errors?: { message: string; extensions?: { code?: string } }[] }[];
    expect(menu!.data).toBeTruthy();
    expect(create!.errors?.[0]).toMatchObject({
      message: 'Only queries may be sent in a batch.',
      extensions: { code: 'BAD_REQUEST' },
    });
    expect(create!.data ?? null).toBeNull();
    expect(batch.status).toBe(400);
    // The menu's reads and nothing else: no cart was written.
    expect(commerce.database.statements.count).toBe(menuAlone);
    // Alone, the same mutation runs (and writes).
    commerce.database.statements.reset();
    const alone = await post({ query: 'mutation Create { createEmptyCart }' });
    expect((alone.body as { data?: { createEmptyCart?: string } }).data?.createEmptyCart).toBeTruthy();
    expect(commerce.database.statements.count).toBeGreaterThan(0);
  });
});

describe('a batch from anyone else', () => {
  const REFUSED = { errors: [{ message: BATCH_REFUSED_MESSAGE, extensions: { code: BATCH_REFUSED_CODE } }] };
  it.each([
    // A balancer in front of the gateway proves itself with the proxy secret for every request it
    // forwards, whoever sent it (found by review): that is not the web's batch token.
    [
      'with the proxy secret but no batch token (a client behind the balancer)',
      { store: 'de-DE', [PROXY_SECRET_HEADER]: SECRET },
    ],
    ['with the proxy secret as its batch token', { store: 'de-DE', [PROXY_SECRET_HEADER]: SECRET, [BATCH_TOKEN_HEADER]: SECRET }],
    ['with the token of another secret', { store: 'de-DE', [BATCH_TOKEN_HEADER]: batchToken(`${SECRET}?`) }],
    ['with nothing', { store: 'de-DE' }],
  ])('is refused %s, before anything runs', async (_name, headers) => {
    commerce.database.statements.reset();
    const refused = await post([{ query: MENU }, { query: ROUTE, variables: { urlKey: 'cgr-al-105' } }], headers);
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual(REFUSED);
    expect(commerce.database.statements.count).toBe(0);
    // One operation per request is answered as always.
    expect((await post({ query: MENU }, headers)).status).toBe(200);
  });

  it('is refused by a gateway without PROXY_SECRET, whatever token it carries', async () => {
    const open = await startTestGateway({ proxyTrust: { proxies: ['127.0.0.0/8', '::1/128'], secret: null } }, commerce);
    try {
      const refused = await post([{ query: MENU }, { query: MENU }], FROM_WEB, open.url);
      expect(refused.status).toBe(400);
      expect(refused.body).toEqual(REFUSED);
    } finally {
      await open.close();
    }
  });
});

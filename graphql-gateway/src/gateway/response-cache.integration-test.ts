import { parse, type OperationDefinitionNode } from 'graphql';
import { startTestGateway, type TestGateway } from '../test-support/test-gateway';
import { isPublicOperation } from './response-cache';

let gateway: TestGateway;
beforeAll(async () => {
  gateway = await startTestGateway({ responseCacheTtlMs: 10_000 });
});
afterAll(async () => gateway?.close());

const LISTING = '{ products(filter: { category_id: 1 }, pageSize: 2) { items { sku currency aggregated_price } } }';

async function post(
  query: string,
  headers: Record<string, string> = {},
): Promise<{ age: string | null; cacheControl: string | null; body: string }> {
  const response = await fetch(gateway.url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', store: 'en-GB', ...headers },
    body: JSON.stringify({ query }),
  });
  return { age: response.headers.get('age'), cacheControl: response.headers.get('cache-control'), body: await response.text() };
}

describe('response cache for public reads', () => {
  it('answers a repeated anonymous listing from the cache', async () => {
    const first = await post(LISTING);
    const second = await post(LISTING);
    expect(first.age).toBeNull();
    expect(second.age).not.toBeNull();
    expect(second.body).toBe(first.body);
  });

  it('keys by storefront and by the shopper country (currency)', async () => {
    await post(LISTING);
    expect((await post(LISTING, { store: 'de-DE' })).age).toBeNull();
    const german = await post(LISTING, { cookie: 'location=DE' });
    expect(german.age).toBeNull();
    expect(german.body).toContain('"EUR"');
    expect((await post(LISTING, { cookie: 'location=DE' })).age).not.toBeNull();
  });

  it('lets no cache outside keep a public answer: it depends on the store header, location cookie and country', async () => {
    // Apollo answered `max-age=10, public` without Vary: a shared cache gave the next shopper this one.
    const first = await post(LISTING, { store: 'de-DE' });
    const hit = await post(LISTING, { store: 'de-DE' });
    expect(hit.age).not.toBeNull();
    for (const answer of [first, hit]) expect(answer.cacheControl).toBe('no-store');
    expect((await post('{ isStoreIp { isStoreIp } }')).cacheControl).toBe('no-store');
  });

  it('never serves or stores answers for a customer session, the caller address check or errors', async () => {
    await post(LISTING);
    expect((await post(LISTING, { cookie: 'customer_token=abc' })).age).toBeNull();
    await post('{ isStoreIp { isStoreIp } }');
    expect((await post('{ isStoreIp { isStoreIp } }')).age).toBeNull();
    const bad = '{ products { no_such_field } }';
    await post(bad);
    expect((await post(bad)).age).toBeNull();
  });
});

describe('isPublicOperation', () => {
  const op = (source: string) => parse(source).definitions[0] as OperationDefinitionNode;
  it('accepts queries of public root fields only', () => {
    expect(isPublicOperation(op('{ products { total_count } mainMenuEntries { id } }'))).toBe(true);
    expect(isPublicOperation(op('{ products { total_count } isStoreIp { isStoreIp } }'))).toBe(false);
    expect(isPublicOperation(op('query { ...F } fragment F on Query { products { total_count } }'))).toBe(false);
    expect(isPublicOperation(op('mutation { products }'))).toBe(false);
    expect(isPublicOperation(undefined)).toBe(false);
  });
});

/** @jest-environment node */
/**
 * POST /nuxt/api/category/products end to end against a stand-in gateway that reads the price
 * filter by the API's own rule (commerce's parsePriceFilter and listingArgumentProblems, imported
 * from its source for this test only, as listing.parity.test.ts does; the web never imports it).
 * The legacy client sends the spec's defaults, fromPrice 0 and toPrice 10000, when the shopper has
 * no price filter: a shopper in yen or won must still see every bike above 10,000.
 */
import { listingArgumentProblems, parsePriceFilter } from '../../../../commerce/src/modules/catalogue/listing-query.rules';
import productsShim from '../../../pages/api/nuxt/category/products';
import { mockRequest, mockResponse } from '../../shared/api/shim-test-support';

type Item = { sku: string; price: number };
type GatewayCall = { operationName: string; variables: { filter?: { price?: string[] | null } } };

/** The listing as each currency prices it (whole units). */
const CATALOGUES: Record<'JPY' | 'KRW' | 'GBP', Item[]> = {
  JPY: [
    { sku: 'BOTTLE-CAGE', price: 4_800 },
    { sku: 'GRAVEL-BIKE', price: 50_000 },
    { sku: 'AERO-BIKE', price: 1_500_000 },
  ],
  KRW: [
    { sku: 'BOTTLE-CAGE', price: 9_000 },
    { sku: 'AERO-BIKE', price: 21_000_000 },
  ],
  GBP: [
    { sku: 'BOTTLE-CAGE', price: 4 },
    { sku: 'GRAVEL-BIKE', price: 2_499.99 },
    { sku: 'AERO-BIKE', price: 12_000 },
  ],
};

const calls: GatewayCall[] = [];
let currency: keyof typeof CATALOGUES = 'JPY';
const realFetch = global.fetch;
const json = { 'content-type': 'application/json' };

/** The gateway's products query over the shopper's catalogue: refused ranges as the API refuses them, the rest filtered by its rule. */
function productsAnswer(variables: GatewayCall['variables']): unknown {
  const ranges = variables.filter?.price ?? null;
  const problems = listingArgumentProblems({ price: ranges });
  if (problems.length) return { data: null, errors: [{ message: problems.join(' '), extensions: { code: 'BAD_USER_INPUT' } }] };
  const range = parsePriceFilter(ranges);
  const items = CATALOGUES[currency]
    .filter(({ price }) => !range || ((range.from === null || price >= range.from) && (range.to === null || price <= range.to)))
    .map(({ sku, price }, i) => ({
      __typename: 'ProductInterface',
      id: i + 1,
      sku,
      name: sku,
      url_key: sku.toLowerCase(),
      type_id: 'simple',
      subtitle: null,
      manufacture: 'Cadence',
      currency,
      aggregated_price: price,
      aggregated_price_special: null,
      stock_status: 'IN_STOCK',
      can_ship_to_country: true,
    }));
  return {
    data: {
      products: {
        __typename: 'Products',
        total_count: items.length,
        page_info: { __typename: 'SearchResultPageInfo', current_page: 1, page_size: 24, total_pages: 1 },
        items,
        aggregations: [],
      },
    },
  };
}

beforeEach(() => {
  calls.length = 0;
  global.fetch = jest.fn(async (_url: unknown, init?: RequestInit) => {
    const body = JSON.parse(String(init?.body)) as GatewayCall;
    calls.push(body);
    if (body.operationName !== 'ProductListGet') throw new Error(`unexpected gateway call ${body.operationName}`);
    return new Response(JSON.stringify(productsAnswer(body.variables)), { status: 200, headers: json });
  }) as typeof fetch;
});
afterAll(() => {
  global.fetch = realFetch;
});

/** The shim's answer to the legacy client's payload, from a shopper paying in `shopperCurrency`. */
async function listed(shopperCurrency: keyof typeof CATALOGUES, payload: Record<string, unknown>) {
  currency = shopperCurrency;
  const res = mockResponse();
  await productsShim(
    mockRequest({ method: 'POST', headers: json, body: { pageSize: 24, categoryId: 12, currentPage: 1, ...payload } }),
    res,
  );
  const body = res.body as { products: { items: { sku: string }[] } | null; error: string | null };
  return { status: res.statusCode, body, skus: body.products?.items.map((item) => item.sku) ?? [] };
}

describe('POST /nuxt/api/category/products: the price filter in every currency', () => {
  it.each([
    ['JPY', { fromPrice: 0, toPrice: 10000 }, ['BOTTLE-CAGE', 'GRAVEL-BIKE', 'AERO-BIKE']],
    ['JPY', { fromPrice: '0', toPrice: '10000' }, ['BOTTLE-CAGE', 'GRAVEL-BIKE', 'AERO-BIKE']],
    ['JPY', {}, ['BOTTLE-CAGE', 'GRAVEL-BIKE', 'AERO-BIKE']],
    ['KRW', { fromPrice: 0, toPrice: 10000 }, ['BOTTLE-CAGE', 'AERO-BIKE']],
    ['KRW', { fromPrice: null, toPrice: '' }, ['BOTTLE-CAGE', 'AERO-BIKE']],
    ['GBP', { fromPrice: 0, toPrice: 10000 }, ['BOTTLE-CAGE', 'GRAVEL-BIKE', 'AERO-BIKE']],
  ])('%s with no price chosen (%j): every product, above 10,000 too, and no price filter sent', async (cur, payload, skus) => {
    const answer = await listed(cur as keyof typeof CATALOGUES, payload);
    expect(answer.status).toBe(200);
    expect(answer.body.error).toBeNull();
    expect(answer.skus).toEqual(skus);
    expect(calls).toHaveLength(1);
    expect(calls[0]!.variables.filter?.price ?? undefined).toBeUndefined();
  });

  it.each([
    // A range the shopper chose is kept as chosen.
    ['JPY', { fromPrice: 20000, toPrice: 100000 }, ['20000_100000'], ['GRAVEL-BIKE']],
    ['GBP', { fromPrice: 2000, toPrice: 10000 }, ['2000_10000'], ['GRAVEL-BIKE']],
    ['GBP', { fromPrice: 0, toPrice: 2499.99 }, ['_2500'], ['BOTTLE-CAGE', 'GRAVEL-BIKE']],
    ['KRW', { fromPrice: 5000000 }, ['5000000_'], ['AERO-BIKE']],
    // A chosen start above the slider's default end: from there on, not a range that ends before it starts.
    ['JPY', { fromPrice: 50000, toPrice: 10000 }, ['50000_'], ['GRAVEL-BIKE', 'AERO-BIKE']],
    ['KRW', { fromPrice: '12000000', toPrice: '10000' }, ['12000000_'], ['AERO-BIKE']],
  ])('%s with %j asks for %j', async (cur, payload, price, skus) => {
    const answer = await listed(cur as keyof typeof CATALOGUES, payload);
    expect(answer.status).toBe(200);
    expect(calls[0]!.variables.filter?.price).toEqual(price);
    expect(answer.skus).toEqual(skus);
  });

  it('answers the spec’s shape: products and error', async () => {
    const answer = await listed('JPY', { fromPrice: 0, toPrice: 10000 });
    expect(Object.keys(answer.body).sort()).toEqual(['error', 'products']);
    expect(answer.body.products).toMatchObject({ total_count: 3, page_info: { current_page: 1 }, aggregations: [] });
  });
});

import { readFileSync } from 'node:fs';
import path from 'node:path';
import { buildSchema, parse } from 'graphql';
import { ApolloServer } from '@apollo/server';
import { countValues, MAX_VARIABLE_VALUES, rememberedCost, variablesGuardPlugin } from './plugins';
import { operationCost } from './query-cost';

const schema = buildSchema(readFileSync(path.resolve(__dirname, '../../../schema/api.graphql'), 'utf8'));
const listing = parse('query Listing($size: Int) { products(pageSize: $size) { items { sku related_products { sku } } } }');

describe('rememberedCost', () => {
  it('answers what operationCost answers, per variable set of one document', () => {
    for (const size of [1, 24, 200, 24, 1]) {
      expect(rememberedCost(schema, listing, 'Listing', { size })).toBe(operationCost(schema, listing, 'Listing', { size }));
    }
    expect(rememberedCost(schema, listing, 'Listing', { size: 200 })).toBeGreaterThan(
      rememberedCost(schema, listing, 'Listing', { size: 1 }),
    );
  });

  it('counts a huge variable set every time instead of remembering it', () => {
    const skus = Array.from({ length: 500 }, (_, i) => `SKU-${i}`);
    const bySkus = parse('query BySkus($skus: [String!]!) { productsBySkus(skus: $skus) { sku } }');
    expect(rememberedCost(schema, bySkus, 'BySkus', { skus })).toBe(operationCost(schema, bySkus, 'BySkus', { skus }));
  });
});

describe('variablesGuardPlugin', () => {
  const server = new ApolloServer({
    typeDefs: 'type Query { teasers(prices: [Float!]!): Int }',
    resolvers: { Query: { teasers: (_: unknown, { prices }: { prices: number[] }) => prices.length } },
    plugins: [variablesGuardPlugin()],
  });
  const query = 'query T($prices: [Float!]!) { teasers(prices: $prices) }';
  const run = async (prices: unknown) => {
    const response = await server.executeOperation({ query, variables: { prices } });
    if (response.body.kind !== 'single') throw new Error('expected a single result');
    return { status: response.http.status, ...response.body.singleResult };
  };
  beforeAll(() => server.start());
  afterAll(() => server.stop());

  it('counts values no further than its limit', () => {
    expect(countValues({ a: [1, 2, { b: 'c' }] }, 100)).toBe(6);
    expect(
      countValues(
        Array.from({ length: 1_000_000 }, () => 0),
        10,
      ),
    ).toBe(11);
  });

  it('answers 4,000 invalid list items with their first error, not 4,000 errors', async () => {
    const result = await run(Array.from({ length: 4_000 }, (_, i) => `sku-${i}`));
    expect(result.errors).toHaveLength(1);
    expect(result.errors![0]!.message).toMatch(/^Variable "\$prices" got invalid value "sku-0" at "prices\[0\]"/);
    expect(result.errors![0]!.extensions?.code).toBe('BAD_USER_INPUT');
    expect(result.status).toBe(400);
  });

  it('refuses more values than the limit, valid or not, and lets a large valid set through', async () => {
    const tooMany = await run(Array.from({ length: MAX_VARIABLE_VALUES + 1 }, (_, i) => i));
    expect(tooMany.errors?.[0]?.message).toBe(`Too many values in the variables: at most ${MAX_VARIABLE_VALUES}.`);
    expect(tooMany.status).toBe(400);
    const valid = await run(Array.from({ length: 1_000 }, (_, i) => i));
    expect(valid.errors).toBeUndefined();
    expect(valid.data).toEqual({ teasers: 1_000 });
  });
});

import { readFileSync } from 'node:fs';
import path from 'node:path';
import { buildSchema, parse } from 'graphql';
import { ApolloServer, type ApolloServerPlugin } from '@apollo/server';
import { captureLogs } from '../ops/log-capture';
import {
  costLimitPlugin,
  MAX_VARIABLE_DEPTH,
  MAX_VARIABLE_VALUES,
  measureValues,
  rememberedCost,
  variablesGuardPlugin,
} from './plugins';
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

/** `levels` lists, each inside the next, around one value: a review's 4,500 levels were 9 KB. */
function nested(levels: number): unknown {
  let value: unknown = 0;
  for (let i = 0; i < levels; i++) value = [value];
  return value;
}

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

  it('counts values no further than its limit, and nesting no deeper than its own', () => {
    expect(measureValues({ a: [1, 2, { b: 'c' }] }, 100)).toEqual({ values: 6, depth: 2 });
    expect(
      measureValues(
        Array.from({ length: 1_000_000 }, () => 0),
        10,
      ).values,
    ).toBe(11);
    expect(measureValues(nested(100_000), 1_000_000).depth).toBe(MAX_VARIABLE_DEPTH + 1);
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

describe('variables nested deeply, and a cost walk that fails', () => {
  /** A server with these plugins (the gateway's order), answering `{ __typename }` with `variables`. */
  async function answer(plugins: ApolloServerPlugin[], variables: Record<string, unknown>) {
    const server = new ApolloServer({ typeDefs: 'type Query { n: Int }', plugins });
    await server.start();
    try {
      const response = await server.executeOperation({ query: '{ __typename }', variables });
      if (response.body.kind !== 'single') throw new Error('expected a single result');
      return { status: response.http.status, ...response.body.singleResult };
    } finally {
      await server.stop();
    }
  }
  const tooDeep = `Variables nested too deeply: at most ${MAX_VARIABLE_DEPTH} levels of lists and objects.`;

  it('refuses 4,500 nested lists (4,502 values, under the count) with a 400, before the cost walk overflows', async () => {
    for (const plugins of [
      [variablesGuardPlugin(), costLimitPlugin(10_000)],
      [costLimitPlugin(10_000)],
      [variablesGuardPlugin()],
    ]) {
      const result = await answer(plugins, { v: nested(4_500) });
      expect(result.status).toBe(400);
      expect(result.errors).toEqual([expect.objectContaining({ message: tooDeep, extensions: { code: 'BAD_USER_INPUT' } })]);
    }
    // As deep as the guard allows (the variable's list one level below the variables), answered.
    const deepest = await answer([variablesGuardPlugin(), costLimitPlugin(10_000)], { v: nested(MAX_VARIABLE_DEPTH) });
    expect(deepest.errors).toBeUndefined();
    expect((await answer([variablesGuardPlugin()], { v: nested(MAX_VARIABLE_DEPTH + 1) })).errors?.[0]?.message).toBe(tooDeep);
  });

  it('answers anything the cost walk throws as the bad input it is, a 400', async () => {
    // A value the memo key cannot serialise (JSON could not carry it; a caller of executeOperation can).
    const logs = captureLogs('warn');
    try {
      const result = await answer([costLimitPlugin(10_000)], {
        v: {
          toJSON: () => {
            throw new Error('no JSON for you');
          },
        },
      });
      expect(result.status).toBe(400);
      expect(result.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
      expect(result.errors?.[0]?.message).not.toMatch(/no JSON/);
      // Kept in sight as a warning, not logged as a fault of ours.
      expect(logs.lines.map((line) => line.level)).toEqual(['warn']);
    } finally {
      logs.restore();
    }
  });
});

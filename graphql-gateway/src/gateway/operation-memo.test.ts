import { composeServices } from '@apollo/composition';
import * as operations from '@apollo/federation-internals/dist/operations';
import { ApolloGateway, LocalGraphQLDataSource } from '@apollo/gateway';
import { ApolloServer } from '@apollo/server';
import { buildSubgraphSchema } from '@apollo/subgraph';
import { parse } from 'graphql';
import { installOperationMemo } from './operation-memo';

type Convert = typeof operations.operationFromDocument;

/** Two subgraphs, one entity across them: the shape of the shop's cart lines and their products. */
const subgraphs = [
  {
    name: 'cart',
    typeDefs: parse(`
      extend schema @link(url: "https://specs.apollo.dev/federation/v2.3", import: ["@key"])
      type Query { cart(id: String!): Cart }
      type Cart { id: String! items: [Item!]! }
      type Item { uid: String! quantity: Int! product: Product! }
      type Product @key(fields: "sku") { sku: String! }
    `),
    resolvers: {
      Query: {
        cart: (_: unknown, { id }: { id: string }) => ({
          id,
          items: [1, 2, 3].map((n) => ({ uid: `${id}-${n}`, quantity: n, product: { sku: `SKU-${n}` } })),
        }),
      },
    },
  },
  {
    name: 'catalogue',
    typeDefs: parse(`
      extend schema @link(url: "https://specs.apollo.dev/federation/v2.3", import: ["@key"])
      type Product @key(fields: "sku") { sku: String! name: String! }
    `),
    resolvers: { Product: { __resolveReference: ({ sku }: { sku: string }) => ({ sku, name: `Product ${sku}` }) } },
  },
];

const QUERY = `query Cart($id: String!, $names: Boolean!) {
  cart(id: $id) { id lines: items { ...Line product { sku name @include(if: $names) } } } }
  fragment Line on Item { uid quantity }`;

describe('installOperationMemo', () => {
  let server: ApolloServer;
  const conversions = { executeQueryPlan: 0, other: 0 };

  beforeAll(async () => {
    // Count the library's own conversions underneath the memo.
    const real = operations.operationFromDocument;
    const counting: Convert = (schema, document, options) => {
      if (options?.validate === false) conversions.executeQueryPlan++;
      else conversions.other++;
      return real(schema, document, options);
    };
    (operations as { operationFromDocument: Convert }).operationFromDocument = counting;
    installOperationMemo();
    const composed = composeServices(subgraphs.map((s) => ({ name: s.name, typeDefs: s.typeDefs, url: `local://${s.name}` })));
    if (!composed.supergraphSdl) throw new Error(`composition failed: ${composed.errors?.map((e) => e.message).join('; ')}`);
    const schemas = new Map(
      subgraphs.map((s) => [s.name, buildSubgraphSchema({ typeDefs: s.typeDefs, resolvers: s.resolvers as never })]),
    );
    server = new ApolloServer({
      gateway: new ApolloGateway({
        supergraphSdl: composed.supergraphSdl,
        buildService: ({ name }) => new LocalGraphQLDataSource(schemas.get(name)!),
      }),
    });
    await server.start();
  });
  afterAll(() => server.stop());

  const run = async (variables: Record<string, unknown>, query = QUERY) => {
    const response = await server.executeOperation({ query, variables });
    if (response.body.kind !== 'single') throw new Error('expected a single result');
    return response.body.singleResult;
  };

  it('converts an operation once per parsed document, and answers every request by its own variables', async () => {
    const first = await run({ id: 'a', names: true });
    expect(first.errors).toBeUndefined();
    expect(first.data).toEqual({
      cart: {
        id: 'a',
        lines: [1, 2, 3].map((n) => ({ uid: `a-${n}`, quantity: n, product: { sku: `SKU-${n}`, name: `Product SKU-${n}` } })),
      },
    });
    // The gateway converted it for shaping, through the export the memo wraps.
    expect(conversions.executeQueryPlan).toBe(1);

    const second = await run({ id: 'b', names: false });
    expect(second.data).toEqual({
      cart: { id: 'b', lines: [1, 2, 3].map((n) => ({ uid: `b-${n}`, quantity: n, product: { sku: `SKU-${n}` } })) },
    });
    await run({ id: 'c', names: true });
    expect(conversions.executeQueryPlan).toBe(1);
  });

  it('converts another query text on its own', async () => {
    const before = conversions.executeQueryPlan;
    const other = await run({ id: 'd' }, 'query Other($id: String!) { cart(id: $id) { id } }');
    expect(other.data).toEqual({ cart: { id: 'd' } });
    expect(conversions.executeQueryPlan).toBe(before + 1);
  });

  it('passes every other conversion straight to the library (the query planner validates its own)', async () => {
    const before = conversions.other;
    await run({ id: 'e' }, 'query Third($id: String!) { cart(id: $id) { lines: items { uid } } }');
    expect(conversions.other).toBe(before + 1);
  });
});

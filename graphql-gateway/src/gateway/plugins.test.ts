import { readFileSync } from 'node:fs';
import path from 'node:path';
import { buildSchema, parse } from 'graphql';
import { rememberedCost } from './plugins';
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

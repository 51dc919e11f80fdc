import { parseGuestProducts, toggleSku } from './saved-products.rules';

describe('saved products in a guest browser', () => {
  it('keeps sku strings only, once each, at most 50', () => {
    expect(parseGuestProducts(JSON.stringify(['A', 'B', 'A', 3, '', 'x'.repeat(65)]))).toEqual(['A', 'B']);
    expect(parseGuestProducts('not json')).toEqual([]);
    expect(parseGuestProducts(JSON.stringify({ a: 1 }))).toEqual([]);
    expect(parseGuestProducts(JSON.stringify(Array.from({ length: 60 }, (_, i) => `S${i}`)))).toHaveLength(50);
  });

  it('toggles a sku, newest first', () => {
    expect(toggleSku(['A'], 'B')).toEqual(['B', 'A']);
    expect(toggleSku(['B', 'A'], 'B')).toEqual(['A']);
  });
});

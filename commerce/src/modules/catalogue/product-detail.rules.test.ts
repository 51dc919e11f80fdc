import { MAX_SKUS_PER_LOOKUP, skuLookupProblems, uniqueSkus } from './product-detail.rules';

describe('skuLookupProblems', () => {
  it('accepts real SKUs, and none at all', () => {
    expect(skuLookupProblems(['CAD-ROAD-105-M', 'pac_helmet.2'])).toEqual([]);
    expect(skuLookupProblems([])).toEqual([]);
  });

  it(`refuses more than ${MAX_SKUS_PER_LOOKUP} SKUs`, () => {
    const skus = Array.from({ length: MAX_SKUS_PER_LOOKUP + 1 }, (_, i) => `SKU-${i}`);
    expect(skuLookupProblems(skus)).toEqual([`skus may list at most ${MAX_SKUS_PER_LOOKUP} SKUs.`]);
    expect(skuLookupProblems(skus.slice(1))).toEqual([]);
  });

  it.each(['', ' SKU', 'a b', "x'; drop table products;--", '-leading-dash', 'x'.repeat(65)])(
    'names the SKU %p that cannot exist',
    (sku) => {
      const problems = skuLookupProblems(['OK-1', sku]);
      expect(problems).toHaveLength(1);
      expect(problems[0]).toContain('is not a valid SKU');
    },
  );
});

describe('uniqueSkus', () => {
  it('keeps the first occurrence of each SKU, in order', () => {
    expect(uniqueSkus(['B', 'A', 'B', 'C', 'A'])).toEqual(['B', 'A', 'C']);
  });
});

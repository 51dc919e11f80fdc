import { legacyPriceFilter, toProductListVariables } from './catalogue-shim.rules';

describe('legacy products payload', () => {
  it('maps the spec payload onto the products query', () => {
    expect(
      toProductListVariables({
        pageSize: 24,
        categoryId: '12',
        currentPage: 2,
        fromPrice: 100,
        toPrice: 2000,
        filters: { colour: 'red,blue', material: ['carbon'] },
        sort: 'price DESC',
      }),
    ).toEqual({
      filter: {
        category_id: 12,
        price: ['100_2000'],
        attributes: [
          { code: 'colour', values: 'red,blue' },
          { code: 'material', values: 'carbon' },
        ],
      },
      pageSize: 24,
      currentPage: 2,
      sort: { field: 'PRICE', direction: 'DESC' },
    });
  });
  it("accepts Magento's sort object and leaves out what is missing", () => {
    expect(toProductListVariables({ sort: { name: 'asc' } })).toEqual({
      filter: { category_id: undefined, price: undefined, attributes: [] },
      pageSize: undefined,
      currentPage: undefined,
      sort: { field: 'NAME', direction: 'ASC' },
    });
    expect(toProductListVariables({ sort: 'weird' }).sort).toBeUndefined();
  });
  it('refuses a filter attribute the API does not have, naming the ones it has', () => {
    expect(() => toProductListVariables({ filters: { flavour: 'mint' } })).toThrow(
      'Unknown filter attribute "flavour". Use one of: filter_category, discipline,',
    );
  });
});

describe('legacyPriceFilter: the spec’s defaults (0 and 10000) are no limit, a chosen range is kept', () => {
  it.each([
    // No price chosen: the defaults, as numbers or strings, or nothing at all.
    [0, 10000, undefined],
    ['0', '10000', undefined],
    [undefined, undefined, undefined],
    [null, '', undefined],
    [0, undefined, undefined],
    [undefined, 10000, undefined],
    ['cheap', {}, undefined],
    [Number.NaN, Number.POSITIVE_INFINITY, undefined],
    // From 0 limits nothing; the end the shopper chose stays.
    [0, 2000, ['_2000']],
    // A range the shopper chose, 10000 included when it is the end of a range below it.
    [100, 2000, ['100_2000']],
    [2000, 10000, ['2000_10000']],
    [10000, 10000, ['10000_10000']],
    [300000, 1500000, ['300000_1500000']],
    [5000000, undefined, ['5000000_']],
    // A chosen start above the default end: from there on.
    [50000, 10000, ['50000_']],
    ['12000000', '10000', ['12000000_']],
    // Whole units, rounded outwards; negatives are 0; past the largest price, the largest.
    [499.5, 1999.99, ['499_2000']],
    [-5, 100, ['_100']],
    [0, 1e12, ['_9999999999']],
    // Any other start above its end is sent as it is, for the API to say what is wrong.
    [5000, 2000, ['5000_2000']],
  ])('fromPrice %j, toPrice %j → %j', (fromPrice, toPrice, expected) => {
    expect(legacyPriceFilter(fromPrice, toPrice)).toEqual(expected);
    expect(toProductListVariables({ fromPrice, toPrice }).filter.price).toEqual(expected);
  });
});

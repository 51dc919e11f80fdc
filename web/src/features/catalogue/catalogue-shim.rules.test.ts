import { toProductListVariables } from './catalogue-shim.rules';

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

import {
  listingArgumentProblems,
  listingKey,
  normalisePaging,
  parseAttributeFilters,
  parseListingQuery,
  parsePriceFilter,
} from './listing-query.rules';

describe('parsePriceFilter (spec §5)', () => {
  it('defaults to 0 and 10000 without a price filter', () => {
    expect(parsePriceFilter(undefined)).toEqual({ from: 0, to: 10000 });
    expect(parsePriceFilter([])).toEqual({ from: 0, to: 10000 });
  });
  it('uses the lowest from and the highest to', () => {
    expect(parsePriceFilter(['500_1000', '100_200', '2000_3000'])).toEqual({ from: 100, to: 3000 });
  });
  it('reads open ends and ignores unreadable ranges', () => {
    expect(parsePriceFilter(['2000_'])).toEqual({ from: 2000, to: 10000 });
    expect(parsePriceFilter(['_150'])).toEqual({ from: 0, to: 150 });
    expect(parsePriceFilter(['cheap', '10_20'])).toEqual({ from: 10, to: 20 });
    expect(parsePriceFilter(['_'])).toEqual({ from: 0, to: 10000 });
  });
});

describe('parseAttributeFilters', () => {
  it('splits comma-separated values per known attribute and drops the rest', () => {
    expect(
      parseAttributeFilters([
        { code: 'colour', values: 'red, blue,,red' },
        { code: 'material', values: 'carbon' },
        { code: 'hacker', values: '1' },
        { code: 'discipline', values: ' ' },
      ]),
    ).toEqual({ colour: ['red', 'blue'], material: ['carbon'] });
  });
});

describe('normalisePaging', () => {
  it('defaults to page 1 of 24 and clamps nonsense', () => {
    expect(normalisePaging(undefined, undefined)).toEqual({ page: 1, size: 24 });
    expect(normalisePaging(-3, 5000)).toEqual({ page: 1, size: 200 });
    expect(normalisePaging(2.7, 12)).toEqual({ page: 2, size: 12 });
  });
});

describe('listingArgumentProblems', () => {
  it('accepts what the storefront sends', () => {
    expect(
      listingArgumentProblems({
        pageSize: 24,
        currentPage: 2,
        attributes: [{ code: 'colour', values: 'red,blue' }],
        price: ['0_1000', '_500', '2000_'],
      }),
    ).toEqual([]);
    expect(listingArgumentProblems({})).toEqual([]);
  });

  it('names each problem', () => {
    expect(
      listingArgumentProblems({
        pageSize: 0,
        currentPage: 0,
        attributes: [{ code: 'flavour', values: 'x' }],
        price: ['cheap', '500_100'],
      }),
    ).toEqual([
      'pageSize must be between 1 and 200.',
      'currentPage must be 1 or more.',
      expect.stringContaining('Unknown filter attribute "flavour". Use one of: colour, by_size'),
      'Price range "cheap" must look like from_to, e.g. 100_500 (either side may be empty).',
      'Price range "500_100" starts above its end.',
    ]);
    expect(listingArgumentProblems({ pageSize: 201 })).toEqual(['pageSize must be between 1 and 200.']);
    expect(listingArgumentProblems({ pageSize: 192, currentPage: 1 })).toEqual([]);
  });
});

describe('parseListingQuery: the one parser of a listing request', () => {
  const scope = { store: 'en-GB', currency: 'GBP' };

  it('answers problems instead of a query', () => {
    expect(parseListingQuery({ pageSize: 0, price: ['cheap'] }, scope)).toEqual({
      ok: false,
      problems: [
        'pageSize must be between 1 and 200.',
        'Price range "cheap" must look like from_to, e.g. 100_500 (either side may be empty).',
      ],
    });
  });

  it('types a valid request: filters, price range, paging and the default sort', () => {
    const parsed = parseListingQuery(
      { categoryId: 3, attributes: [{ code: 'colour', values: 'red, blue' }], price: ['100_500'], currentPage: 2, pageSize: 12 },
      scope,
    );
    expect(parsed).toEqual({
      ok: true,
      query: {
        store: 'en-GB',
        currency: 'GBP',
        categoryId: 3,
        filters: { colour: ['red', 'blue'] },
        price: { from: 100, to: 500 },
        search: null,
        sort: { field: 'position', direction: 'asc' },
        page: 2,
        size: 12,
      },
    });
  });

  it('sorts search results by relevance unless told otherwise', () => {
    const search = { config: 'english', tsquery: 'helmet' };
    const parsed = parseListingQuery({}, { ...scope, search });
    expect(parsed.ok && parsed.query.sort).toEqual({ field: 'relevance', direction: 'desc' });
  });

  it('keys equal listings alike whatever order filters and values came in', () => {
    const a = parseListingQuery(
      {
        attributes: [
          { code: 'colour', values: 'red,blue' },
          { code: 'material', values: 'carbon' },
        ],
      },
      scope,
    );
    const b = parseListingQuery(
      {
        attributes: [
          { code: 'material', values: 'carbon' },
          { code: 'colour', values: 'blue,red' },
        ],
      },
      scope,
    );
    const c = parseListingQuery({ attributes: [{ code: 'colour', values: 'red' }] }, scope);
    if (!a.ok || !b.ok || !c.ok) throw new Error('expected valid queries');
    expect(listingKey(a.query)).toBe(listingKey(b.query));
    expect(listingKey(a.query)).not.toBe(listingKey(c.query));
    expect(listingKey({ ...a.query, currency: 'EUR' })).not.toBe(listingKey(a.query));
    expect(listingKey({ ...a.query, page: 2 })).not.toBe(listingKey(a.query));
  });
});

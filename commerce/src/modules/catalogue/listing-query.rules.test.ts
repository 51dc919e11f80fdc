import { PgNumericNumber } from 'drizzle-orm/pg-core';
import {
  listingArgumentProblems,
  listingKey,
  normalisePaging,
  parseAttributeFilters,
  parseListingQuery,
  parsePriceFilter,
  PRICE_FILTER_MAX,
  readPriceRange,
} from './listing-query.rules';
import { productPrices } from './catalogue.tables';

describe('parsePriceFilter (spec §5)', () => {
  it('is no price limit without a price filter, in any currency', () => {
    expect(parsePriceFilter(undefined)).toBeNull();
    expect(parsePriceFilter([])).toBeNull();
    expect(parsePriceFilter(['cheap', '_'])).toBeNull();
  });
  it('uses the lowest from and the highest to', () => {
    expect(parsePriceFilter(['500_1000', '100_200', '2000_3000'])).toEqual({ from: 100, to: 3000 });
  });
  it('reads an empty side as no limit on that side, never as 0 or 10000', () => {
    expect(parsePriceFilter(['2000_'])).toEqual({ from: 2000, to: null });
    expect(parsePriceFilter(['_150'])).toEqual({ from: null, to: 150 });
    expect(parsePriceFilter(['cheap', '10_20'])).toEqual({ from: 10, to: 20 });
  });
  it('keeps a side open when any range leaves it open (lower or higher than any amount)', () => {
    expect(parsePriceFilter(['100_200', '500_'])).toEqual({ from: 100, to: null });
    expect(parsePriceFilter(['_200', '500_900'])).toEqual({ from: null, to: 900 });
    expect(parsePriceFilter(['_200', '500_'])).toEqual({ from: null, to: null });
  });
  it('merges many ranges without running out of call arguments', () => {
    const many = Array.from({ length: 200_000 }, (_, i) => `${i + 1}_${i + 2}`);
    expect(parsePriceFilter(many)).toEqual({ from: 1, to: 200_001 });
  });
});

/**
 * "From X" as shoppers of each currency type it: the limits are the amounts asked for in the
 * listing's own currency. The spec's 0 and 10000 were £ slider ends; applied to ¥, ₩ or Ft they
 * turned "from ¥50,000" into 50000–10000, which lists nothing.
 */
describe('price ranges in every currency (GBP, JPY, HUF, KRW)', () => {
  it.each([
    ['GBP from £2,000', '2000_', { from: 2000, to: null }],
    ['GBP £499.99 to £1,999.99', '499.99_1999.99', { from: 499.99, to: 1999.99 }],
    ['GBP up to £10,000', '_10000', { from: null, to: 10000 }],
    ['JPY from ¥50,000', '50000_', { from: 50000, to: null }],
    ['JPY ¥300,000 to ¥1,500,000', '300000_1500000', { from: 300000, to: 1500000 }],
    ['HUF from 1,000 Ft', '1000_', { from: 1000, to: null }],
    ['HUF up to 2,500,000 Ft', '_2500000', { from: null, to: 2500000 }],
    ['KRW from ₩12,000,000', '12000000_', { from: 12000000, to: null }],
    ['KRW ₩5,000,000 to ₩21,000,000', '5000000_21000000', { from: 5000000, to: 21000000 }],
    ['the largest price a product can have', '_9999999999.99', { from: null, to: 9999999999.99 }],
  ])('%s: %s', (_name, range, expected) => {
    expect(readPriceRange(range)).toEqual({ ok: true, range: expected });
    expect(parsePriceFilter([range])).toEqual(expected);
    expect(listingArgumentProblems({ price: [range] })).toEqual([]);
  });

  it('is never capped at the GBP slider end 10000', () => {
    for (const range of ['50000_', '1000_', '12000000_']) {
      expect(parsePriceFilter([range])?.to).toBeNull();
    }
  });

  it('allows every price product_prices can hold, and no more (numeric(12,2))', () => {
    const column = productPrices.price;
    if (!(column instanceof PgNumericNumber)) throw new Error('product_prices.price is no longer numeric');
    const { precision = 0, scale = 0 } = column;
    expect(PRICE_FILTER_MAX).toBe(Number(`${'9'.repeat(precision - scale)}.${'9'.repeat(scale)}`));
  });
});

describe('readPriceRange: hostile or broken ranges get a clear problem', () => {
  const SHAPE = (range: string) => `Price range "${range}" must look like from_to, e.g. 100_500 (either side may be empty).`;
  const HOSTILE: [range: string, problem: string][] = [
    ['_', SHAPE('_')],
    ['__', SHAPE('__')],
    ['', SHAPE('')],
    ['100', SHAPE('100')],
    ['-5_100', SHAPE('-5_100')],
    ['100_-5', SHAPE('100_-5')],
    ['cheap_', SHAPE('cheap_')],
    ['1e5_', SHAPE('1e5_')],
    ['Infinity_', SHAPE('Infinity_')],
    ['NaN_NaN', SHAPE('NaN_NaN')],
    ['0x10_', SHAPE('0x10_')],
    ['100_200_300', SHAPE('100_200_300')],
    ["1_2'; drop table products; --", SHAPE("1_2'; drop table products; --")],
    ['10000000000_', 'Price range "10000000000_" goes above 9999999999.99, the highest price there can be.'],
    ['_99999999999999999999', 'Price range "_99999999999999999999" goes above 9999999999.99, the highest price there can be.'],
    // 400 nines: Infinity as a number.
    [`${'9'.repeat(400)}_`, `Price range "${'9'.repeat(400)}_" goes above 9999999999.99, the highest price there can be.`],
    ['50000_10000', 'Price range "50000_10000" starts above its end.'],
  ];
  it.each(HOSTILE.map(([range, problem]) => [range.length > 40 ? `${range.slice(0, 40)}…` : range, range, problem]))(
    '%s',
    (_title, range, problem) => {
      expect(readPriceRange(range)).toEqual({ ok: false, problem });
      expect(listingArgumentProblems({ price: [range] })).toEqual([problem]);
    },
  );

  it('reads surrounding spaces, leading zeros and an equal start and end', () => {
    expect(readPriceRange(' 100_200 ')).toEqual({ ok: true, range: { from: 100, to: 200 } });
    expect(readPriceRange('0050000_')).toEqual({ ok: true, range: { from: 50000, to: null } });
    expect(readPriceRange('0_0')).toEqual({ ok: true, range: { from: 0, to: 0 } });
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

  it('types an open side as no limit and leaves the price out without a price filter', () => {
    const from = parseListingQuery({ price: ['50000_'] }, { store: 'en-GB', currency: 'JPY' });
    expect(from.ok && from.query.price).toEqual({ from: 50000, to: null });
    const to = parseListingQuery({ price: ['_1000'] }, { store: 'de-DE', currency: 'HUF' });
    expect(to.ok && to.query.price).toEqual({ from: null, to: 1000 });
    expect(parseListingQuery({ price: [] }, scope)).toMatchObject({ ok: true, query: { price: null } });
    expect(parseListingQuery({ price: null }, scope)).toMatchObject({ ok: true, query: { price: null } });
    expect(parseListingQuery({ price: ['__'] }, scope)).toEqual({
      ok: false,
      problems: [expect.stringContaining('"__" must look like')],
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

  it('keys an open side apart from a closed one', () => {
    const key = (price: string[]) => {
      const parsed = parseListingQuery({ price }, scope);
      if (!parsed.ok) throw new Error(parsed.problems.join(' '));
      return listingKey(parsed.query);
    };
    expect(key(['100_'])).not.toBe(key(['100_10000']));
    expect(key(['_100'])).not.toBe(key(['0_100']));
    expect(key(['100_'])).not.toBe(key(['_100']));
    expect(key(['100_', '200_300'])).toBe(key(['100_']));
    expect(key(['100_'])).not.toBe(key([]));
  });
});

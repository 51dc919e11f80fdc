import {
  activeFilterCount,
  clearFilters,
  itemsToShow,
  listingFilterInput,
  listingQueryString,
  nextPageNumber,
  parseListingQuery,
  PRICE_MAX,
  readPriceInput,
  setPrice,
  setSort,
  toggleFilter,
} from './listing.rules';

describe('listing state in the URL', () => {
  it('defaults to position ascending, page 1, no filters (spec §3)', () => {
    expect(parseListingQuery({})).toEqual({ filters: {}, price: null, sort: 'position', page: 1 });
  });
  it('reads comma-separated filter values, the price range, sort and page', () => {
    const state = parseListingQuery({
      colour: 'red,blue,red',
      material: 'carbon',
      price: '500_2000',
      sort: 'price_desc',
      page: '3',
    });
    expect(state).toEqual({
      filters: { colour: ['red', 'blue'], material: ['carbon'] },
      price: { from: 500, to: 2000 },
      sort: 'price_desc',
      page: 3,
    });
  });
  it('ignores what a shopper could break by editing the URL', () => {
    const state = parseListingQuery({ colour: '<script>,,RED', unknown: 'x', price: 'cheap', sort: 'random', page: '-2' });
    expect(state).toEqual({ filters: { colour: ['red'] }, price: null, sort: 'position', page: 1 });
    expect(parseListingQuery({ page: '1.5' }).page).toBe(1);
    // One query answers the deepest URL: 24 + 12 × 14 = 192 products (the API allows 200).
    expect(parseListingQuery({ page: '99' }).page).toBe(15);
    expect(itemsToShow(parseListingQuery({ page: '99' }).page)).toBe(192);
    expect(parseListingQuery({ price: '900_100' }).price).toEqual({ from: 100, to: 900 });
    expect(parseListingQuery({ price: '_300' }).price).toEqual({ from: null, to: 300 });
  });
  it('writes a minimal, stable query so one listing has one URL', () => {
    const state = parseListingQuery({ material: 'steel,carbon', colour: 'red', sort: 'position', page: '1' });
    expect(listingQueryString(state)).toEqual({ colour: 'red', material: 'carbon,steel' });
    expect(listingQueryString({ ...state, page: 2, sort: 'newest', price: { from: null, to: 800 } })).toEqual({
      colour: 'red',
      material: 'carbon,steel',
      price: '_800',
      sort: 'newest',
      page: '2',
    });
  });
});

describe('the price range in the URL, in every currency', () => {
  const price = (text: string) => parseListingQuery({ price: text }).price;

  it.each([
    ['GBP from £2,000', '2000_', { from: 2000, to: null }],
    ['GBP up to £800', '_800', { from: null, to: 800 }],
    ['JPY from ¥50,000', '50000_', { from: 50000, to: null }],
    ['HUF from 1,000 Ft', '1000_', { from: 1000, to: null }],
    ['HUF 100,000 to 2,500,000 Ft', '100000_2500000', { from: 100000, to: 2500000 }],
    // 7 digits could not carry these.
    ['KRW from ₩10,000,000', '10000000_', { from: 10000000, to: null }],
    ['KRW ₩12,000,000 to ₩21,000,000', '12000000_21000000', { from: 12000000, to: 21000000 }],
    ['the largest amount', '_9999999999', { from: null, to: 9999999999 }],
  ])('%s (%s)', (_name, text, expected) => {
    expect(price(text)).toEqual(expected);
    // Written back and sent as it came, an empty side still empty: no limit, not 0 or 10000.
    const state = parseListingQuery({ price: text });
    expect(listingQueryString(state).price).toBe(text);
    expect(listingFilterInput(state, null).filter.price).toEqual([text]);
  });

  it('keeps no price filter from a range it cannot read', () => {
    for (const text of [
      '_',
      '__',
      '',
      'cheap',
      '-5_100',
      '100_-5',
      '1e5_',
      '12.5_',
      '100',
      '1_2_3',
      ' 100_',
      '10000000000_',
      '_99999999999',
    ]) {
      expect(price(text)).toBeNull();
    }
    expect(parseListingQuery({ price: ['_', '100_'] }).price).toBeNull();
  });

  it('puts a reversed range the right way round', () => {
    expect(price('21000000_12000000')).toEqual({ from: 12000000, to: 21000000 });
  });
});

describe('the price boxes', () => {
  it('read an empty box as no limit and whole units outwards', () => {
    expect(readPriceInput('', 'from')).toBeNull();
    expect(readPriceInput('  ', 'to')).toBeNull();
    expect(readPriceInput('abc', 'to')).toBeNull();
    expect(readPriceInput('50000', 'from')).toBe(50000);
    expect(readPriceInput(' 12000000 ', 'from')).toBe(12000000);
    expect(readPriceInput('34.99', 'from')).toBe(34);
    expect(readPriceInput('34.99', 'to')).toBe(35);
  });
  it('keep a hostile amount inside what a price can be', () => {
    expect(readPriceInput('-5', 'from')).toBe(0);
    expect(readPriceInput('-Infinity', 'to')).toBe(0);
    expect(readPriceInput('99999999999', 'from')).toBe(PRICE_MAX);
    expect(readPriceInput('1e400', 'to')).toBe(PRICE_MAX);
    expect(PRICE_MAX).toBe(9_999_999_999);
  });
  it('turn "from ¥50,000" with an empty "to" into an open range', () => {
    const state = setPrice(parseListingQuery({}), readPriceInput('50000', 'from'), readPriceInput('', 'to'));
    expect(listingQueryString(state)).toEqual({ price: '50000_' });
    expect(listingFilterInput(state, null).filter.price).toEqual(['50000_']);
  });
});

describe('load more (spec §9: 24 first, then 12 more)', () => {
  it('shows 24 + 12 per step', () => {
    expect(itemsToShow(1)).toBe(24);
    expect(itemsToShow(2)).toBe(36);
    expect(itemsToShow(4)).toBe(60);
  });
  it('asks for the next whole page of 12', () => {
    expect(nextPageNumber(24)).toBe(3); // items 25–36
    expect(nextPageNumber(36)).toBe(4); // items 37–48
  });
});

describe('changing the selection', () => {
  const base = parseListingQuery({ colour: 'red', page: '3' });
  it('toggles values and goes back to the top', () => {
    expect(toggleFilter(base, 'colour', 'blue')).toMatchObject({ filters: { colour: ['red', 'blue'] }, page: 1 });
    expect(toggleFilter(base, 'colour', 'red').filters).toEqual({});
    expect(setSort(base, 'price_asc')).toMatchObject({ sort: 'price_asc', page: 1 });
    expect(setPrice(base, 900, 100).price).toEqual({ from: 100, to: 900 });
    expect(setPrice(base, null, null).price).toBeNull();
  });
  it('counts and clears active filters', () => {
    const withPrice = setPrice(toggleFilter(base, 'material', 'carbon'), 0, 500);
    expect(activeFilterCount(withPrice)).toBe(3);
    expect(activeFilterCount(clearFilters(withPrice))).toBe(0);
  });
});

describe('the products query (spec §5)', () => {
  it('sends attribute values comma-separated and the price as one from_to range', () => {
    const state = parseListingQuery({ colour: 'red,blue', price: '100_', sort: 'price_asc' });
    expect(listingFilterInput(state, 7)).toEqual({
      filter: { category_id: 7, attributes: [{ code: 'colour', values: 'blue,red' }], price: ['100_'] },
      sort: { field: 'PRICE', direction: 'ASC' },
    });
    expect(listingFilterInput(parseListingQuery({}), null)).toEqual({
      filter: {},
      sort: { field: 'POSITION', direction: 'ASC' },
    });
  });
});

describe('search results as a listing', () => {
  it('default to best match, keep the search text and leave the default sort out of the URL', () => {
    const state = parseListingQuery({ q: 'helmet', sort: 'position', colour: 'red' }, true);
    expect(state.sort).toBe('relevance');
    expect(listingQueryString(state, { q: 'helmet' }, true)).toEqual({ q: 'helmet', colour: 'red' });
    expect(listingQueryString(setSort(state, 'price_asc'), { q: 'helmet' }, true)).toEqual({
      q: 'helmet',
      colour: 'red',
      sort: 'price_asc',
    });
    expect(listingFilterInput(state, null).sort).toEqual({ field: 'RELEVANCE', direction: 'DESC' });
    expect(parseListingQuery({ sort: 'relevance' }).sort).toBe('position');
  });
});

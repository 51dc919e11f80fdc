import {
  activeFilterCount,
  clearFilters,
  itemsToShow,
  listingFilterInput,
  listingQueryString,
  nextPageNumber,
  parseListingQuery,
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

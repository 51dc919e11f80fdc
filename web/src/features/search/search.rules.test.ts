import {
  cleanSearchText,
  moveActive,
  parseSearchPage,
  parseSearchSort,
  parseSearchText,
  SEARCH_MAX_LENGTH,
  searchHref,
  searchPageQuery,
  searchResultsVariables,
  searchSortInput,
  suggestionQuery,
} from './search.rules';

describe('cleanSearchText', () => {
  it('collapses whitespace and cuts to the accepted length', () => {
    expect(cleanSearchText('  road   helmet ')).toBe('road helmet');
    expect(cleanSearchText('x'.repeat(SEARCH_MAX_LENGTH + 20))).toHaveLength(SEARCH_MAX_LENGTH);
  });
});

describe('suggestionQuery', () => {
  it('asks from two characters with a word in them', () => {
    expect(suggestionQuery('h')).toBeNull();
    expect(suggestionQuery(' ?! ')).toBeNull();
    expect(suggestionQuery('he')).toBe('he');
    expect(suggestionQuery(' kask  helm')).toBe('kask helm');
    expect(suggestionQuery('7 ')).toBeNull();
    expect(suggestionQuery('x 7')).toBe('x 7');
  });
});

describe('searchHref', () => {
  it('leads to the results page with the cleaned text', () => {
    expect(searchHref(' gravel  bike ')).toEqual({ pathname: '/search', query: { q: 'gravel bike' } });
    expect(searchHref('   ')).toBeNull();
  });
});

describe('moveActive', () => {
  it('moves through the options and wraps around', () => {
    expect(moveActive(null, 3, 'ArrowDown')).toBe(0);
    expect(moveActive(0, 3, 'ArrowDown')).toBe(1);
    expect(moveActive(2, 3, 'ArrowDown')).toBe(0);
    expect(moveActive(null, 3, 'ArrowUp')).toBe(2);
    expect(moveActive(0, 3, 'ArrowUp')).toBe(2);
    expect(moveActive(null, 0, 'ArrowDown')).toBeNull();
  });
});

describe('results page URL', () => {
  it('reads the search text and the sort, defaulting to relevance', () => {
    expect(parseSearchText(['  kask ', 'x'])).toBe('kask');
    expect(parseSearchText(undefined)).toBe('');
    expect(parseSearchSort('price_desc')).toBe('price_desc');
    expect(parseSearchSort('position')).toBe('relevance');
    expect(searchSortInput('relevance')).toEqual({ field: 'RELEVANCE', direction: 'DESC' });
    expect(searchSortInput('name_asc')).toEqual({ field: 'NAME', direction: 'ASC' });
  });
});

describe('results page state', () => {
  it('round-trips through the URL with defaults left out', () => {
    const state = parseSearchPage({ q: ' helmet ', sort: 'price_asc', colour: 'red,black', page: '2', junk: 'x' });
    expect(searchPageQuery(state)).toEqual({ q: 'helmet', colour: 'black,red', page: '2', sort: 'price_asc' });
    expect(searchPageQuery(parseSearchPage({ q: 'helmet' }))).toEqual({ q: 'helmet' });
  });

  it('asks for everything shown so far, best match first by default', () => {
    expect(searchResultsVariables(parseSearchPage({ q: 'helmet', page: '3', manufacturer: 'kask' }))).toEqual({
      search: 'helmet',
      filter: { attributes: [{ code: 'manufacturer', values: 'kask' }] },
      sort: { field: 'RELEVANCE', direction: 'DESC' },
      pageSize: 48,
      currentPage: 1,
    });
  });
});

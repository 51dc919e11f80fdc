import {
  cleanSearchText,
  isSearchable,
  moveActive,
  parseSearchText,
  SEARCH_MAX_LENGTH,
  searchHref,
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
    expect(searchHref(' gravel  bike ')).toEqual({ pathname: '/search/', query: { q: 'gravel bike' } });
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

describe('results page', () => {
  it('reads the search text from the URL', () => {
    expect(parseSearchText(['  kask ', 'x'])).toBe('kask');
    expect(parseSearchText(undefined)).toBe('');
  });

  it('searches only a text with a word or a number', () => {
    expect(isSearchable('helmet')).toBe(true);
    expect(isSearchable('105')).toBe(true);
    expect(isSearchable('a')).toBe(false);
    expect(isSearchable('?! -')).toBe(false);
  });
});

/**
 * The web's search text against the API's own rules (commerce owns them): what the search box sends
 * and what the search page asks with must be a text the API accepts, the same text it matches, and
 * searchable exactly when the API finds a word in it. A review found "ﬃ" × 60 sent as 60 characters
 * and refused by the API as 180, so the results page showed an error. The commerce side is imported
 * from its source for this test only; the web never imports it.
 */
import {
  normaliseSearchText,
  SEARCH_MAX_LENGTH as SERVER_MAX_LENGTH,
  searchTextProblems,
  searchWords,
} from '../../../../commerce/src/modules/catalogue/search.rules';
import { cleanSearchText, isSearchable, SEARCH_MAX_LENGTH } from './search.rules';

const INPUTS = [
  'road helmet',
  '  road \t\n helmet  ',
  'ﬃ'.repeat(60),
  'ﬃ'.repeat(34),
  `${'x'.repeat(99)}🚲`,
  `${'🚲'.repeat(49)}xx`,
  '🚲'.repeat(80),
  'Ｒｏａｄ　ｈｅｌｍｅｔ',
  'e-bike',
  'a-b',
  'a b c',
  'a 7',
  '7',
  'x',
  'İ',
  '?! -',
  '',
  '   ',
  'Fahrradschloss für Kinder',
  'Ｘ'.repeat(150),
  `${'a'.repeat(99)} b`,
  'é'.repeat(101),
  'e\u0301'.repeat(60),
];

describe('search text: the web sends what the API accepts and matches', () => {
  it('cuts at the API’s length', () => {
    expect(SEARCH_MAX_LENGTH).toBe(SERVER_MAX_LENGTH);
  });

  it.each(INPUTS.map((input) => [JSON.stringify(input).slice(0, 40), input]))('%s', (_name, input) => {
    const sent = cleanSearchText(input);
    // Never over the API's length, however the API normalises it, and the API matches it as sent.
    expect(normaliseSearchText(sent)).toBe(sent);
    expect(searchTextProblems(sent).filter((problem) => problem.includes('characters long'))).toEqual([]);
    // A URL can carry it (no half of a character).
    expect(() => encodeURIComponent(sent)).not.toThrow();
    // Searchable exactly when the API finds a word.
    expect(isSearchable(sent)).toBe(searchWords(sent).length > 0);
    expect(isSearchable(sent)).toBe(searchTextProblems(sent).length === 0);
  });
});

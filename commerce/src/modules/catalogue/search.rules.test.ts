import {
  correctedText,
  normaliseSearchText,
  SEARCH_MAX_LENGTH,
  SEARCH_MAX_WORDS,
  searchConfig,
  searchTextProblems,
  searchWords,
  toTsQueryText,
} from './search.rules';

describe('searchConfig', () => {
  it('searches each storefront in its language', () => {
    expect(searchConfig('en-GB')).toBe('english');
    expect(searchConfig('de-DE')).toBe('german');
    expect(searchConfig('xx-XX')).toBe('english');
  });
});

describe('normaliseSearchText', () => {
  it('collapses whitespace and normalises Unicode', () => {
    expect(normaliseSearchText('  road \t  helmet\n')).toBe('road helmet');
    expect(normaliseSearchText('ＫＡＳＫ')).toBe('KASK');
  });
});

describe('searchWords', () => {
  it('lower-cases, keeps hyphenated words and drops punctuation and single letters', () => {
    expect(searchWords("Kask's  Protone, (road) helmet!")).toEqual(['kask', 'protone', 'road', 'helmet']);
    expect(searchWords('E-Bike 2 Größe')).toEqual(['e-bike', '2', 'größe']);
  });

  it('never lets tsquery operators through', () => {
    expect(searchWords("a & b | !c <-> d:* 'e' (f)")).toEqual([]);
    expect(searchWords('helm:* & !ets')).toEqual(['helm', 'ets']);
  });

  it('de-duplicates and keeps at most the first words', () => {
    expect(searchWords('bike Bike BIKE')).toEqual(['bike']);
    const many = Array.from({ length: 20 }, (_, i) => `word${i}`).join(' ');
    expect(searchWords(many)).toHaveLength(SEARCH_MAX_WORDS);
  });
});

describe('searchTextProblems', () => {
  it('accepts an ordinary query', () => {
    expect(searchTextProblems('shimano 105')).toEqual([]);
  });

  it('names an empty or wordless query', () => {
    expect(searchTextProblems('   ')).toEqual(['search must contain at least one word (letters or digits).']);
    expect(searchTextProblems('?!')).toEqual(['search must contain at least one word (letters or digits).']);
  });

  it('names a query that is too long', () => {
    expect(searchTextProblems('a'.repeat(SEARCH_MAX_LENGTH))).toEqual([]);
    expect(searchTextProblems('b'.repeat(SEARCH_MAX_LENGTH + 1))).toEqual([
      `search must be at most ${SEARCH_MAX_LENGTH} characters long.`,
    ]);
    expect(searchTextProblems(` ${'c'.repeat(SEARCH_MAX_LENGTH)} `)).toEqual([]);
  });
});

describe('toTsQueryText', () => {
  it('ANDs the words and ORs each with its correction', () => {
    expect(
      toTsQueryText([
        { word: 'kask', correction: null },
        { word: 'helmt', correction: 'helmet' },
      ]),
    ).toBe('(kask) & (helmt | helmet)');
  });

  it('matches the last word as a prefix while typing', () => {
    expect(
      toTsQueryText(
        [
          { word: 'road', correction: null },
          { word: 'helm', correction: 'helm' },
        ],
        { prefixLast: true },
      ),
    ).toBe('(road) & (helm:*)');
  });
});

describe('correctedText', () => {
  it('suggests the corrected words only when something was corrected', () => {
    expect(
      correctedText([
        { word: 'shimnao', correction: 'shimano' },
        { word: '105', correction: null },
      ]),
    ).toBe('shimano 105');
    expect(correctedText([{ word: 'shimano', correction: null }])).toBeNull();
  });
});

/** Longest search text accepted, in characters (a shopper's query, not a document). */
export const SEARCH_MAX_LENGTH = 100;
/** Words of a query used for matching; more add cost and no precision. */
export const SEARCH_MAX_WORDS = 8;

/** The PostgreSQL text-search configuration of each storefront's language. */
const SEARCH_CONFIGS: Record<string, 'english' | 'german'> = { 'en-GB': 'english', 'de-DE': 'german' };

/** The text-search configuration (stemmer and stop words) for a storefront; English when unknown. */
export function searchConfig(store: string): 'english' | 'german' {
  return SEARCH_CONFIGS[store] ?? 'english';
}

/**
 * The search text as matched: Unicode-normalised (NFKC, so full-width and composed forms compare
 * equal), whitespace collapsed, trimmed.
 */
export function normaliseSearchText(raw: string): string {
  return raw.normalize('NFKC').replace(/\s+/gu, ' ').trim();
}

/**
 * The words of a search text: letters and digits, hyphenated words kept whole ("e-bike"),
 * lower-cased, de-duplicated, at most {@link SEARCH_MAX_WORDS}. Punctuation (including the
 * operators of PostgreSQL's tsquery syntax) never reaches a word, so a word is safe to place in a
 * tsquery. Single letters are dropped ("Kask's" gives "kask"), single digits are kept.
 */
export function searchWords(text: string): string[] {
  const words = normaliseSearchText(text)
    .toLowerCase()
    .match(/[\p{L}\p{N}]+(?:-[\p{L}\p{N}]+)*/gu);
  return [...new Set((words ?? []).filter((w) => w.length > 1 || /\p{N}/u.test(w)))].slice(0, SEARCH_MAX_WORDS);
}

/**
 * What is wrong with a search text, in words a frontend developer can act on (an empty list when
 * nothing is). The API answers these as input errors.
 */
export function searchTextProblems(raw: string): string[] {
  const text = normaliseSearchText(raw);
  if (text.length > SEARCH_MAX_LENGTH) return [`search must be at most ${SEARCH_MAX_LENGTH} characters long.`];
  if (searchWords(text).length === 0) return ['search must contain at least one word (letters or digits).'];
  return [];
}

/** A query word and, when the word occurs in no product, the closest word that does. */
export type ResolvedWord = { word: string; correction: string | null };

/**
 * The tsquery text for resolved words: every word must match (AND), each either as typed or as its
 * correction (OR), both stemmed by the storefront's configuration when PostgreSQL parses it. With
 * `prefixLast` the last word matches as a prefix (suggestions while the shopper is still typing).
 */
export function toTsQueryText(words: readonly ResolvedWord[], options: { prefixLast?: boolean } = {}): string {
  return words
    .map(({ word, correction }, i) => {
      const suffix = options.prefixLast && i === words.length - 1 ? ':*' : '';
      const alternatives = [word, ...(correction && correction !== word ? [correction] : [])];
      return `(${alternatives.map((a) => `${a}${suffix}`).join(' | ')})`;
    })
    .join(' & ');
}

/**
 * The "did you mean" text: the shopper's words with corrections applied, or null when no word was
 * corrected (nothing better to suggest).
 */
export function correctedText(words: readonly ResolvedWord[]): string | null {
  if (!words.some((w) => w.correction && w.correction !== w.word)) return null;
  return words.map((w) => w.correction ?? w.word).join(' ');
}

/** Longest search text the API accepts (commerce search.rules SEARCH_MAX_LENGTH). */
export const SEARCH_MAX_LENGTH = 100;
/** Suggestions start from this many characters: one letter matches too much to be useful. */
export const SUGGEST_MIN_LENGTH = 2;
/** Wait this long after the last keystroke before asking for suggestions. */
export const SUGGEST_DEBOUNCE_MS = 200;

/**
 * The search text as sent: normalised as the API normalises it (NFKC, so "ﬃ" is the three letters
 * the API counts and matches), whitespace collapsed and trimmed, cut to the length the API accepts
 * without splitting a character in two (half of one cannot be put in a URL).
 */
export function cleanSearchText(raw: string): string {
  const text = raw.normalize('NFKC').replace(/\s+/gu, ' ').trim();
  if (text.length <= SEARCH_MAX_LENGTH) return text;
  const cut = text.slice(0, SEARCH_MAX_LENGTH);
  return (/[\uD800-\uDBFF]$/u.test(cut) ? cut.slice(0, -1) : cut).trim();
}

/**
 * The text to ask suggestions for, or null when there is nothing worth asking about yet (too
 * short, or no letter or digit: the API would reject it).
 */
export function suggestionQuery(raw: string): string | null {
  const text = cleanSearchText(raw);
  if (text.length < SUGGEST_MIN_LENGTH || !isSearchable(text)) return null;
  return text;
}

/** The results page's path (with the trailing slash every storefront page has). */
export const SEARCH_PATH = '/search/';

/** The results page for a search text (null for an empty one: there is nothing to search). */
export function searchHref(raw: string): { pathname: typeof SEARCH_PATH; query: { q: string } } | null {
  const q = cleanSearchText(raw);
  return q ? { pathname: SEARCH_PATH, query: { q } } : null;
}

/** One choice in the suggestion list: a category or a product, with where it leads. */
export type SuggestionOption =
  | { kind: 'category'; id: string; label: string; href: string }
  | {
      kind: 'product';
      id: string;
      label: string;
      href: string;
      sku: string;
      price: number | null;
      special: number | null;
      currency: string;
      image: string | null;
    };

/**
 * The next active option for a key press in the combobox (WAI-ARIA: Down from the input goes to
 * the first option, Up to the last, both wrap around), or the same index for other keys.
 */
export function moveActive(active: number | null, count: number, key: 'ArrowDown' | 'ArrowUp'): number | null {
  if (count === 0) return null;
  if (key === 'ArrowDown') return active === null || active >= count - 1 ? 0 : active + 1;
  return active === null || active <= 0 ? count - 1 : active - 1;
}

/** The search text of a results page URL (`?q=`), cleaned; empty when there is none. */
export function parseSearchText(value: string | string[] | undefined): string {
  return cleanSearchText((Array.isArray(value) ? value[0] : value) ?? '');
}

/** A word as the API reads one: letters and digits, a hyphenated word whole ("e-bike"). */
const WORD = /[\p{L}\p{N}]+(?:-[\p{L}\p{N}]+)*/gu;

/**
 * Whether a search text has something to search for, as the API decides it: a word of two or more
 * letters or digits, or one with a digit in it (the API drops single letters and refuses a text
 * without words).
 */
export function isSearchable(text: string): boolean {
  return (text.normalize('NFKC').toLowerCase().match(WORD) ?? []).some((word) => word.length > 1 || /\p{N}/u.test(word));
}

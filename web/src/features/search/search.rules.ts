/** Longest search text the API accepts (commerce search.rules SEARCH_MAX_LENGTH). */
export const SEARCH_MAX_LENGTH = 100;
/** Suggestions start from this many characters: one letter matches too much to be useful. */
export const SUGGEST_MIN_LENGTH = 2;
/** Wait this long after the last keystroke before asking for suggestions. */
export const SUGGEST_DEBOUNCE_MS = 200;

/** The search text as sent: whitespace collapsed and trimmed, cut to the length the API accepts. */
export function cleanSearchText(raw: string): string {
  return raw.replace(/\s+/gu, ' ').trim().slice(0, SEARCH_MAX_LENGTH).trim();
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

/**
 * Whether a search text has something to search for: a word of two or more letters or digits, or a
 * number (the API drops single letters and refuses a text without words).
 */
export function isSearchable(text: string): boolean {
  return /[\p{L}\p{N}]{2}|\p{N}/u.test(text);
}

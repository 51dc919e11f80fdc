import type { ProductFilterInput, ProductSortInput } from '../../graphql/graphql';
import {
  itemsToShow,
  listingFilterInput,
  listingQueryString,
  parseListingQuery,
  type ListingState,
} from '../catalogue/listing.rules';

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
  if (text.length < SUGGEST_MIN_LENGTH || !/[\p{L}\p{N}]{2}|\p{N}/u.test(text)) return null;
  return text;
}

/** The results page for a search text (null for an empty one: there is nothing to search). */
export function searchHref(raw: string): { pathname: '/search'; query: { q: string } } | null {
  const q = cleanSearchText(raw);
  return q ? { pathname: '/search', query: { q } } : null;
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

/** Sort choices on the results page as they appear in the URL (`?sort=`); best match first by default. */
export const SEARCH_SORT_OPTIONS = ['relevance', 'price_asc', 'price_desc', 'name_asc', 'newest'] as const;
export type SearchSortOption = (typeof SEARCH_SORT_OPTIONS)[number];

const SEARCH_SORT_INPUT: Record<SearchSortOption, ProductSortInput> = {
  relevance: { field: 'RELEVANCE', direction: 'DESC' },
  price_asc: { field: 'PRICE', direction: 'ASC' },
  price_desc: { field: 'PRICE', direction: 'DESC' },
  name_asc: { field: 'NAME', direction: 'ASC' },
  newest: { field: 'NEWEST', direction: 'DESC' },
};

/** The sort of a results page from its URL value; anything unknown is the default (relevance). */
export function parseSearchSort(value: string | string[] | undefined): SearchSortOption {
  const raw = Array.isArray(value) ? value[0] : value;
  return (SEARCH_SORT_OPTIONS as readonly string[]).includes(raw ?? '') ? (raw as SearchSortOption) : 'relevance';
}

/** The API sort for a results page sort choice. */
export const searchSortInput = (sort: SearchSortOption) => SEARCH_SORT_INPUT[sort];

/** The search text of a results page URL (`?q=`), cleaned; empty when there is none. */
export function parseSearchText(value: string | string[] | undefined): string {
  return cleanSearchText((Array.isArray(value) ? value[0] : value) ?? '');
}

type UrlQuery = Record<string, string | string[] | undefined>;

/** What a results page shows, from its URL: the text, the sort, and the listing state (filters, price, "load more" steps). */
export type SearchPageState = { q: string; sort: SearchSortOption; listing: ListingState };

export function parseSearchPage(query: UrlQuery): SearchPageState {
  return { q: parseSearchText(query.q), sort: parseSearchSort(query.sort), listing: parseListingQuery(query) };
}

/** The URL query of a results page state: minimal and in a stable order, like the category listing's. */
export function searchPageQuery(state: SearchPageState): Record<string, string> {
  const query = listingQueryString({ ...state.listing, sort: 'position' }, { q: state.q });
  if (state.sort !== 'relevance') query.sort = state.sort;
  return query;
}

/**
 * The `products` variables for a results page state: everything shown so far in one request
 * (24 + 12 per "load more" step), so a shared or reloaded URL shows what the shopper saw.
 */
export function searchResultsVariables(state: SearchPageState): {
  search: string;
  filter: ProductFilterInput;
  sort: ProductSortInput;
  pageSize: number;
  currentPage: number;
} {
  const { filter } = listingFilterInput(state.listing, null);
  return {
    search: state.q,
    filter,
    sort: searchSortInput(state.sort),
    pageSize: itemsToShow(state.listing.page),
    currentPage: 1,
  };
}

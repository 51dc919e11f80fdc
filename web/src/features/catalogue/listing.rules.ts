import type { ProductFilterAttribute, ProductFilterInput, ProductSortInput } from '../../graphql/graphql';

/** Spec §9: a lister shows 24 items first and 12 more per "load more". */
export const LISTER_INITIAL = 24;
export const LISTER_INCREMENT = 12;
/**
 * The deepest "load more" a URL can ask for: page 15 shows 24 + 12 × 14 = 192 products, which the
 * API still answers in one query (its page size limit is 200). Deeper pages still load in the
 * browser; their URL keeps 15.
 */
export const MAX_LISTER_PAGE = 15;

/**
 * Where each filter attribute stands in the filter panel. The attributes themselves are the API's
 * `ProductFilterAttribute` enum (typed by codegen from the catalogue's one list): a new attribute
 * fails the build here until it is given a place.
 */
const FILTER_PANEL_ORDER: Record<ProductFilterAttribute, number> = {
  filter_category: 1,
  discipline: 2,
  bike_collection: 3,
  product_family: 4,
  by_size: 5,
  colour: 6,
  material: 7,
  shifting: 8,
  manufacturer: 9,
  condition: 10,
  fast_delivery: 11,
};

/** The filter attributes of spec §9, in the order the filter panel shows them. */
export const LISTING_FILTERS: readonly ProductFilterAttribute[] = (
  Object.keys(FILTER_PANEL_ORDER) as ProductFilterAttribute[]
).sort((a, b) => FILTER_PANEL_ORDER[a] - FILTER_PANEL_ORDER[b]);
export type ListingFilter = ProductFilterAttribute;

/** Whether a code is one of the API's filter attributes. */
export const isListingFilter = (code: string): code is ListingFilter => Object.hasOwn(FILTER_PANEL_ORDER, code);

/** Sort choices as they appear in the URL (`?sort=`); `position` is the default (spec §3). */
export const SORT_OPTIONS = ['position', 'price_asc', 'price_desc', 'name_asc', 'newest'] as const;
/** Sort choices of search results: best match (`relevance`) is their default instead of position. */
export const SEARCH_SORT_OPTIONS = ['relevance', 'price_asc', 'price_desc', 'name_asc', 'newest'] as const;
export type SortOption = (typeof SORT_OPTIONS)[number] | (typeof SEARCH_SORT_OPTIONS)[number];

/** The sort choices and the default of a listing: search results rank by relevance, categories by position. */
export const sortChoices = (search: boolean): { options: readonly SortOption[]; fallback: SortOption } =>
  search ? { options: SEARCH_SORT_OPTIONS, fallback: 'relevance' } : { options: SORT_OPTIONS, fallback: 'position' };

/**
 * What a listing shows, as kept in the URL so Back returns to the same place (spec §3 "listing
 * state": selectedFilters, sort, currentPage). `page` counts "load more" steps: page N shows
 * 24 + 12 × (N − 1) items.
 */
export type ListingState = {
  filters: Partial<Record<ListingFilter, string[]>>;
  /** Whole currency units, at most PRICE_MAX; an open (null) end is no limit on that side. */
  price: { from: number | null; to: number | null } | null;
  sort: SortOption;
  page: number;
};

type Query = Record<string, string | string[] | undefined>;

const first = (value: string | string[] | undefined): string | undefined => (Array.isArray(value) ? value[0] : value);

const VALUE = /^[a-z0-9][a-z0-9-]{0,40}$/;

/**
 * Digits a price amount may have (whole currency units): 10, as the API's price filter allows
 * amounts up to 9,999,999,999.99 (the largest price it stores). The currency with the largest
 * units sold, KRW at about 1,750 to the pound, needs 8 (₩21,000,000 for a £12,000 bike); 7 dropped
 * such amounts from the URL. Larger amounts are not a price, so a URL carrying one has no price
 * filter (listing.parity.test.ts holds this to the API's rule).
 */
export const PRICE_MAX_DIGITS = 10;
/** The largest whole amount a price filter can name. */
export const PRICE_MAX = 10 ** PRICE_MAX_DIGITS - 1;
const PRICE_RANGE = new RegExp(`^(\\d{0,${PRICE_MAX_DIGITS}})_(\\d{0,${PRICE_MAX_DIGITS}})$`);

/**
 * An amount typed into the price filter's "from" or "to" box, in whole currency units: empty (or
 * not a number) is no limit on that side, a negative amount 0, a fraction rounded outwards (so
 * "to 34.99" keeps a 34.99 price), anything past PRICE_MAX PRICE_MAX.
 */
export function readPriceInput(text: string, side: 'from' | 'to'): number | null {
  if (text.trim() === '') return null;
  const amount = Number(text);
  if (Number.isNaN(amount)) return null;
  const whole = side === 'from' ? Math.floor(amount) : Math.ceil(amount);
  return Math.min(PRICE_MAX, Math.max(0, whole));
}

/** Reads the listing state from a URL query, ignoring anything malformed (a shopper may edit the URL). */
export function parseListingQuery(query: Query, search = false): ListingState {
  const filters: ListingState['filters'] = {};
  for (const code of LISTING_FILTERS) {
    const raw = first(query[code]);
    if (!raw) continue;
    const values = [...new Set(raw.split(',').map((v) => v.trim().toLowerCase()))].filter((v) => VALUE.test(v)).slice(0, 20);
    if (values.length) filters[code] = values;
  }
  const priceMatch = PRICE_RANGE.exec(first(query.price) ?? '');
  let price: ListingState['price'] = null;
  if (priceMatch && (priceMatch[1] || priceMatch[2])) {
    const from = priceMatch[1] ? Number(priceMatch[1]) : null;
    const to = priceMatch[2] ? Number(priceMatch[2]) : null;
    price = from !== null && to !== null && from > to ? { from: to, to: from } : { from, to };
  }
  const sortRaw = first(query.sort);
  const { options, fallback } = sortChoices(search);
  const sort = (options as readonly string[]).includes(sortRaw ?? '') ? (sortRaw as SortOption) : fallback;
  const pageRaw = Number(first(query.page));
  const page = Number.isInteger(pageRaw) && pageRaw >= 1 ? Math.min(pageRaw, MAX_LISTER_PAGE) : 1;
  return { filters, price, sort, page };
}

/**
 * The URL query of a listing state, minimal (defaults left out) and in a stable order so the same
 * listing always has the same URL (and the page cache and the browser history agree).
 */
export function listingQueryString(
  state: ListingState,
  extra: Record<string, string> = {},
  search = false,
): Record<string, string> {
  const out: Record<string, string> = { ...extra };
  for (const code of LISTING_FILTERS) {
    const values = state.filters[code];
    if (values?.length) out[code] = [...values].sort().join(',');
  }
  if (state.price && (state.price.from !== null || state.price.to !== null)) {
    out.price = `${state.price.from ?? ''}_${state.price.to ?? ''}`;
  }
  if (state.sort !== sortChoices(search).fallback) out.sort = state.sort;
  if (state.page > 1) out.page = String(state.page);
  return out;
}

/** How many products the state shows (24, then 12 more per step). */
export const itemsToShow = (page: number): number => LISTER_INITIAL + LISTER_INCREMENT * (Math.max(1, page) - 1);

/** Adds or removes one filter value; any change of selection starts the list again from the top. */
export function toggleFilter(state: ListingState, code: ListingFilter, value: string): ListingState {
  const current = state.filters[code] ?? [];
  const next = current.includes(value) ? current.filter((v) => v !== value) : [...current, value];
  const filters = { ...state.filters };
  if (next.length) filters[code] = next;
  else delete filters[code];
  return { ...state, filters, page: 1 };
}

export function setPrice(state: ListingState, from: number | null, to: number | null): ListingState {
  const price =
    from === null && to === null ? null : from !== null && to !== null && from > to ? { from: to, to: from } : { from, to };
  return { ...state, price, page: 1 };
}

export function setSort(state: ListingState, sort: SortOption): ListingState {
  return { ...state, sort, page: 1 };
}

export function clearFilters(state: ListingState): ListingState {
  return { ...state, filters: {}, price: null, page: 1 };
}

export const activeFilterCount = (state: ListingState): number =>
  Object.values(state.filters).reduce((sum, values) => sum + (values?.length ?? 0), 0) + (state.price ? 1 : 0);

const SORT_INPUT: Record<SortOption, ProductSortInput> = {
  position: { field: 'POSITION', direction: 'ASC' },
  price_asc: { field: 'PRICE', direction: 'ASC' },
  price_desc: { field: 'PRICE', direction: 'DESC' },
  name_asc: { field: 'NAME', direction: 'ASC' },
  newest: { field: 'NEWEST', direction: 'DESC' },
  relevance: { field: 'RELEVANCE', direction: 'DESC' },
};

/**
 * The `products` filter and sort for a state (spec §3/§5): attribute values comma-separated per
 * attribute, the price as one from_to range.
 */
export function listingFilterInput(
  state: ListingState,
  categoryId: number | null,
): { filter: ProductFilterInput; sort: ProductSortInput } {
  const filter: ProductFilterInput = {};
  if (categoryId !== null) filter.category_id = categoryId;
  const attributes = LISTING_FILTERS.flatMap((code) => {
    const values = state.filters[code];
    return values?.length ? [{ code, values: [...values].sort().join(',') }] : [];
  });
  if (attributes.length) filter.attributes = attributes;
  if (state.price) filter.price = [`${state.price.from ?? ''}_${state.price.to ?? ''}`];
  return { filter, sort: SORT_INPUT[state.sort] };
}

/**
 * The page to ask for when loading `LISTER_INCREMENT` more after `shown` items: 24 is a multiple
 * of 12, so the next 12 are always a whole page of size 12.
 */
export const nextPageNumber = (shown: number): number => Math.floor(shown / LISTER_INCREMENT) + 1;

import type { ProductListQuery } from './catalogue.types';

/**
 * The listing request (filters, price range, sort, page), parsed once at the API edge into a
 * typed `ProductListQuery`; deeper layers (service, repository, caches) take the typed value.
 */

/**
 * The largest amount a price range may name: the largest price product_prices can hold
 * (numeric(12,2), which the unit test holds it to), so 10 digits before the decimal point. The
 * currency with the largest units sold, KRW at about 1,750 to the pound, needs 8 for a £12,000
 * bike (21,000,000); a larger amount matches nothing as a start and limits nothing as an end.
 */
export const PRICE_FILTER_MAX = 9_999_999_999.99;

/** A price range in the listing's currency; a null side is no limit on that side. */
export type PriceRange = { from: number | null; to: number | null };

const PRICE_RANGE = /^\s*(\d+(?:\.\d+)?)?_(\d+(?:\.\d+)?)?\s*$/;

/**
 * One "from_to" range (spec §5) read: its sides, either of which may be empty (no limit on that
 * side) but not both, or what is wrong with it.
 */
export function readPriceRange(range: string): { ok: true; range: PriceRange } | { ok: false; problem: string } {
  const match = PRICE_RANGE.exec(range);
  if (!match || (match[1] === undefined && match[2] === undefined)) {
    return { ok: false, problem: `Price range "${range}" must look like from_to, e.g. 100_500 (either side may be empty).` };
  }
  const from = match[1] === undefined ? null : Number(match[1]);
  const to = match[2] === undefined ? null : Number(match[2]);
  if ((from ?? 0) > PRICE_FILTER_MAX || (to ?? 0) > PRICE_FILTER_MAX) {
    return { ok: false, problem: `Price range "${range}" goes above ${PRICE_FILTER_MAX}, the highest price there can be.` };
  }
  if (from !== null && to !== null && from > to) return { ok: false, problem: `Price range "${range}" starts above its end.` };
  return { ok: true, range: { from, to } };
}

/** The filter attributes of spec §9 (price is handled apart). */
export const FILTER_ATTRIBUTES = [
  'colour',
  'by_size',
  'shifting',
  'material',
  'condition',
  'discipline',
  'manufacturer',
  'fast_delivery',
  'filter_category',
  'bike_collection',
  'product_family',
] as const;
export type FilterAttribute = (typeof FILTER_ATTRIBUTES)[number];

/**
 * The price limit of "from_to" ranges (spec §5): the lowest `from` and the highest `to`, where an
 * open side is lower (or higher) than any amount, so it stays open; unreadable ranges are ignored.
 * Null without a readable range: no price filter, so no price limit in any currency.
 */
export function parsePriceFilter(ranges: readonly string[] | null | undefined): PriceRange | null {
  let merged: PriceRange | null = null;
  // A loop, not Math.min(...): a request may carry more ranges than a call has arguments.
  for (const text of ranges ?? []) {
    const read = readPriceRange(text);
    if (!read.ok) continue;
    const { from, to } = read.range;
    merged = merged
      ? {
          from: merged.from === null || from === null ? null : Math.min(merged.from, from),
          to: merged.to === null || to === null ? null : Math.max(merged.to, to),
        }
      : { from, to };
  }
  return merged;
}

/**
 * Attribute filters from the spec's shape (comma-separated values per attribute name): unknown
 * attributes and empty values are dropped, values trimmed and de-duplicated.
 */
export function parseAttributeFilters(
  filters: readonly { code: string; values: string }[] | null | undefined,
): Partial<Record<FilterAttribute, string[]>> {
  const out: Partial<Record<FilterAttribute, string[]>> = {};
  for (const { code, values } of filters ?? []) {
    if (!(FILTER_ATTRIBUTES as readonly string[]).includes(code)) continue;
    const list = [
      ...new Set(
        values
          .split(',')
          .map((v) => v.trim())
          .filter(Boolean),
      ),
    ];
    if (list.length) out[code as FilterAttribute] = [...new Set([...(out[code as FilterAttribute] ?? []), ...list])];
  }
  return out;
}

/** `specialPrice` is the one that applies (price.rules.ts decided it when the option was read). */
export type ProductSort = { field: 'position' | 'price' | 'name' | 'newest' | 'relevance'; direction: 'asc' | 'desc' };
/** Spec §3: the listing sorts by position ascending unless told otherwise. */
export const DEFAULT_SORT: ProductSort = { field: 'position', direction: 'asc' };
/** Search results come best match first unless told otherwise. */
export const DEFAULT_SEARCH_SORT: ProductSort = { field: 'relevance', direction: 'desc' };

/** Clamps paging: page ≥ 1, page size 1–MAX_PAGE_SIZE (24 by default, spec §9). */
/**
 * Largest page a listing query may ask for: a storefront URL that had "load more" pressed 14
 * times shows 24 + 12 × 14 = 192 products and is rendered from one query.
 */
export const MAX_PAGE_SIZE = 200;

export function normalisePaging(
  currentPage: number | null | undefined,
  pageSize: number | null | undefined,
): { page: number; size: number } {
  const size = Math.min(MAX_PAGE_SIZE, Math.max(1, Math.trunc(pageSize ?? 24)));
  const page = Math.max(1, Math.trunc(currentPage ?? 1));
  return { page, size };
}

/**
 * What is wrong with a listing request's arguments, in words a frontend developer can act on
 * (an empty list when nothing is). The API answers these as input errors instead of guessing.
 */
export function listingArgumentProblems(args: {
  pageSize?: number | null;
  currentPage?: number | null;
  attributes?: readonly { code: string; values: string }[] | null;
  price?: readonly string[] | null;
}): string[] {
  const problems: string[] = [];
  if (args.pageSize != null && (args.pageSize < 1 || args.pageSize > MAX_PAGE_SIZE)) {
    problems.push(`pageSize must be between 1 and ${MAX_PAGE_SIZE}.`);
  }
  if (args.currentPage != null && args.currentPage < 1) problems.push('currentPage must be 1 or more.');
  for (const { code } of args.attributes ?? []) {
    if (!(FILTER_ATTRIBUTES as readonly string[]).includes(code)) {
      problems.push(`Unknown filter attribute "${code}". Use one of: ${FILTER_ATTRIBUTES.join(', ')}.`);
    }
  }
  for (const range of args.price ?? []) {
    const read = readPriceRange(range);
    if (!read.ok) problems.push(read.problem);
  }
  return problems;
}

/** The listing arguments as the API receives them. */
export type ListingArguments = {
  categoryId?: number | null;
  /** Attribute filters in the spec's shape: comma-separated values per attribute code. */
  attributes?: readonly { code: string; values: string }[] | null;
  /** Price ranges as "from_to" strings. */
  price?: readonly string[] | null;
  sort?: ProductSort | null;
  currentPage?: number | null;
  pageSize?: number | null;
};

/** Where the listing is read: storefront, currency and, for search results, the prepared search. */
export type ListingScope = { store: string; currency: string; search?: { config: string; tsquery: string } | null };

/**
 * The one parser of a listing request: its problems (in words a frontend developer can act on), or
 * the typed query with paging normalised, filters de-duplicated and the sort defaulted (position,
 * or relevance for a search).
 */
export function parseListingQuery(
  args: ListingArguments,
  scope: ListingScope,
): { ok: true; query: ProductListQuery } | { ok: false; problems: string[] } {
  const problems = listingArgumentProblems({
    pageSize: args.pageSize,
    currentPage: args.currentPage,
    attributes: args.attributes,
    price: args.price,
  });
  if (problems.length) return { ok: false, problems };
  const { page, size } = normalisePaging(args.currentPage, args.pageSize);
  const search = scope.search ? { config: scope.search.config, tsquery: scope.search.tsquery } : null;
  return {
    ok: true,
    query: {
      store: scope.store,
      currency: scope.currency,
      categoryId: args.categoryId ?? null,
      filters: parseAttributeFilters(args.attributes),
      price: parsePriceFilter(args.price),
      search,
      sort: args.sort ?? (search ? DEFAULT_SEARCH_SORT : DEFAULT_SORT),
      page,
      size,
    },
  };
}

/**
 * The cache key of a typed listing query: the same listing gives the same key whatever order its
 * filters or values were given in (memoised listing pages and facet counts are keyed by it).
 */
export function listingKey(query: ProductListQuery): string {
  const filters = FILTER_ATTRIBUTES.flatMap((code) => {
    const values = query.filters[code];
    return values?.length ? [`${code}=${[...values].sort().join(',')}`] : [];
  });
  return [
    query.store,
    query.currency,
    query.categoryId ?? '',
    filters.join('&'),
    query.price ? `${query.price.from ?? ''}_${query.price.to ?? ''}` : '',
    query.search ? `${query.search.config}:${query.search.tsquery}` : '',
    `${query.sort.field}:${query.sort.direction}`,
    query.page,
    query.size,
  ].join('|');
}

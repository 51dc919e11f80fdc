import type { ProductListQuery } from './catalogue.types';

/**
 * The listing request (filters, price range, sort, page), parsed once at the API edge into a
 * typed `ProductListQuery`; deeper layers (service, repository, caches) take the typed value.
 */

/** Spec §5/§9: with no price filter the range is 0 to 10000. */
export const PRICE_FILTER_DEFAULTS = { from: 0, to: 10000 } as const;

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
 * Parses price ranges given as "from_to" strings (spec §5): the lowest `from` and the highest `to`
 * are used; unreadable ranges are ignored; with none the defaults 0 and 10000 apply.
 */
export function parsePriceFilter(ranges: readonly string[] | null | undefined): { from: number; to: number } {
  const froms: number[] = [];
  const tos: number[] = [];
  for (const range of ranges ?? []) {
    const match = /^\s*(\d+(?:\.\d+)?)?_(\d+(?:\.\d+)?)?\s*$/.exec(range);
    if (!match || (match[1] === undefined && match[2] === undefined)) continue;
    froms.push(match[1] === undefined ? PRICE_FILTER_DEFAULTS.from : Number(match[1]));
    tos.push(match[2] === undefined ? PRICE_FILTER_DEFAULTS.to : Number(match[2]));
  }
  if (froms.length === 0) return { ...PRICE_FILTER_DEFAULTS };
  return { from: Math.min(...froms), to: Math.max(...tos) };
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
    const match = /^\s*(\d+(?:\.\d+)?)?_(\d+(?:\.\d+)?)?\s*$/.exec(range);
    if (!match || (match[1] === undefined && match[2] === undefined)) {
      problems.push(`Price range "${range}" must look like from_to, e.g. 100_500 (either side may be empty).`);
    } else if (match[1] !== undefined && match[2] !== undefined && Number(match[1]) > Number(match[2])) {
      problems.push(`Price range "${range}" starts above its end.`);
    }
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
      price: args.price?.length ? parsePriceFilter(args.price) : null,
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
    query.price ? `${query.price.from}_${query.price.to}` : '',
    query.search ? `${query.search.config}:${query.search.tsquery}` : '',
    `${query.sort.field}:${query.sort.direction}`,
    query.page,
    query.size,
  ].join('|');
}

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
export type OptionForSort = { isDefault: boolean; price: number; specialPrice: number | null; position?: number };

/** Spec §9: the default option first, then by lowest special price or price (then position). */
export function sortOptions<T extends OptionForSort>(options: readonly T[]): T[] {
  const effective = (o: T) => o.specialPrice ?? o.price;
  return [...options].sort(
    (a, b) => Number(b.isDefault) - Number(a.isDefault) || effective(a) - effective(b) || (a.position ?? 0) - (b.position ?? 0),
  );
}

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

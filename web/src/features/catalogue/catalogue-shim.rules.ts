import type { ProductAttributeFilterInput } from '../../graphql/graphql';
import { BadRequest } from '../../shared/api/gateway-operation';
import { isListingFilter, LISTING_FILTERS } from './listing.rules';

/** The legacy products payload (spec §7): pageSize, categoryId, currentPage, fromPrice, toPrice, filters, sort. */
export type LegacyProductsPayload = {
  pageSize?: unknown;
  categoryId?: unknown;
  currentPage?: unknown;
  fromPrice?: unknown;
  toPrice?: unknown;
  filters?: unknown;
  sort?: unknown;
};

const SORT_FIELDS = { position: 'POSITION', price: 'PRICE', name: 'NAME', newest: 'NEWEST' } as const;

const toInt = (value: unknown): number | undefined => {
  const n = typeof value === 'string' ? Number(value) : value;
  return typeof n === 'number' && Number.isFinite(n) ? Math.trunc(n) : undefined;
};

/**
 * Turns the legacy payload into the products query's variables: filters as an object of
 * comma-separated values per attribute, the price as one from_to range, and the sort either as
 * "price DESC" or as Magento's { price: "DESC" }. Throws BadRequest for a filter attribute the API
 * does not have.
 */
export function toProductListVariables(payload: LegacyProductsPayload) {
  const attributes = Object.entries(
    typeof payload.filters === 'object' && payload.filters ? (payload.filters as Record<string, unknown>) : {},
  )
    .filter(([code, values]) => code !== 'price' && (typeof values === 'string' || Array.isArray(values)))
    .map(([code, values]): ProductAttributeFilterInput => {
      if (!isListingFilter(code)) {
        throw new BadRequest(`Unknown filter attribute "${code}". Use one of: ${LISTING_FILTERS.join(', ')}.`);
      }
      return { code, values: Array.isArray(values) ? values.join(',') : String(values) };
    });
  const from = toInt(payload.fromPrice);
  const to = toInt(payload.toPrice);
  let sort: { field: (typeof SORT_FIELDS)[keyof typeof SORT_FIELDS]; direction: 'ASC' | 'DESC' } | undefined;
  const [rawField, rawDirection] =
    typeof payload.sort === 'string'
      ? payload.sort.trim().split(/\s+/)
      : typeof payload.sort === 'object' && payload.sort
        ? (Object.entries(payload.sort as Record<string, unknown>)[0] ?? [])
        : [];
  const field = SORT_FIELDS[String(rawField ?? '').toLowerCase() as keyof typeof SORT_FIELDS];
  if (field) sort = { field, direction: String(rawDirection ?? 'ASC').toUpperCase() === 'DESC' ? 'DESC' : 'ASC' };
  return {
    filter: {
      category_id: toInt(payload.categoryId),
      price: from !== undefined || to !== undefined ? [`${from ?? ''}_${to ?? ''}`] : undefined,
      attributes,
    },
    pageSize: toInt(payload.pageSize),
    currentPage: toInt(payload.currentPage),
    sort,
  };
}

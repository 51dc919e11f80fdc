import type { ProductAttributeFilterInput } from '../../graphql/graphql';
import { BadRequest } from '../../shared/api/gateway-operation';
import { isListingFilter, LISTING_FILTERS, readPriceInput } from './listing.rules';

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
 * What the legacy client sends as fromPrice and toPrice when the shopper has no price filter
 * (spec §5: "defaults 0 and 10000 when no price filter"; §9: "Price filter defaults 0 to 10000").
 * They are the ends of the old £ slider, not a limit: 10000 is £10,000 but only ¥10,000, ₩10,000
 * or 10,000 Ft, so sent on as a range they hid every bike above that in JPY, KRW and HUF. The API
 * has no such defaults: a listing without a price filter has no price condition.
 */
export const LEGACY_PRICE_DEFAULTS = { from: 0, to: 10000 } as const;

/** One side of the legacy price: a number or a numeric string, in whole units (`readPriceInput`); null for none. */
function legacyPriceSide(value: unknown, side: 'from' | 'to'): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? readPriceInput(String(value), side) : null;
  return typeof value === 'string' ? readPriceInput(value, side) : null;
}

/**
 * The legacy fromPrice/toPrice as the API's price filter: one "from_to" range whose empty side is
 * no limit on that side (commerce's readPriceRange), or none. The client sends the spec's defaults
 * when the shopper chose no price, so they mean no limit, in every currency:
 * - "from 0" limits nothing (no price is below 0): that side is left open;
 * - "to 10000" is the slider's default end when nothing below it was chosen (from 0 or none, so
 *   the pair is exactly the defaults), or when it is below a chosen start (from ¥50,000 "to
 *   10000" is from ¥50,000 on; as a range it would start above its end and be refused): open too;
 * - anything else is a range the shopper chose and is kept as sent, e.g. £2,000 to £10,000.
 * Amounts are read as the web's price boxes read them: whole units, a fraction rounded outwards
 * (to 1999.99 keeps a 1,999.99 price), a negative one 0; blank or not a number is no limit.
 * With neither side limited there is no price filter at all (undefined).
 */
export function legacyPriceFilter(fromPrice: unknown, toPrice: unknown): string[] | undefined {
  let from = legacyPriceSide(fromPrice, 'from');
  let to = legacyPriceSide(toPrice, 'to');
  if (from === LEGACY_PRICE_DEFAULTS.from) from = null;
  if (to === LEGACY_PRICE_DEFAULTS.to && (from === null || from > to)) to = null;
  return from === null && to === null ? undefined : [`${from ?? ''}_${to ?? ''}`];
}

/**
 * Turns the legacy payload into the products query's variables: filters as an object of
 * comma-separated values per attribute, the price as one from_to range (`legacyPriceFilter`: the
 * spec's defaults are no limit), and the sort either as
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
      price: legacyPriceFilter(payload.fromPrice, payload.toPrice),
      attributes,
    },
    pageSize: toInt(payload.pageSize),
    currentPage: toInt(payload.currentPage),
    sort,
  };
}

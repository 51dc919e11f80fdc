import { effectivePrice } from '../../shared/format/price.rules';

/** Spec §9: how many recently viewed products are shown. */
export const RECENTLY_VIEWED_LIMIT = 6;
/** The localStorage key of the recently viewed list (SKUs, newest first). */
export const RECENTLY_VIEWED_KEY = 'cadence.recentlyViewed';

const SKU = /^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/;

export type StockStatusLike = 'IN_STOCK' | 'OUT_OF_STOCK';
export type OptionLike = { sku: string; value: string; stock_status: StockStatusLike };

export type SizeChoice<O extends OptionLike> = { ok: true; option: O } | { ok: false; reason: 'noSize' | 'unknownSize' };

/**
 * Spec §5 'Please select a size': adding a bike needs one of its sizes. Answers the chosen option,
 * or why there is none (nothing chosen, or a value that is not one of the bike's sizes).
 */
export function validateSizeChoice<O extends OptionLike>(
  selected: string | null | undefined,
  sizes: readonly O[],
): SizeChoice<O> {
  if (!selected) return { ok: false, reason: 'noSize' };
  const option = sizes.find((o) => o.value === selected);
  return option ? { ok: true, option } : { ok: false, reason: 'unknownSize' };
}

/**
 * Which availability message an accessory shows (spec §8): 'soldOut' when the product is out of
 * stock (its API stock status, which the catalogue works out from its options), 'outOfStock' when
 * the chosen option is, 'inStock' when the chosen one (or a product without options) can be had,
 * and null while nothing is chosen.
 */
export function stockMessage(
  options: readonly OptionLike[],
  selectedSku: string | null | undefined,
  productStock: StockStatusLike,
): 'soldOut' | 'outOfStock' | 'inStock' | null {
  if (productStock === 'OUT_OF_STOCK') return 'soldOut';
  if (options.length === 0) return 'inStock';
  const selected = options.find((o) => o.sku === selectedSku);
  if (!selected) return null;
  return selected.stock_status === 'OUT_OF_STOCK' ? 'outOfStock' : 'inStock';
}

/** The option an accessory page starts with: the default one (sorted first) when it is in stock, else the first in stock. */
export function initialOption<O extends OptionLike>(options: readonly O[]): O | null {
  return options.find((o) => o.stock_status === 'IN_STOCK') ?? null;
}

/** Reads the stored recently viewed list, keeping only well-formed SKUs (the store may hold anything). */
export function parseRecentlyViewed(raw: string | null | undefined): string[] {
  if (!raw) return [];
  try {
    const value: unknown = JSON.parse(raw);
    if (!Array.isArray(value)) return [];
    const skus = value.filter((v): v is string => typeof v === 'string' && SKU.test(v));
    return [...new Set(skus)].slice(0, RECENTLY_VIEWED_LIMIT + 1);
  } catch {
    return [];
  }
}

/**
 * The list after viewing `sku`: it moves to the front, each SKU once. One more than the limit is
 * kept, so the list still fills up when the product being viewed is left out of it.
 */
export function recordRecentlyViewed(list: readonly string[], sku: string): string[] {
  if (!SKU.test(sku)) return [...list];
  return [sku, ...list.filter((s) => s !== sku)].slice(0, RECENTLY_VIEWED_LIMIT + 1);
}

/** What the recently viewed section shows: newest first, without the product on screen, at most 6. */
export function recentlyViewedToShow(list: readonly string[], currentSku: string | null): string[] {
  return list.filter((s) => s !== currentSku).slice(0, RECENTLY_VIEWED_LIMIT);
}

export type ProductJsonLdInput = {
  name: string;
  sku: string;
  description: string;
  manufacture: string;
  currency: string;
  aggregated_price: number | null;
  aggregated_price_special: number | null;
  stock_status: StockStatusLike;
  image: string | null;
  /** Prices of the builds, for a parent bike (an AggregateOffer over them). */
  buildPrices?: number[];
};

/**
 * schema.org Product with its Offer (price, currency, availability) for search engines. A parent
 * bike offers its builds: an AggregateOffer from the cheapest to the dearest. No price, no offer.
 */
export function productJsonLd(product: ProductJsonLdInput, url: string): Record<string, unknown> {
  const availability = `https://schema.org/${product.stock_status === 'IN_STOCK' ? 'InStock' : 'OutOfStock'}`;
  const price = effectivePrice(product);
  const prices = product.buildPrices?.filter((p) => Number.isFinite(p)) ?? [];
  let offers: Record<string, unknown> | undefined;
  if (prices.length > 0) {
    offers = {
      '@type': 'AggregateOffer',
      priceCurrency: product.currency,
      lowPrice: Math.min(...prices),
      highPrice: Math.max(...prices),
      offerCount: prices.length,
      availability,
    };
  } else if (price !== null) {
    offers = { '@type': 'Offer', url, priceCurrency: product.currency, price, availability };
  }
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    sku: product.sku,
    description: product.description,
    brand: { '@type': 'Brand', name: product.manufacture },
    ...(product.image ? { image: product.image } : {}),
    url,
    ...(offers ? { offers } : {}),
  };
}

/**
 * Sizes in frame order (XS before S, 52 before 54) for the size selector: the geometry lists sizes
 * in that order, while options come default-first then cheapest (spec §9). Sizes the geometry does
 * not list keep their order after the others.
 */
export function sizesInFrameOrder<O extends { value: string }>(sizes: readonly O[], frameOrder: readonly string[]): O[] {
  const rank = (o: O) => {
    const i = frameOrder.indexOf(o.value);
    return i === -1 ? frameOrder.length : i;
  };
  return sizes
    .map((o, i) => ({ o, i }))
    .sort((a, b) => rank(a.o) - rank(b.o) || a.i - b.i)
    .map(({ o }) => o);
}

/**
 * The specifications to compare builds by, `count` of them: those whose values differ between the
 * builds first (groupset, wheels…), then the shared ones, each group in display order.
 */
export function keySpecificationLabels(
  builds: readonly { specifications: readonly { label: string; value: string }[] }[],
  count: number,
): string[] {
  const labels: string[] = [];
  const values = new Map<string, Set<string>>();
  for (const build of builds) {
    for (const { label, value } of build.specifications) {
      if (!values.has(label)) {
        labels.push(label);
        values.set(label, new Set());
      }
      values.get(label)!.add(value);
    }
  }
  const differing = labels.filter((l) => builds.length > 1 && values.get(l)!.size > 1);
  const shared = labels.filter((l) => !differing.includes(l));
  return [...differing, ...shared].slice(0, count);
}

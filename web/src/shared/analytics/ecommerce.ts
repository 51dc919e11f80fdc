import { effectivePrice } from '../format/price.rules';
import { pushDataLayer, type DataLayerEvent } from './data-layer';

// Ecommerce events, apart from data-layer.ts: the header's search box sends its events from the
// first load, and the product fields and the price rule need not come with it (product and cart
// pages bring them).

/** A product as the ecommerce events carry it (spec §3 "product fields read by analytics"). */
export type AnalyticsProduct = {
  sku: string;
  name: string;
  manufacture?: string | null;
  category_level_1?: string | null;
  category_level_3?: string | null;
  aggregated_price?: number | null;
  aggregated_price_special?: number | null;
  /** Chosen option (size or colour), when one is chosen. */
  variant?: string | null;
};

/** GA4 ecommerce item: the price is the one the shopper pays (the effective price), none when not sold. */
export function toEcommerceItem(product: AnalyticsProduct, index?: number): DataLayerEvent {
  const price = effectivePrice(product) ?? undefined;
  return {
    item_id: product.sku,
    item_name: product.name,
    item_brand: product.manufacture ?? undefined,
    item_category: product.category_level_1 ?? undefined,
    item_category3: product.category_level_3 ?? undefined,
    item_variant: product.variant ?? undefined,
    price,
    index,
  };
}

/**
 * Ecommerce events in the GA4 shape (view_item, view_item_list, select_item, view_search_results…).
 * The previous ecommerce object is cleared first, as the tag manager expects.
 */
export function pushEcommerce(
  event: 'view_item' | 'view_item_list' | 'select_item' | 'view_search_results' | 'select_promotion',
  currency: string | null | undefined,
  products: AnalyticsProduct[],
  extra: Record<string, unknown> = {},
): void {
  pushDataLayer({ ecommerce: null });
  pushDataLayer({
    event,
    ...extra,
    ecommerce: { currency: currency ?? undefined, items: products.map((product, index) => toEcommerceItem(product, index)) },
  });
}

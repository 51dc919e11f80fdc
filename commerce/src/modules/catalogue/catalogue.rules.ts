import { drawnImageUrl } from '../../shared/media-url';
import type { ProductImage } from './catalogue.types';

export type OptionForSort = { isDefault: boolean; price: number; specialPrice: number | null; position?: number };

/** Spec §9: the default option first, then by lowest special price or price (then position). */
export function sortOptions<T extends OptionForSort>(options: readonly T[]): T[] {
  const effective = (o: T) => o.specialPrice ?? o.price;
  return [...options].sort(
    (a, b) => Number(b.isDefault) - Number(a.isDefault) || effective(a) - effective(b) || (a.position ?? 0) - (b.position ?? 0),
  );
}

/** Whether a product or option can be bought now. */
export type StockStatus = 'IN_STOCK' | 'OUT_OF_STOCK';

/** An option is in stock while any is left. */
export function optionStockStatus(option: { stockQty: number }): StockStatus {
  return option.stockQty > 0 ? 'IN_STOCK' : 'OUT_OF_STOCK';
}

/**
 * A product is in stock when any of its options is. A parent bike is a family of builds (each with
 * its own stock), and a product without options is sold without variants: both count as in stock.
 */
export function productStockStatus(product: { typeId: string }, options: readonly { stockQty: number }[]): StockStatus {
  if (product.typeId === 'parent-bike' || options.length === 0) return 'IN_STOCK';
  return options.some((o) => o.stockQty > 0) ? 'IN_STOCK' : 'OUT_OF_STOCK';
}

/** What stands in for a product without images: a generic part drawing. */
const FALLBACK_IMAGE = { kind: 'part', colour: '#5a6270', accent: '#1a1a1a' } as const;

/** A product's gallery as shoppers see it: its drawn images in order, or one generic drawing when it has none. */
export function productGallery(
  images: readonly Omit<ProductImage, 'productId'>[],
  productName: string,
): { url: string; label: string; position: number }[] {
  const drawn = images.length ? images : [{ position: 1, ...FALLBACK_IMAGE, alt: productName }];
  return drawn.map((i) => ({
    url: drawnImageUrl({ kind: i.kind, colour: i.colour, accent: i.accent }),
    label: i.alt || productName,
    position: i.position,
  }));
}

import { drawnImageUrl } from '../../shared/media-url';
import { sellingPrice } from './price.rules';
import type { ProductImage } from './catalogue.types';

export type OptionForSort = { isDefault: boolean; price: number; specialPrice: number | null; position?: number };

/** Spec §9: the default option first, then by lowest special price or price (then position). */
export function sortOptions<T extends OptionForSort>(options: readonly T[]): T[] {
  const effective = (o: T) => sellingPrice(o);
  return [...options].sort(
    (a, b) => Number(b.isDefault) - Number(a.isDefault) || effective(a) - effective(b) || (a.position ?? 0) - (b.position ?? 0),
  );
}

const LETTER_SIZES = ['xxs', 'xs', 's', 's-m', 'sm', 'm', 'm-l', 'ml', 'l', 'l-xl', 'xl', 'xxl', 'xxxl'];

/**
 * Ordering key of a size, as an option value ("S/M", "172.5mm", "1l") or as its filter slug
 * ("s-m", "172-5mm"): letter sizes XXS→XXXL (a saddle's "S3" with the S sizes), then measures
 * ascending (litres as 1000 ml, so 140 ml comes before 1 l), then the rest by name.
 */
export function sizeOrder(value: string): [number, number, string] {
  const key = value.toLowerCase().replace(/[/.]/g, '-');
  const letter = /^([a-z-]+?)(\d)?$/.exec(key);
  const index = letter ? LETTER_SIZES.indexOf(letter[1]!) : -1;
  if (index >= 0) return [0, index + Number(letter![2] ?? 0) / 10, key];
  const volume = /^(\d+(?:-\d+)?)(ml|l)$/.exec(key);
  if (volume) return [1, Number(volume[1]!.replace('-', '.')) * (volume[2] === 'l' ? 1000 : 1), key];
  const number = /(\d+(?:-\d+)?)/.exec(key)?.[1];
  if (number) return [1, Number(number.replace('-', '.')), key];
  return [2, 0, key];
}

/** Size order (`sizeOrder`): the size filter's values, XS before S, 165 mm before 170 mm. */
export function compareSizes(a: string, b: string): number {
  const [x, y] = [sizeOrder(a), sizeOrder(b)];
  return x[0] - y[0] || x[1] - y[1] || x[2].localeCompare(y[2], 'en', { numeric: true });
}

/** Whether a product or option can be bought now (the API's `stock_status`). */
export type StockStatus = 'IN_STOCK' | 'OUT_OF_STOCK';

/** What a stock figure says about a quantity: enough left, not enough, or none kept (made to order). */
export type StockState = StockStatus | 'MADE_TO_ORDER';

/**
 * The stock rule, for every stock figure (a product option's, a configurator selection's, a cart
 * line's): null means made to order, so it never runs out; otherwise the units left either cover
 * the quantity wanted (one, unless said) or do not.
 */
export function stockStatus(stockQty: number | null, wanted = 1): StockState {
  if (stockQty === null) return 'MADE_TO_ORDER';
  return stockQty >= wanted ? 'IN_STOCK' : 'OUT_OF_STOCK';
}

/** Whether a stock figure covers a quantity (`stockStatus`: made to order always does). */
export function coversQuantity(stockQty: number | null, wanted: number): boolean {
  return stockStatus(stockQty, wanted) !== 'OUT_OF_STOCK';
}

/** An option can be bought while one is left or it is made to order ('Currently Out of Stock' otherwise). */
export function optionStockStatus(option: { stockQty: number | null }): StockStatus {
  return coversQuantity(option.stockQty, 1) ? 'IN_STOCK' : 'OUT_OF_STOCK';
}

/**
 * A product is in stock when any of its options is ('Currently sold out' otherwise). A parent bike
 * is a family of builds (each with its own stock), and a product without options is sold without
 * variants: both count as in stock.
 */
export function productStockStatus(product: { typeId: string }, options: readonly { stockQty: number | null }[]): StockStatus {
  if (product.typeId === 'parent-bike' || options.length === 0) return 'IN_STOCK';
  return options.some((o) => optionStockStatus(o) === 'IN_STOCK') ? 'IN_STOCK' : 'OUT_OF_STOCK';
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

/** Working days before a product is dispatched (the cart's dispatch date takes the longest of its items). */
export const LEAD_TIME_DAYS = { fastDelivery: 1, bike: 10, other: 3 } as const;

/**
 * A product's lead time: a product marked for fast delivery ships the next working day; a bike
 * otherwise is built to order (ten working days); anything else leaves the warehouse in three.
 */
export function leadTimeDays(product: { typeId: string; attributes: { fast_delivery?: string[] } }): number {
  if (product.attributes.fast_delivery?.includes('yes')) return LEAD_TIME_DAYS.fastDelivery;
  return product.typeId === 'child-bike' ? LEAD_TIME_DAYS.bike : LEAD_TIME_DAYS.other;
}

/** The mark in a bundle selection's sku that makes it a custom-colour item of a bike (spec §3). */
export const BUNDLE_COLOUR_MARK = 'BBCOLOUR';
/** The start of the sku of a configurator option that is not a paint (a component, a gradient, a logo colour). */
export const BUNDLE_OPTION_PREFIX = 'BBOPT-';

/** Whether a sku names a bundle selection (a paint or a configurator option) rather than a product. */
export function isBundleSelectionSku(sku: string): boolean {
  return sku.includes(BUNDLE_COLOUR_MARK) || sku.startsWith(BUNDLE_OPTION_PREFIX);
}

/**
 * Whether a product can be put in a cart: active, priced in the shopper's currency, and a thing
 * you can buy (a parent bike is a model overview; its builds are sold).
 */
export function isSold(product: { isActive: boolean; price: number | null; typeId: string }): boolean {
  return product.isActive && product.price !== null && product.typeId !== 'parent-bike';
}

/** Whether a product can be shipped to a country (its banned-countries list, spec §8 'banned shipping'). */
export function shipsTo(product: { bannedCountries: readonly string[] }, countryCode: string | null): boolean {
  return countryCode === null || !product.bannedCountries.includes(countryCode);
}

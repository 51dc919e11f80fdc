import type { ChoiceSection, OptionRules } from './configurator.types';
import type { ProductAttributes } from './catalogue.tables';
import type { FilterAttribute, PriceRange, ProductSort } from './listing-query.rules';

export type Category = {
  id: number;
  parentId: number | null;
  urlKey: string;
  urlPath: string;
  level: number;
  position: number;
  name: string;
  description: string | null;
  metaTitle: string | null;
  metaDescription: string | null;
  metaKeywords: string | null;
};

/**
 * A product's category as its card names it (the category levels a card and the ecommerce events
 * read): not the category's page texts, which a listing of 24 products would otherwise read dozens
 * of times over.
 */
export type ProductCategory = Pick<Category, 'id' | 'level' | 'name'>;

export type ProductType = 'child-bike' | 'parent-bike' | 'pac';

/** A product as listings and product pages see it, priced in one currency. */
export type Product = {
  id: number;
  sku: string;
  typeId: ProductType;
  parentId: number | null;
  urlKey: string;
  manufacturer: string;
  attributes: ProductAttributes;
  bannedCountries: string[];
  /** Inactive products stay readable by id (orders, carts) but are not sold. */
  isActive: boolean;
  createdAt: Date;
  name: string;
  subtitle: string | null;
  description: string;
  metaTitle: string | null;
  metaDescription: string | null;
  currency: string;
  /** Null when the product has no price in this currency (it is then not sold there). */
  price: number | null;
  /** The special price that applies now (lower than the price, inside its window: price.rules.ts), or null. */
  specialPrice: number | null;
};

export type ProductOption = {
  id: number;
  productId: number;
  sku: string;
  optionType: 'size' | 'colour';
  value: string;
  label: string;
  isDefault: boolean;
  stockQty: number;
  position: number;
  price: number;
  /** The special price that applies now (price.rules.ts), or null. */
  specialPrice: number | null;
};

export type ProductListQuery = {
  store: string;
  currency: string;
  categoryId: number | null;
  filters: Partial<Record<FilterAttribute, string[]>>;
  /**
   * Null without a price filter; a null side is no limit on that side (never both). The 0–10000
   * defaults are a slider's, not a cap on every currency (listing-query.rules.ts).
   */
  price: PriceRange | null;
  /** A full-text search the products must match (tsquery text in a text-search configuration). */
  search: { config: string; tsquery: string } | null;
  sort: ProductSort;
  page: number;
  size: number;
};

/** A facet value's count; `label` is a display name the data carries (brand names), if any. */
export type FacetCount = { code: string; value: string; count: number; label?: string | null };

export type ProductList = { items: Product[]; total: number };

/** What to draw for a product image (images are rendered from data, not stored files). */
export type ProductImage = { productId: number; position: number; kind: string; colour: string; accent: string; alt: string };

/** A category or product that a storefront shows (for the sitemap). */
export type ListedEntity = { entityType: 'category' | ProductType; id: number; store: string };

/** A bundle selection (a paint, a configurator option) priced in one currency: what it adds to its bike. */
export type BundleSelection = {
  id: number;
  sku: string;
  kind: 'colour' | 'option';
  /** The configurator section it is chosen in. */
  section: ChoiceSection;
  /** Models or families it is offered for; empty: every configurator bike. */
  families: string[];
  rules: OptionRules;
  code: string;
  hex: string;
  label: string;
  /** Null: made to order. */
  stockQty: number | null;
  price: number;
  /** The special price that applies now (price.rules), null when none. */
  specialPrice: number | null;
  position: number;
};

/**
 * What a sku sells: a product, with the option the sku names (a bike's size, an accessory's size or
 * colour) when it names one, or a bundle selection (sku containing BBCOLOUR).
 */
export type Sellable =
  | { kind: 'product'; sku: string; product: Product; option: ProductOption | null; options: ProductOption[] }
  | { kind: 'selection'; sku: string; selection: BundleSelection };

/**
 * Units an order takes of one thing that has stock: a product option (a size, a colour) or a
 * bundle selection (a custom colour). Products without options are not counted.
 */
export type StockNeed = {
  optionId: number | null;
  selectionId: number | null;
  quantity: number;
  /** What the shopper calls it (named in the sold-out message). */
  name: string;
};

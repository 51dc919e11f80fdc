import {
  boolean,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import type { ChoiceSection, OptionRules } from './configurator.types';
import type { FilterAttribute } from './listing-query.rules';

/** Filter attributes of a product (spec §9): attribute code → its values (comma-joined in filters). */
export type ProductAttributes = Partial<Record<FilterAttribute, string[]>>;

/** The category tree; url_path is the storefront path without outer slashes ("bikes/road"). */
export const categories = pgTable(
  'categories',
  {
    id: serial('id').primaryKey(),
    parentId: integer('parent_id'),
    urlKey: text('url_key').notNull(),
    urlPath: text('url_path').notNull(),
    level: integer('level').notNull(),
    position: integer('position').notNull(),
    isActive: boolean('is_active').notNull().default(true),
  },
  (t) => [uniqueIndex('categories_url_path').on(t.urlPath), index('categories_parent').on(t.parentId)],
);

export const categoryTranslations = pgTable(
  'category_translations',
  {
    categoryId: integer('category_id').notNull(),
    store: varchar('store', { length: 5 }).notNull(),
    name: text('name').notNull(),
    description: text('description'),
    metaTitle: text('meta_title'),
    metaDescription: text('meta_description'),
    metaKeywords: text('meta_keywords'),
  },
  (t) => [primaryKey({ columns: [t.categoryId, t.store] })],
);

/** Child bikes (builds), parent bikes (model overviews) and accessories/parts (pac). */
export const products = pgTable(
  'products',
  {
    id: serial('id').primaryKey(),
    sku: text('sku').notNull(),
    typeId: varchar('type_id', { length: 16 }).$type<'child-bike' | 'parent-bike' | 'pac'>().notNull(),
    /** A child bike's parent model. */
    parentId: integer('parent_id'),
    urlKey: text('url_key').notNull(),
    manufacturer: text('manufacturer').notNull(),
    attributes: jsonb('attributes').$type<ProductAttributes>().notNull(),
    /** ISO codes of countries this product cannot be shipped to. */
    bannedCountries: text('banned_countries').array().notNull().default([]),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('products_sku').on(t.sku),
    uniqueIndex('products_url_key').on(t.urlKey),
    index('products_parent').on(t.parentId),
  ],
);

/**
 * Each product's filter attribute values (`products.attributes`), one row per value: what a
 * listing's facet counts read, an index-only join in place of expanding every listed product's
 * attributes from JSON on each request. Written only by triggers on `products` (migration 0015),
 * so no writer of a product can leave it out of date.
 */
export const productFacetValues = pgTable(
  'product_facet_values',
  {
    productId: integer('product_id').notNull(),
    code: text('code').notNull(),
    value: text('value').notNull(),
  },
  (t) => [primaryKey({ columns: [t.productId, t.code, t.value] })],
);

export const productTranslations = pgTable(
  'product_translations',
  {
    productId: integer('product_id').notNull(),
    store: varchar('store', { length: 5 }).notNull(),
    name: text('name').notNull(),
    subtitle: text('subtitle'),
    description: text('description').notNull(),
    metaTitle: text('meta_title'),
    metaDescription: text('meta_description'),
  },
  (t) => [primaryKey({ columns: [t.productId, t.store] })],
);

export const productCategories = pgTable(
  'product_categories',
  {
    productId: integer('product_id').notNull(),
    categoryId: integer('category_id').notNull(),
    position: integer('position').notNull(),
  },
  (t) => [primaryKey({ columns: [t.categoryId, t.productId] }), index('product_categories_product').on(t.productId)],
);

/** The price list: one row per product and currency (not converted at render time). */
export const productPrices = pgTable(
  'product_prices',
  {
    productId: integer('product_id').notNull(),
    currency: varchar('currency', { length: 3 }).notNull(),
    price: numeric('price', { precision: 12, scale: 2, mode: 'number' }).notNull(),
    specialPrice: numeric('special_price', { precision: 12, scale: 2, mode: 'number' }),
    /** The special price's window (price.rules.ts): from inclusive, to exclusive, null for open. */
    specialFrom: timestamp('special_from', { withTimezone: true }),
    specialTo: timestamp('special_to', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.productId, t.currency] })],
);

/** Selectable options (sizes of a bike, sizes/colours of an accessory) with their stock. */
export const productOptions = pgTable(
  'product_options',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id').notNull(),
    sku: text('sku').notNull(),
    optionType: varchar('option_type', { length: 16 }).$type<'size' | 'colour'>().notNull(),
    value: text('value').notNull(),
    /** Display labels by storefront ({"en-GB": "Red", "de-DE": "Rot"}). */
    labels: jsonb('labels').$type<Record<string, string>>().notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    stockQty: integer('stock_qty').notNull(),
    position: integer('position').notNull(),
  },
  (t) => [uniqueIndex('product_options_sku').on(t.sku), index('product_options_product').on(t.productId)],
);

export const productOptionPrices = pgTable(
  'product_option_prices',
  {
    optionId: integer('option_id').notNull(),
    currency: varchar('currency', { length: 3 }).notNull(),
    price: numeric('price', { precision: 12, scale: 2, mode: 'number' }).notNull(),
    specialPrice: numeric('special_price', { precision: 12, scale: 2, mode: 'number' }),
    /** The special price's window (price.rules.ts): from inclusive, to exclusive, null for open. */
    specialFrom: timestamp('special_from', { withTimezone: true }),
    specialTo: timestamp('special_to', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.optionId, t.currency] })],
);

/** Related products, extras and linked specifications (components shown with a bike). */
export const productLinks = pgTable(
  'product_links',
  {
    productId: integer('product_id').notNull(),
    linkedProductId: integer('linked_product_id').notNull(),
    linkType: varchar('link_type', { length: 16 }).$type<'related' | 'extra' | 'specification'>().notNull(),
    position: integer('position').notNull(),
  },
  (t) => [primaryKey({ columns: [t.productId, t.linkType, t.linkedProductId] })],
);

/** Frame geometry per size of a child bike (millimetres and degrees). */
export const bikeGeometry = pgTable(
  'bike_geometry',
  {
    productId: integer('product_id').notNull(),
    size: text('size').notNull(),
    position: integer('position').notNull(),
    stack: integer('stack').notNull(),
    reach: integer('reach').notNull(),
    seatTube: integer('seat_tube').notNull(),
    topTube: integer('top_tube').notNull(),
    headAngle: numeric('head_angle', { precision: 4, scale: 1, mode: 'number' }).notNull(),
    seatAngle: numeric('seat_angle', { precision: 4, scale: 1, mode: 'number' }).notNull(),
    wheelbase: integer('wheelbase').notNull(),
    chainstay: integer('chainstay').notNull(),
    bbDrop: integer('bb_drop').notNull(),
    standover: integer('standover').notNull(),
  },
  (t) => [primaryKey({ columns: [t.productId, t.size] })],
);

/** Size guide: which rider heights (cm) each size fits. */
export const sizeGuides = pgTable(
  'size_guides',
  {
    productId: integer('product_id').notNull(),
    size: text('size').notNull(),
    riderHeightMin: integer('rider_height_min').notNull(),
    riderHeightMax: integer('rider_height_max').notNull(),
  },
  (t) => [primaryKey({ columns: [t.productId, t.size] })],
);

/** Key specifications of a bike as text, per storefront (Frame, Fork, Groupset, Wheels…). */
export const productSpecifications = pgTable(
  'product_specifications',
  {
    productId: integer('product_id').notNull(),
    store: varchar('store', { length: 5 }).notNull(),
    position: integer('position').notNull(),
    label: text('label').notNull(),
    value: text('value').notNull(),
  },
  (t) => [primaryKey({ columns: [t.productId, t.store, t.position] })],
);

/** Images are drawn from data (bikes in their colours, accessories by kind), not stored files. */
export const productImages = pgTable(
  'product_images',
  {
    productId: integer('product_id').notNull(),
    position: integer('position').notNull(),
    /** What to draw: 'road-bike', 'gravel-bike', 'e-bike', 'hybrid-bike', 'kids-bike', 'helmet', 'light', … */
    kind: text('kind').notNull(),
    /** Main and accent colours (#rrggbb). */
    colour: varchar('colour', { length: 7 }).notNull(),
    accent: varchar('accent', { length: 7 }).notNull(),
    alt: jsonb('alt').$type<Record<string, string>>().notNull(),
  },
  (t) => [primaryKey({ columns: [t.productId, t.position] })],
);

/**
 * Selections a bike is sold with as part of its bundle (spec §3 "Cart item"): paints (sku containing
 * BBCOLOUR, merged into the bike in the cart) and the configurator's other options (components,
 * gradient, logos, finish, protection, bags; sku starting BBOPT). They are never listed or searched
 * on their own; the cart attaches them to the bike they were chosen for.
 */
export const bundleSelections = pgTable(
  'bundle_selections',
  {
    id: serial('id').primaryKey(),
    sku: text('sku').notNull(),
    kind: varchar('kind', { length: 16 }).$type<'colour' | 'option'>().notNull(),
    /** The configurator section it is chosen in (configurator.types SECTION_IDS). */
    section: varchar('section', { length: 32 }).$type<ChoiceSection>().notNull().default('customColor'),
    /** Models (parent url keys) or families (product_family) it is offered for; empty: every configurator bike. */
    families: text('families').array().notNull().default([]),
    /** What the configurator's rules need to know about it (tone, finishes, requires, excludes…). */
    rules: jsonb('rules').$type<OptionRules>().notNull().default({}),
    /** The paint's code and colour (drawn in the cart and the configurator). */
    code: text('code').notNull(),
    hex: varchar('hex', { length: 7 }).notNull(),
    /** Display labels by storefront ({"en-GB": "Racing Red", "de-DE": "Rennrot"}). */
    labels: jsonb('labels').$type<Record<string, string>>().notNull(),
    /** Null: made to order, never out of stock. */
    stockQty: integer('stock_qty'),
    position: integer('position').notNull(),
    isActive: boolean('is_active').notNull().default(true),
  },
  (t) => [uniqueIndex('bundle_selections_sku').on(t.sku)],
);

/** The price list of bundle selections: what a selection adds to its bike, per currency. */
export const bundleSelectionPrices = pgTable(
  'bundle_selection_prices',
  {
    selectionId: integer('selection_id').notNull(),
    currency: varchar('currency', { length: 3 }).notNull(),
    price: numeric('price', { precision: 12, scale: 2, mode: 'number' }).notNull(),
    specialPrice: numeric('special_price', { precision: 12, scale: 2, mode: 'number' }),
    /** The special price's window (price.rules.ts): from inclusive, to exclusive, null for open. */
    specialFrom: timestamp('special_from', { withTimezone: true }),
    specialTo: timestamp('special_to', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.selectionId, t.currency] })],
);

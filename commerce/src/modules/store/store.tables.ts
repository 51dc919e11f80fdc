import { boolean, integer, jsonb, pgTable, serial, text, varchar } from 'drizzle-orm/pg-core';

/** One row per country the shop sells into (spec §3 "Country config entry"). */
export const countries = pgTable('countries', {
  code: varchar('code', { length: 2 }).primaryKey(),
  /** Display names keyed by storefront locale ({"en-GB": "Germany", "de-DE": "Deutschland"}). */
  names: jsonb('names').$type<Record<string, string>>().notNull(),
  currency: varchar('currency', { length: 3 }).notNull(),
  currencySign: text('currency_sign').notNull(),
  eswCode: varchar('esw_code', { length: 2 }).notNull(),
  locale: text('locale').notNull(),
  icon: text('icon').notNull(),
  /** False for countries the cross-border partner does not serve (spec §5 "non-partner list"). */
  partnerEnabled: boolean('partner_enabled').notNull().default(true),
  position: integer('position').notNull(),
});

/** The shop's own stores (click and collect picks one; staff on its network see its collections). */
export const shops = pgTable('shops', {
  code: varchar('code', { length: 16 }).primaryKey(),
  /** Display names keyed by storefront locale. */
  names: jsonb('names').$type<Record<string, string>>().notNull(),
  street: text('street').notNull(),
  city: text('city').notNull(),
  postcode: text('postcode').notNull(),
  countryCode: varchar('country_code', { length: 2 }).notNull(),
  position: integer('position').notNull(),
});

/** Store networks: shoppers inside these CIDR ranges are in a shop (no consent banner). */
export const storeNetworks = pgTable('store_networks', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  cidr: text('cidr').notNull().unique(),
  /** The store this network is in (its staff see that store's collections). */
  shopCode: varchar('shop_code', { length: 16 }).references(() => shops.code, { onDelete: 'set null' }),
});

export const featureFlags = pgTable('feature_flags', {
  key: text('key').primaryKey(),
  enabled: boolean('enabled').notNull(),
  description: text('description').notNull(),
});

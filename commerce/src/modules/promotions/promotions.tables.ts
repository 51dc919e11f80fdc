import { sql } from 'drizzle-orm';
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
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';

/**
 * A coupon (a cart price rule with a code): a percentage or a fixed amount off the eligible
 * subtotal, or free shipping; with an optional window, usage limits and a restriction to
 * categories or products. Fixed amounts and minimum subtotals are per currency (coupon_amounts).
 */
export const coupons = pgTable(
  'coupons',
  {
    id: serial('id').primaryKey(),
    /** Stored upper-case; shoppers may type it in any case. */
    code: text('code').notNull(),
    kind: varchar('kind', { length: 16 }).$type<'percent' | 'fixed' | 'free_shipping'>().notNull(),
    /** For percent coupons: 0 < percent ≤ 100. */
    percent: numeric('percent', { precision: 5, scale: 2, mode: 'number' }),
    /** Shown beside the discount, by storefront. */
    labels: jsonb('labels').$type<Record<string, string>>().notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    /** Redemptions allowed in all (null: unlimited) and per customer (null: unlimited). */
    usageLimit: integer('usage_limit'),
    usagePerCustomer: integer('usage_per_customer'),
    /** Only items of these categories (or their descendants' products) / these products count; empty: all. */
    categoryIds: integer('category_ids')
      .array()
      .notNull()
      .default(sql`'{}'`),
    productIds: integer('product_ids')
      .array()
      .notNull()
      .default(sql`'{}'`),
    isActive: boolean('is_active').notNull().default(true),
  },
  (t) => [uniqueIndex('coupons_code').on(t.code)],
);

/** A coupon's money in one currency: the fixed amount off and the minimum subtotal, each optional. */
export const couponAmounts = pgTable(
  'coupon_amounts',
  {
    couponId: integer('coupon_id')
      .notNull()
      .references(() => coupons.id, { onDelete: 'cascade' }),
    currency: varchar('currency', { length: 3 }).notNull(),
    amount: numeric('amount', { precision: 12, scale: 2, mode: 'number' }),
    minSubtotal: numeric('min_subtotal', { precision: 12, scale: 2, mode: 'number' }),
  },
  (t) => [primaryKey({ columns: [t.couponId, t.currency] })],
);

/** One use of a coupon by an order (checkout writes these; the limits count them). */
export const couponRedemptions = pgTable(
  'coupon_redemptions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    couponId: integer('coupon_id')
      .notNull()
      .references(() => coupons.id, { onDelete: 'cascade' }),
    /** Customers are referred to by id only; the customer module owns them. */
    customerId: uuid('customer_id'),
    orderNumber: text('order_number'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('coupon_redemptions_coupon_customer').on(t.couponId, t.customerId)],
);

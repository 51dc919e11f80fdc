import { numeric, pgTable, primaryKey, varchar } from 'drizzle-orm/pg-core';

/**
 * Delivery rates per destination country and method, in the country's currency: what items cost to
 * send, what a bike costs to send (bikes travel boxed, at their own rate), and the subtotal from
 * which items travel free where the shop offers it. The cart shows the `standard` rate; checkout
 * offers the others.
 */
export const shippingRates = pgTable(
  'shipping_rates',
  {
    countryCode: varchar('country_code', { length: 2 }).notNull(),
    method: varchar('method', { length: 16 }).$type<'standard' | 'next_day'>().notNull(),
    currency: varchar('currency', { length: 3 }).notNull(),
    itemsRate: numeric('items_rate', { precision: 12, scale: 2, mode: 'number' }).notNull(),
    bikeRate: numeric('bike_rate', { precision: 12, scale: 2, mode: 'number' }).notNull(),
    /** Items (not bikes) travel free from this subtotal; null: never free. */
    freeOver: numeric('free_over', { precision: 12, scale: 2, mode: 'number' }),
  },
  (t) => [primaryKey({ columns: [t.countryCode, t.method] })],
);

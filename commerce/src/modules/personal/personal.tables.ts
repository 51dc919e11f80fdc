import { index, jsonb, numeric, pgTable, primaryKey, text, timestamp, uuid, varchar } from 'drizzle-orm/pg-core';
import type { ChoiceSection } from '../catalogue/configurator.types';
import { customers } from '../customer/customer.tables';

/**
 * Bike designs a customer saved from the configurator (the personal area, spec §2 /my-{product}):
 * the model, the frame, the size and the choices that differ from the defaults, with the price it
 * had when saved. Owned by one customer; every read and write is scoped to that customer.
 */
export const savedDesigns = pgTable(
  'saved_designs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    modelUrlKey: text('model_url_key').notNull(),
    frame: text('frame').notNull(),
    size: text('size'),
    choices: jsonb('choices').$type<Partial<Record<ChoiceSection, string>>>().notNull(),
    priceSaved: numeric('price_saved', { precision: 12, scale: 2, mode: 'number' }).notNull(),
    currencySaved: varchar('currency_saved', { length: 3 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('saved_designs_customer_idx').on(t.customerId, t.createdAt)],
);

/** Products a customer saved (the heart on product cards and pages), newest first in the personal area. */
export const savedProducts = pgTable(
  'saved_products',
  {
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    sku: text('sku').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.customerId, t.sku] }), index('saved_products_customer_idx').on(t.customerId, t.createdAt)],
);

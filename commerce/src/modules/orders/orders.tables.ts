import { index, integer, jsonb, numeric, pgTable, text, timestamp, uuid, varchar } from 'drizzle-orm/pg-core';
// A foreign key only: the database keeps orders consistent with customers; nothing here reads them.
import { customers } from '../customer/customer.tables';

/** The address as it was when the order was placed (orders never follow address-book edits). */
export type OrderAddressSnapshot = {
  firstName: string;
  lastName: string;
  street: string[];
  city: string;
  postcode: string;
  region: string | null;
  countryCode: string;
  telephone: string | null;
};

/**
 * A customer's order (spec §3 "Order"). Checkout writes these; the account shows them. Money is
 * in the order's currency, as charged.
 */
export const salesOrders = pgTable(
  'sales_orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    number: text('number').notNull().unique(),
    customerId: uuid('customer_id').references(() => customers.id, { onDelete: 'set null' }),
    store: varchar('store', { length: 5 }).notNull(),
    status: text('status').notNull(),
    currency: varchar('currency', { length: 3 }).notNull(),
    subtotal: numeric('subtotal', { precision: 12, scale: 2, mode: 'number' }).notNull(),
    shippingAmount: numeric('shipping_amount', { precision: 12, scale: 2, mode: 'number' }).notNull(),
    grandTotal: numeric('grand_total', { precision: 12, scale: 2, mode: 'number' }).notNull(),
    shippingMethod: text('shipping_method'),
    paymentMethod: text('payment_method'),
    shippingAddress: jsonb('shipping_address').$type<OrderAddressSnapshot>(),
    billingAddress: jsonb('billing_address').$type<OrderAddressSnapshot>(),
    /** Cycle to Work certificate used to pay (issuer and amount), when there was one. */
    certificateIssuer: text('certificate_issuer'),
    certificateAmount: numeric('certificate_amount', { precision: 12, scale: 2, mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sales_orders_customer_idx').on(t.customerId, t.createdAt)],
);

export const salesOrderItems = pgTable(
  'sales_order_items',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => salesOrders.id, { onDelete: 'cascade' }),
    sku: text('sku').notNull(),
    name: text('name').notNull(),
    quantity: integer('quantity').notNull(),
    price: numeric('price', { precision: 12, scale: 2, mode: 'number' }).notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [index('sales_order_items_order_idx').on(t.orderId)],
);

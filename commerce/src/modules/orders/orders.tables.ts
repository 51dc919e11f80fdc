import { date, index, integer, jsonb, numeric, pgTable, text, timestamp, uniqueIndex, uuid, varchar } from 'drizzle-orm/pg-core';
// A foreign key only: the database keeps orders consistent with customers; nothing here reads them.
import { customers } from '../customer/customer.tables';
import type { OrderFinanceTerms } from './orders.types';

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
    /** pending → paid → dispatched → delivered, or cancelled (`orders.rules`); each change is in the history. */
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
    /** Who the order is for and how it was placed. */
    email: text('email'),
    channel: varchar('channel', { length: 16 }).notNull().default('shop'),
    /** The cart the order was placed from (one order per cart). */
    cartId: uuid('cart_id'),
    discountAmount: numeric('discount_amount', { precision: 12, scale: 2, mode: 'number' }).notNull().default(0),
    couponCode: text('coupon_code'),
    dispatchDate: date('dispatch_date', { mode: 'string' }),
    /** Click and collect: the shop the order is collected from. */
    collectionShop: text('collection_shop'),
    /** The card payment: the provider's reference and the card's last four digits (never the number). */
    paymentReference: text('payment_reference'),
    cardLast4: varchar('card_last4', { length: 4 }),
    /** The cross-border partner's order reference (orders it placed). */
    partnerReference: text('partner_reference'),
    /** Paid by finance: the loan's terms as agreed (the lender's decision moves the status). */
    financeTerms: jsonb('finance_terms').$type<OrderFinanceTerms>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('sales_orders_customer_idx').on(t.customerId, t.createdAt),
    uniqueIndex('sales_orders_cart').on(t.cartId),
    uniqueIndex('sales_orders_partner_reference').on(t.partnerReference),
    index('sales_orders_collection_idx').on(t.collectionShop, t.status),
  ],
);

/** Every status an order has had, with when (the order's history). */
export const salesOrderStatusHistory = pgTable(
  'sales_order_status_history',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => salesOrders.id, { onDelete: 'cascade' }),
    status: text('status').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sales_order_status_history_order_idx').on(t.orderId, t.at)],
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

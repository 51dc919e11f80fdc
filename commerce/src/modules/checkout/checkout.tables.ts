import { boolean, jsonb, pgTable, primaryKey, text, timestamp, uuid, varchar, integer } from 'drizzle-orm/pg-core';
// Foreign keys only: the database keeps checkout data consistent with carts and customers; nothing here reads them.
import { carts } from '../cart/cart.tables';
import { customers } from '../customer/customer.tables';
import type { OrderAddressSnapshot } from '../orders/orders.tables';

/** A checkout address: the order's snapshot plus the contact details checkout asks for. */
export type CheckoutAddress = OrderAddressSnapshot & { email: string | null };

/**
 * What the shopper has chosen so far in the shop's checkout for one cart (Magento keeps these on
 * the cart): addresses, the delivery method (and shop for click and collect) and the payment method.
 */
export const checkoutDetails = pgTable('checkout_details', {
  cartId: uuid('cart_id')
    .primaryKey()
    .references(() => carts.id, { onDelete: 'cascade' }),
  shippingAddress: jsonb('shipping_address').$type<CheckoutAddress>(),
  /** The address-book entry the shipping address came from, when it did. */
  shippingAddressId: integer('shipping_address_id'),
  billingAddress: jsonb('billing_address').$type<CheckoutAddress>(),
  billingSameAsShipping: boolean('billing_same_as_shipping').notNull().default(true),
  shippingMethod: varchar('shipping_method', { length: 32 }),
  collectionShop: text('collection_shop'),
  paymentMethod: varchar('payment_method', { length: 32 }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * One attempt to place an order, by its idempotency key: the first request with a key records the
 * order number here in the order's own transaction; a repeat of the key answers that order.
 */
export const checkoutAttempts = pgTable(
  'checkout_attempts',
  {
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    orderNumber: text('order_number').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.customerId, t.key] })],
);

/**
 * A card payment a checkout started and the card issuer asked the shopper to confirm, by the
 * provider's reference: whose it is, so only that customer can confirm it or place an order with
 * it. The order that captures it removes it, so a reference pays for one order.
 */
export const checkoutPaymentActions = pgTable('checkout_payment_actions', {
  reference: text('reference').primaryKey(),
  customerId: uuid('customer_id')
    .notNull()
    .references(() => customers.id, { onDelete: 'cascade' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  /**
   * Since when the payment counts as a decline against the card decline limits: from the moment the
   * issuer asks to confirm it (a card tester never answers), until it is authorised (then null). A
   * payment is one decline however often it is confirmed or looked up.
   */
  declineCountedAt: timestamp('decline_counted_at', { withTimezone: true }),
});

/**
 * A checkout handed to the cross-border partner: what the shop signed and sent, until the partner
 * confirms an order for it (or it expires). The partner's confirmation must name a live session.
 */
export const partnerSessions = pgTable('partner_sessions', {
  id: text('id').primaryKey(),
  cartId: uuid('cart_id')
    .notNull()
    .references(() => carts.id, { onDelete: 'cascade' }),
  /** The cart's id as shoppers and the partner see it. */
  cartMaskedId: text('cart_masked_id').notNull().default(''),
  customerId: uuid('customer_id')
    .notNull()
    .references(() => customers.id, { onDelete: 'cascade' }),
  store: varchar('store', { length: 5 }).notNull(),
  countryCode: varchar('country_code', { length: 2 }).notNull(),
  currency: varchar('currency', { length: 3 }).notNull(),
  /** The cart's version when the session was made: a cart changed since is not the one the partner priced. */
  cartVersion: integer('cart_version').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  orderNumber: text('order_number'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Webhook deliveries the shop has accepted, by the partner's event id: a replay records nothing new. */
export const partnerEvents = pgTable('partner_events', {
  eventId: text('event_id').primaryKey(),
  orderNumber: text('order_number'),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});

import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, timestamp, uniqueIndex, uuid, varchar } from 'drizzle-orm/pg-core';
// Foreign keys only: the database keeps carts consistent with customers; nothing here reads them.
import { customers } from '../customer/customer.tables';

/**
 * A cart (spec §3 "Cart"). `maskedId` is what shoppers and the API see: a long random identifier,
 * never a sequence. A customer has at most one active cart. `version` rises with every change
 * (checkout takes a cart over at a version). Prices are not stored: lines are priced from the
 * price lists in the shopper's currency whenever the cart is read.
 */
export const carts = pgTable(
  'carts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    maskedId: text('masked_id').notNull(),
    customerId: uuid('customer_id').references(() => customers.id, { onDelete: 'cascade' }),
    store: varchar('store', { length: 5 }).notNull(),
    isActive: boolean('is_active').notNull().default(true),
    couponCode: text('coupon_code'),
    version: integer('version').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('carts_masked_id').on(t.maskedId),
    uniqueIndex('carts_active_customer')
      .on(t.customerId)
      .where(sql`${t.isActive} and ${t.customerId} is not null`),
    // The guest cart sweep (CartRepository.deleteStaleGuestCarts): guest carts only, open or
    // closed, oldest change first; customers' carts are never in it.
    index('carts_guest_sweep')
      .on(t.isActive, t.updatedAt)
      .where(sql`${t.customerId} is null`),
  ],
);

/**
 * A cart line. A main line sells a product (with the option its sku names: a size, a colour); a
 * child line (`parentItemId` set) is a bundle selection attached to a bike line (a custom colour).
 * Products and selections are referred to by id only; the catalogue owns them.
 */
export const cartItems = pgTable(
  'cart_items',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    cartId: uuid('cart_id')
      .notNull()
      .references(() => carts.id, { onDelete: 'cascade' }),
    parentItemId: integer('parent_item_id'),
    /** The sku the shopper added (an option's sku for a size, a selection's for a colour). */
    sku: text('sku').notNull(),
    productId: integer('product_id'),
    optionId: integer('option_id'),
    selectionId: integer('selection_id'),
    quantity: integer('quantity').notNull(),
    position: integer('position').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('cart_items_cart').on(t.cartId, t.position)],
);

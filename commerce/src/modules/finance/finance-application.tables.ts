import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, numeric, pgTable, text, timestamp, uuid, varchar } from 'drizzle-orm/pg-core';

/** Stock an order took, as the catalogue counts it: what a declined application gives back. */
export type HeldStock = { optionId: number | null; selectionId: number | null; quantity: number; name: string }[];

/**
 * An application for the loan an order is paid with (one per order): the terms the shopper chose,
 * the lender's decision as its signed webhooks report it (submitted → referred → accepted or
 * declined; expired when nobody applied by the link's end), the deposit's card payment, and the
 * stock the order holds until the decision.
 */
export const financeApplications = pgTable(
  'finance_applications',
  {
    /** The reference the lender knows the application by (random, unguessable). */
    id: text('id').primaryKey(),
    orderNumber: text('order_number').notNull().unique(),
    customerId: uuid('customer_id'),
    store: varchar('store', { length: 5 }).notNull(),
    status: varchar('status', { length: 16 }).notNull(),
    productId: varchar('product_id', { length: 32 }).notNull(),
    months: integer('months').notNull(),
    apr: numeric('apr', { precision: 5, scale: 2, mode: 'number' }).notNull(),
    cashPrice: numeric('cash_price', { precision: 12, scale: 2, mode: 'number' }).notNull(),
    deposit: numeric('deposit', { precision: 12, scale: 2, mode: 'number' }).notNull(),
    loanAmount: numeric('loan_amount', { precision: 12, scale: 2, mode: 'number' }).notNull(),
    /** The deposit's card payment (none when there is no deposit). */
    depositReference: text('deposit_reference'),
    heldStock: jsonb('held_stock').$type<HeldStock>().notNull(),
    lenderReference: text('lender_reference'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** The lender's application link works until then. */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (t) => [
    check('finance_applications_status', sql`${t.status} in ('submitted', 'referred', 'accepted', 'declined', 'expired')`),
    check(
      'finance_applications_amounts',
      sql`${t.loanAmount} > 0 and ${t.deposit} >= 0 and ${t.cashPrice} = ${t.deposit} + ${t.loanAmount}`,
    ),
    index('finance_applications_customer_idx').on(t.customerId),
    // The expiry sweep reads submitted applications by their end.
    index('finance_applications_open_idx').on(t.status, t.expiresAt),
  ],
);

/** The lender's webhook events the shop has applied, by event id: a replayed delivery changes nothing. */
export const financeLenderEvents = pgTable('finance_lender_events', {
  eventId: text('event_id').primaryKey(),
  applicationId: text('application_id').notNull(),
  decision: varchar('decision', { length: 16 }).notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});

import { index, integer, numeric, pgTable, text, timestamp, uniqueIndex, uuid, varchar } from 'drizzle-orm/pg-core';

/**
 * A card payment as the shop knows it: the provider's reference, amount, status and the card's
 * last four digits. No card number, expiry or CVC is ever stored.
 */
export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    provider: varchar('provider', { length: 32 }).notNull(),
    reference: text('reference').notNull(),
    orderNumber: text('order_number'),
    status: varchar('status', { length: 32 }).notNull(),
    amount: numeric('amount', { precision: 12, scale: 2, mode: 'number' }).notNull(),
    refunded: numeric('refunded', { precision: 12, scale: 2, mode: 'number' }).notNull().default(0),
    currency: varchar('currency', { length: 3 }).notNull(),
    cardLast4: varchar('card_last4', { length: 4 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('payments_provider_reference').on(t.provider, t.reference), index('payments_order_idx').on(t.orderNumber)],
);

/**
 * Cycle to Work certificates: issued by a scheme (Cyclescheme, Cycle2Work…) to an employee for an
 * amount in pounds, redeemed once against an order.
 */
export const cycleToWorkCertificates = pgTable(
  'cycle_to_work_certificates',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    code: text('code').notNull(),
    issuer: text('issuer').notNull(),
    amount: numeric('amount', { precision: 12, scale: 2, mode: 'number' }).notNull(),
    currency: varchar('currency', { length: 3 }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    redeemedOrderNumber: text('redeemed_order_number'),
    redeemedAt: timestamp('redeemed_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('cycle_to_work_certificates_issuer_code').on(t.issuer, t.code)],
);

/** Webhook events the shop has applied, by the provider's event id: a replayed delivery changes nothing. */
export const paymentEvents = pgTable('payment_events', {
  eventId: text('event_id').primaryKey(),
  provider: varchar('provider', { length: 32 }).notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});

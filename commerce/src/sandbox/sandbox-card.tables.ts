import { numeric, pgTable, text, timestamp, varchar } from 'drizzle-orm/pg-core';

/**
 * The sandbox card provider's own ledger. The sandbox runs inside the shop, so its state lives in
 * the shop's database (a real provider keeps this on its side): what it authorised, for how much,
 * and whether the shopper has confirmed it yet. Infrastructure, not the payments domain: only the
 * sandbox reads or writes it (the table-ownership test); `db/schema.ts` gathers it for migrations.
 */
export const sandboxCardCharges = pgTable('sandbox_card_charges', {
  reference: text('reference').primaryKey(),
  status: varchar('status', { length: 32 }).notNull(),
  amount: numeric('amount', { precision: 12, scale: 2, mode: 'number' }).notNull(),
  captured: numeric('captured', { precision: 12, scale: 2, mode: 'number' }).notNull().default(0),
  refunded: numeric('refunded', { precision: 12, scale: 2, mode: 'number' }).notNull().default(0),
  currency: varchar('currency', { length: 3 }).notNull(),
  cardLast4: varchar('card_last4', { length: 4 }).notNull(),
  declineCode: text('decline_code'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

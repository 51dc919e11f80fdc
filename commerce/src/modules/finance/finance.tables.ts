import { sql } from 'drizzle-orm';
import { boolean, check, integer, numeric, pgTable, varchar } from 'drizzle-orm/pg-core';

/**
 * The lender's loan products (spec §3: product_id, months, apr, rb_min_loan, rb_max_loan), with the
 * terms a product may have besides: an arrangement fee, months deferred before the first repayment,
 * and buy now, pay later (one final payment). Amounts in pounds; finance is a UK offer.
 */
export const financeProducts = pgTable(
  'finance_products',
  {
    productId: varchar('product_id', { length: 32 }).primaryKey(),
    name: varchar('name', { length: 120 }).notNull(),
    months: integer('months').notNull(),
    apr: numeric('apr', { precision: 5, scale: 2, mode: 'number' }).notNull(),
    minLoan: numeric('min_loan', { precision: 12, scale: 2, mode: 'number' }).notNull(),
    maxLoan: numeric('max_loan', { precision: 12, scale: 2, mode: 'number' }).notNull(),
    arrangementFee: numeric('arrangement_fee', { precision: 12, scale: 2, mode: 'number' }).notNull().default(0),
    deferralMonths: integer('deferral_months').notNull().default(0),
    singleFinalPayment: boolean('single_final_payment').notNull().default(false),
    active: boolean('active').notNull().default(true),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    check('finance_products_terms', sql`${t.months} > 0 and ${t.apr} >= 0 and ${t.minLoan} > 0 and ${t.minLoan} <= ${t.maxLoan}`),
    check('finance_products_deferral', sql`${t.deferralMonths} >= 0 and ${t.deferralMonths} < ${t.months}`),
  ],
);

/** The deposits the calculator offers, in percent of the cash price (0–50). */
export const financeDeposits = pgTable(
  'finance_deposits',
  {
    percent: numeric('percent', { precision: 5, scale: 2, mode: 'number' }).primaryKey(),
    position: integer('position').notNull().default(0),
  },
  (t) => [check('finance_deposits_range', sql`${t.percent} >= 0 and ${t.percent} <= 50`)],
);

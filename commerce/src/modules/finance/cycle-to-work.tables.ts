import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, numeric, pgTable, text, timestamp, uuid, varchar } from 'drizzle-orm/pg-core';
// A foreign key only: the database keeps quotes consistent with customers; nothing here reads them.
import { customers } from '../customer/customer.tables';

/**
 * The Cycle to Work scheme providers an employer may use (issue 16), each with the certificate
 * values it accepts and its hire period. `max_certificate` null: the provider has no upper limit
 * (the employer sets one). Amounts in pounds; the scheme is a UK offer.
 */
export const cycleToWorkProviders = pgTable(
  'cycle_to_work_providers',
  {
    providerId: varchar('provider_id', { length: 32 }).primaryKey(),
    name: varchar('name', { length: 120 }).notNull(),
    minCertificate: numeric('min_certificate', { precision: 12, scale: 2, mode: 'number' }).notNull(),
    maxCertificate: numeric('max_certificate', { precision: 12, scale: 2, mode: 'number' }),
    hireMonths: integer('hire_months').notNull(),
    active: boolean('active').notNull().default(true),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    check(
      'cycle_to_work_providers_terms',
      sql`${t.hireMonths} > 0 and ${t.minCertificate} > 0 and (${t.maxCertificate} is null or ${t.minCertificate} <= ${t.maxCertificate})`,
    ),
  ],
);

/**
 * The income tax bands and the employee National Insurance rate that applies to each (configuration
 * data for the savings table: rates change with the tax year, the code does not). `region` is 'UK'
 * (England, Wales, Northern Ireland) or 'SCOTLAND'.
 */
export const cycleToWorkTaxBands = pgTable(
  'cycle_to_work_tax_bands',
  {
    bandId: varchar('band_id', { length: 32 }).primaryKey(),
    region: varchar('region', { length: 16 }).notNull(),
    taxYear: varchar('tax_year', { length: 7 }).notNull(),
    incomeTaxPercent: numeric('income_tax_percent', { precision: 5, scale: 2, mode: 'number' }).notNull(),
    nationalInsurancePercent: numeric('national_insurance_percent', { precision: 5, scale: 2, mode: 'number' }).notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    check(
      'cycle_to_work_tax_bands_rates',
      sql`${t.incomeTaxPercent} >= 0 and ${t.incomeTaxPercent} < 100 and ${t.nationalInsurancePercent} >= 0 and ${t.nationalInsurancePercent} < 100`,
    ),
  ],
);

/** A quoted item as it was when the quote was requested (prices in pence). */
export type CycleToWorkQuoteItemSnapshot = {
  sku: string;
  name: string;
  quantity: number;
  unitPriceMinor: number;
};

/** One row of the savings table as it was quoted (amounts in pence, the rates used). */
export type CycleToWorkSavingsSnapshot = {
  bandId: string;
  region: string;
  incomeTaxPercent: number;
  nationalInsurancePercent: number;
  monthlyGrossMinor: number;
  monthlyNetMinor: number;
  taxSavedMinor: number;
  nationalInsuranceSavedMinor: number;
  netCostMinor: number;
  savingPercent: number;
};

/**
 * A Cycle to Work quote a shopper requested to hand to their employer: a snapshot of the items,
 * provider terms and savings (a quote does not move when prices or rates change), valid until
 * `valid_until`. Guests' quotes have no customer; they are read with the number and the email.
 */
export const cycleToWorkQuotes = pgTable(
  'cycle_to_work_quotes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    number: varchar('number', { length: 16 }).notNull().unique(),
    customerId: uuid('customer_id').references(() => customers.id, { onDelete: 'set null' }),
    email: text('email').notNull(),
    store: varchar('store', { length: 5 }).notNull(),
    employerName: varchar('employer_name', { length: 120 }).notNull(),
    providerId: varchar('provider_id', { length: 32 })
      .notNull()
      .references(() => cycleToWorkProviders.providerId),
    providerName: varchar('provider_name', { length: 120 }).notNull(),
    hireMonths: integer('hire_months').notNull(),
    currency: varchar('currency', { length: 3 }).notNull(),
    total: numeric('total', { precision: 12, scale: 2, mode: 'number' }).notNull(),
    items: jsonb('items').$type<CycleToWorkQuoteItemSnapshot[]>().notNull(),
    savings: jsonb('savings').$type<CycleToWorkSavingsSnapshot[]>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    validUntil: timestamp('valid_until', { withTimezone: true }).notNull(),
  },
  (t) => [index('cycle_to_work_quotes_customer_idx').on(t.customerId, t.createdAt)],
);

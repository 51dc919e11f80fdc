import { asc, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { fromMinor, toMinor } from '../../shared/money';
import type { BandSavings, CycleToWorkProvider, TaxBand } from './cycle-to-work.rules';
import {
  cycleToWorkProviders,
  cycleToWorkQuotes,
  cycleToWorkTaxBands,
  type CycleToWorkQuoteItemSnapshot,
} from './cycle-to-work.tables';

/** A stored quote, as the service answers it (amounts in pence). */
export type CycleToWorkQuote = {
  number: string;
  customerId: string | null;
  email: string;
  store: string;
  employerName: string;
  providerId: string;
  providerName: string;
  hireMonths: number;
  currency: string;
  totalMinor: number;
  items: CycleToWorkQuoteItemSnapshot[];
  savings: BandSavings[];
  createdAt: Date;
  validUntil: Date;
};

export type NewCycleToWorkQuote = Omit<CycleToWorkQuote, 'createdAt'> & { createdAt: Date };

type QuoteRow = typeof cycleToWorkQuotes.$inferSelect;

const toQuote = (row: QuoteRow): CycleToWorkQuote => ({
  number: row.number,
  customerId: row.customerId,
  email: row.email,
  store: row.store,
  employerName: row.employerName,
  providerId: row.providerId,
  providerName: row.providerName,
  hireMonths: row.hireMonths,
  currency: row.currency,
  totalMinor: toMinor(row.total),
  items: row.items,
  savings: row.savings,
  createdAt: row.createdAt,
  validUntil: row.validUntil,
});

/** Cycle to Work providers, tax bands and quotes: the only code that reads their tables. */
export class CycleToWorkRepository {
  constructor(private readonly db: Db) {}

  /** The active providers in display order, amounts in pence. */
  async listProviders(): Promise<CycleToWorkProvider[]> {
    const rows = await this.db
      .select()
      .from(cycleToWorkProviders)
      .where(eq(cycleToWorkProviders.active, true))
      .orderBy(asc(cycleToWorkProviders.position), asc(cycleToWorkProviders.providerId));
    return rows.map((row) => ({
      providerId: row.providerId,
      name: row.name,
      minCertificateMinor: toMinor(row.minCertificate),
      maxCertificateMinor: row.maxCertificate === null ? null : toMinor(row.maxCertificate),
      hireMonths: row.hireMonths,
    }));
  }

  /** The tax bands in display order (UK bands, then Scottish). */
  async listTaxBands(): Promise<TaxBand[]> {
    const rows = await this.db
      .select()
      .from(cycleToWorkTaxBands)
      .orderBy(asc(cycleToWorkTaxBands.position), asc(cycleToWorkTaxBands.bandId));
    return rows.map((row) => ({
      bandId: row.bandId,
      region: row.region,
      taxYear: row.taxYear,
      incomeTaxPercent: row.incomeTaxPercent,
      nationalInsurancePercent: row.nationalInsurancePercent,
    }));
  }

  /** Stores a quote; false when its number is taken already (the caller draws another). */
  async insertQuote(quote: NewCycleToWorkQuote): Promise<boolean> {
    const inserted = await this.db
      .insert(cycleToWorkQuotes)
      .values({ ...quote, total: fromMinor(quote.totalMinor) })
      .onConflictDoNothing({ target: cycleToWorkQuotes.number })
      .returning({ id: cycleToWorkQuotes.id });
    return inserted.length > 0;
  }

  /** A quote by its number, or null. */
  async findQuote(number: string): Promise<CycleToWorkQuote | null> {
    const [row] = await this.db.select().from(cycleToWorkQuotes).where(eq(cycleToWorkQuotes.number, number)).limit(1);
    return row ? toQuote(row) : null;
  }

  /** A customer's quotes, newest first (at most `limit`). */
  async listCustomerQuotes(customerId: string, limit: number): Promise<CycleToWorkQuote[]> {
    const rows = await this.db
      .select()
      .from(cycleToWorkQuotes)
      .where(eq(cycleToWorkQuotes.customerId, customerId))
      .orderBy(desc(cycleToWorkQuotes.createdAt), desc(cycleToWorkQuotes.number))
      .limit(limit);
    return rows.map(toQuote);
  }
}

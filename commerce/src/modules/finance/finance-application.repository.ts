import { and, asc, eq, inArray, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { financeApplications, financeLenderEvents, type HeldStock } from './finance-application.tables';
import type { ApplicationStatus, LenderDecision } from './finance-application.rules';

export type FinanceApplication = {
  id: string;
  orderNumber: string;
  customerId: string | null;
  store: string;
  status: ApplicationStatus;
  productId: string;
  months: number;
  apr: number;
  cashPrice: number;
  deposit: number;
  loanAmount: number;
  depositReference: string | null;
  heldStock: HeldStock;
  lenderReference: string | null;
  createdAt: Date;
  expiresAt: Date;
  decidedAt: Date | null;
};

export type NewFinanceApplication = Omit<FinanceApplication, 'status' | 'lenderReference' | 'decidedAt' | 'createdAt'> & {
  createdAt: Date;
};

const toApplication = (row: typeof financeApplications.$inferSelect): FinanceApplication => ({
  ...row,
  status: row.status as ApplicationStatus,
});

/** Finance applications and the lender events applied to them. */
export class FinanceApplicationRepository {
  constructor(private readonly db: Db) {}

  withDb(db: Db): FinanceApplicationRepository {
    return new FinanceApplicationRepository(db);
  }

  async insert(application: NewFinanceApplication): Promise<void> {
    await this.db.insert(financeApplications).values({ ...application, status: 'submitted' });
  }

  async find(id: string): Promise<FinanceApplication | null> {
    const [row] = await this.db.select().from(financeApplications).where(eq(financeApplications.id, id));
    return row ? toApplication(row) : null;
  }

  async findByOrder(orderNumber: string): Promise<FinanceApplication | null> {
    const [row] = await this.db.select().from(financeApplications).where(eq(financeApplications.orderNumber, orderNumber));
    return row ? toApplication(row) : null;
  }

  /** An application, its row locked until the caller's transaction ends (decisions on it queue up). */
  async findForUpdate(id: string): Promise<FinanceApplication | null> {
    const [row] = await this.db.select().from(financeApplications).where(eq(financeApplications.id, id)).for('update');
    return row ? toApplication(row) : null;
  }

  /** The stock each open (submitted or referred) application of a customer holds. */
  async openHoldings(customerId: string): Promise<{ heldStock: HeldStock }[]> {
    return this.db
      .select({ heldStock: financeApplications.heldStock })
      .from(financeApplications)
      .where(and(eq(financeApplications.customerId, customerId), inArray(financeApplications.status, ['submitted', 'referred'])));
  }

  /**
   * Applications that have run out (`hasExpired`): submitted ones whose link ended, referred ones
   * placed before `referredBefore`; oldest first, at most `limit`.
   */
  async listRunOut(now: Date, referredBefore: Date, limit: number): Promise<string[]> {
    const rows = await this.db
      .select({ id: financeApplications.id })
      .from(financeApplications)
      .where(
        or(
          and(eq(financeApplications.status, 'submitted'), lte(financeApplications.expiresAt, now)),
          and(eq(financeApplications.status, 'referred'), lte(financeApplications.createdAt, referredBefore)),
        ),
      )
      .orderBy(asc(financeApplications.createdAt))
      .limit(limit);
    return rows.map((row) => row.id);
  }

  /** Marks an application expired (only an undecided one: submitted or referred). */
  async expire(id: string, at: Date): Promise<boolean> {
    const rows = await this.db
      .update(financeApplications)
      .set({ status: 'expired', decidedAt: at })
      .where(and(eq(financeApplications.id, id), inArray(financeApplications.status, ['submitted', 'referred'])))
      .returning({ id: financeApplications.id });
    return rows.length === 1;
  }

  /**
   * Holds, until the caller's transaction ends, the right to open an application for this customer:
   * two orders placed at the same moment count each other's applications.
   */
  async lockCustomer(customerId: string): Promise<void> {
    await this.db.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`finance-applications:${customerId}`}, 0))`);
  }

  /** Records an event id once; false when it was recorded before (a replayed delivery). */
  async claimEvent(eventId: string, applicationId: string, decision: LenderDecision): Promise<boolean> {
    const rows = await this.db
      .insert(financeLenderEvents)
      .values({ eventId, applicationId, decision })
      .onConflictDoNothing()
      .returning({ eventId: financeLenderEvents.eventId });
    return rows.length === 1;
  }

  /** Moves an application from one of `from` to `to` (a concurrent decision wins once); false when it was not in `from`. */
  async decide(
    id: string,
    from: readonly ApplicationStatus[],
    to: ApplicationStatus,
    lenderReference: string,
    at: Date,
  ): Promise<boolean> {
    const rows = await this.db
      .update(financeApplications)
      .set({ status: to, lenderReference, decidedAt: to === 'referred' ? null : at })
      .where(and(eq(financeApplications.id, id), inArray(financeApplications.status, [...from])))
      .returning({ id: financeApplications.id });
    return rows.length === 1;
  }
}

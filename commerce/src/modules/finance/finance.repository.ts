import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { toMinor } from '../../shared/money';
import type { FinanceProduct } from './finance.rules';
import { financeDeposits, financeProducts } from './finance.tables';

export class FinanceRepository {
  constructor(private readonly db: Db) {}

  /** The active loan products, in display order, amounts in pence. */
  async listProducts(): Promise<FinanceProduct[]> {
    const rows = await this.db
      .select()
      .from(financeProducts)
      .where(eq(financeProducts.active, true))
      .orderBy(asc(financeProducts.position), asc(financeProducts.productId));
    return rows.map((row) => ({
      productId: row.productId,
      name: row.name,
      months: row.months,
      apr: row.apr,
      minLoanMinor: toMinor(row.minLoan),
      maxLoanMinor: toMinor(row.maxLoan),
      arrangementFeeMinor: toMinor(row.arrangementFee),
      deferralMonths: row.deferralMonths,
      singleFinalPayment: row.singleFinalPayment,
    }));
  }

  /** The deposit percentages offered, in display order. */
  async listDeposits(): Promise<number[]> {
    const rows = await this.db
      .select()
      .from(financeDeposits)
      .orderBy(asc(financeDeposits.position), asc(financeDeposits.percent));
    return rows.map((row) => row.percent);
  }
}

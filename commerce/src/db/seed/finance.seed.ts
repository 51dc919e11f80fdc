import type { Db } from '../client';
import { financeDeposits, financeProducts } from '../../modules/finance/finance.tables';
import { seedCycleToWork } from './cycle-to-work.seed';

/**
 * The lender's products a UK shop typically offers: interest free over 12 and 24 months, 9.9 % and
 * 14.9 % APR over 36 and 48 months, and buy now, pay later (one final payment after 12 months, with
 * an arrangement fee). Loans from £250 (interest free) or £500–£1,000 up to £25,000.
 */
export const financeProductSeed: (typeof financeProducts.$inferInsert)[] = [
  { productId: 'IFC12', name: 'Interest free credit over 12 months', months: 12, apr: 0, minLoan: 250, maxLoan: 25_000 },
  { productId: 'IFC24', name: '0% APR over 24 months', months: 24, apr: 0, minLoan: 500, maxLoan: 25_000 },
  { productId: 'CL36-9.9', name: '9.9% APR over 36 months', months: 36, apr: 9.9, minLoan: 1_000, maxLoan: 25_000 },
  { productId: 'CL48-9.9', name: '9.9% APR over 48 months', months: 48, apr: 9.9, minLoan: 1_000, maxLoan: 25_000 },
  { productId: 'CL36-14.9', name: '14.9% APR over 36 months', months: 36, apr: 14.9, minLoan: 1_000, maxLoan: 25_000 },
  { productId: 'CL48-14.9', name: '14.9% APR over 48 months', months: 48, apr: 14.9, minLoan: 1_000, maxLoan: 25_000 },
  {
    productId: 'BNPL12',
    name: 'Buy now, pay later: settle in 12 months',
    months: 12,
    apr: 14.9,
    minLoan: 500,
    maxLoan: 10_000,
    arrangementFee: 29,
    singleFinalPayment: true,
  },
].map((product, position) => ({ ...product, position }));

/** Deposits offered by the calculator, in percent of the cash price. */
export const financeDepositSeed = [0, 10, 20, 30, 40, 50];

/**
 * Seeds the finance tables where they are empty (a database seeded before finance existed gets them
 * too), Cycle to Work's providers and tax bands included.
 */
export async function seedFinance(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    if ((await tx.select().from(financeProducts).limit(1)).length === 0)
      await tx.insert(financeProducts).values(financeProductSeed);
    if ((await tx.select().from(financeDeposits).limit(1)).length === 0) {
      await tx.insert(financeDeposits).values(financeDepositSeed.map((percent, position) => ({ percent, position })));
    }
  });
  await seedCycleToWork(db);
}

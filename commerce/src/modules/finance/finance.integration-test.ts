import { eq } from 'drizzle-orm';
import { createCommerce, type Commerce } from '../../commerce';
import { openFreshDatabase } from '../../db/fresh-database';
import { seedDatabase } from '../../db/seed/seed';
import { featureFlags } from '../store/store.tables';
import { financeDeposits, financeProducts } from './finance.tables';

let fresh: Awaited<ReturnType<typeof openFreshDatabase>>;
let commerce: Commerce;

beforeAll(async () => {
  fresh = await openFreshDatabase({ prefix: 'cadence_finance' });
  await fresh.database.migrate();
  await seedDatabase(fresh.database.db);
  commerce = createCommerce(fresh.database, { referenceTtlMs: 0 });
});
afterAll(() => fresh.dispose());

describe('finance', () => {
  it('offers the seeded products and deposits to shoppers in GB', async () => {
    const products = await commerce.finance.productsFor('GB');
    expect(products.map((p) => p.productId)).toEqual([
      'IFC12',
      'IFC24',
      'CL36-9.9',
      'CL48-9.9',
      'CL36-14.9',
      'CL48-14.9',
      'BNPL12',
    ]);
    expect(products[0]).toMatchObject({ months: 12, apr: 0, minLoanMinor: 25_000, maxLoanMinor: 2_500_000 });
    expect(products.find((p) => p.productId === 'BNPL12')).toMatchObject({
      singleFinalPayment: true,
      arrangementFeeMinor: 2_900,
    });
    expect(await commerce.finance.depositsFor('GB')).toEqual([0, 10, 20, 30, 40, 50]);
  });

  it('offers nothing outside GB and nothing when the finance flag is off: no products, no deposits, no quote', async () => {
    for (const country of ['DE', 'US', null]) {
      expect(await commerce.finance.productsFor(country)).toEqual([]);
      expect(await commerce.finance.depositsFor(country)).toEqual([]);
      expect(await commerce.finance.quote(country, { priceMinor: 149_900, depositPercent: 10 }, 'en-GB')).toBeNull();
    }
    await fresh.database.db.update(featureFlags).set({ enabled: false }).where(eq(featureFlags.key, 'finance'));
    try {
      expect(await commerce.finance.productsFor('GB')).toEqual([]);
      expect(await commerce.finance.quote('GB', { priceMinor: 149_900, depositPercent: 10 }, 'en-GB')).toBeNull();
    } finally {
      await fresh.database.db.update(featureFlags).set({ enabled: true }).where(eq(featureFlags.key, 'finance'));
    }
  });

  it('quotes a £1,499 bike with 10 % down: every product offered, the 48-month 9.9 % one as the example', async () => {
    const quote = (await commerce.finance.quote('GB', { priceMinor: 149_900, depositPercent: 10 }, 'en-GB'))!;
    expect(quote).toMatchObject({ priceMinor: 149_900, depositPercent: 10, depositMinor: 14_990, minimumMinor: 25_000 });
    expect(quote.priceRange).toEqual({ min: 25_000, max: 599_600 });
    expect(quote.offered).toHaveLength(7);
    expect(quote.options.every((o) => !o.unavailable)).toBe(true);
    expect(quote.representative?.product.productId).toBe('CL48-9.9');
    expect(quote.representative?.repayments).toMatchObject({ loanMinor: 134_910, months: 48, apr: 9.9 });
    expect(quote.problem).toBeNull();
  });

  it('marks the loans whose minimum is over price − deposit unavailable, and keeps a hostile deposit within 0–50 %', async () => {
    const quote = (await commerce.finance.quote('GB', { priceMinor: 80_000, depositPercent: 0 }, 'en-GB'))!;
    const unavailable = quote.options.filter((o) => o.unavailable).map((o) => o.product.productId);
    expect(unavailable).toEqual(['CL36-9.9', 'CL48-9.9', 'CL36-14.9', 'CL48-14.9']);
    expect(quote.offered.map((p) => p.productId)).toEqual(['IFC12', 'IFC24', 'BNPL12']);
    expect((await commerce.finance.quote('GB', { priceMinor: 80_000, depositPercent: 1e9 }, 'en-GB'))!.depositPercent).toBe(50);
    expect((await commerce.finance.quote('GB', { priceMinor: 80_000, depositPercent: Number.NaN }, 'en-GB'))!.depositMinor).toBe(
      0,
    );
    expect((await commerce.finance.quote('GB', { priceMinor: -5, depositPercent: 10 }, 'en-GB'))!.priceMinor).toBe(0);
  });

  it("says 'The minimum amount for finance is …' under the smallest minimum loan, in both storefronts", async () => {
    const en = (await commerce.finance.quote('GB', { priceMinor: 19_999, depositPercent: 0 }, 'en-GB'))!;
    expect(en.problem).toBe('The minimum amount for finance is £250, please select a higher cash price.');
    expect(en.offered).toEqual([]);
    const de = (await commerce.finance.quote('GB', { priceMinor: 19_999, depositPercent: 0 }, 'de-DE'))!;
    expect(de.problem).toBe(
      'Der Mindestbetrag für eine Finanzierung beträgt 250\u00a0£. Bitte wählen Sie einen höheren Barpreis.',
    );
  });

  it('reads the products and flags once per reference TTL, not per quote', async () => {
    const served = createCommerce(fresh.database, { referenceTtlMs: 30_000 });
    await served.finance.quote('GB', { priceMinor: 149_900, depositPercent: 10 }, 'en-GB');
    fresh.database.statements.reset();
    for (let i = 0; i < 5; i++) await served.finance.quote('GB', { priceMinor: 149_900 + i, depositPercent: i }, 'en-GB');
    expect(fresh.database.statements.count).toBe(0);
  });

  it('refuses terms a lender could not offer (the table checks them)', async () => {
    const db = fresh.database.db;
    await expect(db.insert(financeDeposits).values({ percent: 60 })).rejects.toThrow();
    await expect(
      db.insert(financeProducts).values({ productId: 'BAD', name: 'Bad', months: 12, apr: 5, minLoan: 5_000, maxLoan: 1_000 }),
    ).rejects.toThrow();
    await expect(
      db
        .insert(financeProducts)
        .values({ productId: 'BAD2', name: 'Bad', months: 12, apr: 5, minLoan: 500, maxLoan: 1_000, deferralMonths: 12 }),
    ).rejects.toThrow();
  });
});

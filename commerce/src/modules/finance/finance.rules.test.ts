import {
  depositAmount,
  depositPercent,
  FINANCE_CURRENCY,
  financeProductName,
  isFinanceAvailable,
  interestRate,
  isUnavailable,
  minimumFinanceAmount,
  minimumFinanceProblem,
  monthlyRate,
  offeredProducts,
  priceRange,
  qualifiesForFinance,
  repayments,
  representativeProduct,
  type FinanceProduct,
} from './finance.rules';

const product = (over: Partial<FinanceProduct> & Pick<FinanceProduct, 'productId'>): FinanceProduct => ({
  name: over.productId,
  months: 12,
  apr: 0,
  minLoanMinor: 25_000,
  maxLoanMinor: 2_500_000,
  arrangementFeeMinor: 0,
  deferralMonths: 0,
  singleFinalPayment: false,
  ...over,
});
const IF12 = product({ productId: 'IF12', months: 12, apr: 0, minLoanMinor: 25_000 });
const IF24 = product({ productId: 'IF24', months: 24, apr: 0, minLoanMinor: 50_000 });
const CL36 = product({ productId: 'CL36', months: 36, apr: 9.9, minLoanMinor: 100_000 });
const CL48 = product({ productId: 'CL48', months: 48, apr: 14.9, minLoanMinor: 100_000 });
const CL48LOW = product({ productId: 'CL48LOW', months: 48, apr: 9.9, minLoanMinor: 300_000 });
const PRODUCTS = [IF12, IF24, CL36, CL48, CL48LOW];
const ids = (list: readonly FinanceProduct[]) => list.map((p) => p.productId);
const gbp = (minor: number) => `£${(minor / 100).toFixed(2)}`;

/** Pays a schedule back month by month: what is left after the last payment (pence). */
function balanceAfter(loanMinor: number, apr: number, schedule: readonly number[], deferral = 0): number {
  const rate = monthlyRate(apr);
  let balance = loanMinor;
  for (let month = 0; month < deferral; month++) balance *= 1 + rate;
  for (const payment of schedule) balance = balance * (1 + rate) - payment;
  return balance;
}

describe('finance rules', () => {
  it('is available only when enabled and the shopper is in GB', () => {
    expect(isFinanceAvailable(true, 'GB')).toBe(true);
    expect(isFinanceAvailable(true, 'DE')).toBe(false);
    expect(isFinanceAvailable(true, null)).toBe(false);
    expect(isFinanceAvailable(false, 'GB')).toBe(false);
  });

  it('keeps the deposit between 0 and 50 percent, rounded to 2 decimals', () => {
    expect(depositPercent(12.345)).toBe(12.35);
    expect(depositPercent(-5)).toBe(0);
    expect(depositPercent(75)).toBe(50);
    expect(depositPercent(Number.NaN)).toBe(0);
    expect(depositAmount(199_999, 10)).toBe(20_000); // 10 % of £1,999.99 = £200.00 (to the penny)
    expect(depositAmount(100_000, 80)).toBe(50_000); // at most half
  });

  it('offers products whose min and max loan hold price − deposit; with no deposit those whose minimum is at most the price; with neither, none', () => {
    // £1,500 with a £200 deposit: a £1,300 loan.
    expect(ids(offeredProducts(PRODUCTS, 150_000, 20_000))).toEqual(['IF12', 'IF24', 'CL36', 'CL48']);
    // No deposit: minimum loan at most £1,500.
    expect(ids(offeredProducts(PRODUCTS, 150_000, 0))).toEqual(['IF12', 'IF24', 'CL36', 'CL48']);
    expect(ids(offeredProducts(PRODUCTS, 400_000, null))).toEqual(ids(PRODUCTS));
    expect(offeredProducts(PRODUCTS, null, null)).toEqual([]);
    expect(offeredProducts(PRODUCTS, 0, 0)).toEqual([]);
    // Over a maximum: £30,000 with £1,000 down is a £29,000 loan, over every £25,000 maximum.
    expect(offeredProducts(PRODUCTS, 3_000_000, 100_000)).toEqual([]);
  });

  it('marks a product unavailable when its minimum loan exceeds price − deposit', () => {
    expect(isUnavailable(CL36, 120_000, 30_000)).toBe(true); // £900 < £1,000
    expect(isUnavailable(CL36, 130_000, 30_000)).toBe(false); // exactly £1,000
  });

  it('picks the representative example among the longest terms at the lowest APR', () => {
    expect(representativeProduct(PRODUCTS)?.productId).toBe('CL48LOW');
    expect(representativeProduct([IF12, CL36])?.productId).toBe('CL36');
    expect(representativeProduct([])).toBeNull();
  });

  it('knows the minimum finance amount and says so verbatim, in both storefronts', () => {
    expect(minimumFinanceAmount(PRODUCTS)).toBe(25_000);
    expect(minimumFinanceAmount([])).toBeNull();
    expect(minimumFinanceProblem(19_999, PRODUCTS, 'en-GB', gbp)).toBe(
      'The minimum amount for finance is £250.00, please select a higher cash price.',
    );
    expect(minimumFinanceProblem(19_999, PRODUCTS, 'de-DE', gbp)).toBe(
      'Der Mindestbetrag für eine Finanzierung beträgt £250.00. Bitte wählen Sie einen höheren Barpreis.',
    );
    expect(minimumFinanceProblem(25_000, PRODUCTS, 'en-GB', gbp)).toBeNull();
  });

  it('lets the cash price range from the minimum finance amount to 4 × the price', () => {
    expect(priceRange(149_900, PRODUCTS)).toEqual({ min: 25_000, max: 599_600 });
  });

  it('takes the monthly rate from the APR as an annual effective rate', () => {
    expect(Math.pow(1 + monthlyRate(9.9), 12) - 1).toBeCloseTo(0.099, 12);
    expect(monthlyRate(0)).toBe(0);
  });

  it('states the fixed annual interest rate beside the APR (9.9 % APR is 9.48 % a year, fixed)', () => {
    expect(interestRate(9.9)).toBe(9.48);
    expect(interestRate(14.9)).toBe(13.97);
    expect(interestRate(0)).toBe(0);
    expect(repayments(CL36, 100_000, 0).interestRate).toBe(9.48);
  });

  it('repays £1,000 at 9.9 % APR over 36 months with £32.02 a month and a last payment of £32.12, £1,152.82 in all (the annuity formula, to the penny)', () => {
    const r = repayments(CL36, 100_000, 0);
    expect(r).toMatchObject({ loanMinor: 100_000, monthlyMinor: 3_202, finalMinor: 3_212, payments: 36 });
    expect(r.totalRepayableMinor).toBe(115_282);
    expect(r.interestMinor).toBe(15_282);
    expect(r.totalPayableMinor).toBe(115_282);
    const schedule = [...Array<number>(35).fill(r.monthlyMinor), r.finalMinor];
    expect(Math.abs(balanceAfter(100_000, 9.9, schedule))).toBeLessThan(0.5);
  });

  it('repays £3,000 with £500 down at 14.9 % APR over 48 months', () => {
    const r = repayments(CL48, 300_000, 50_000);
    expect(r).toMatchObject({ loanMinor: 250_000, depositMinor: 50_000, monthlyMinor: 6_828, finalMinor: 6_818 });
    expect(r.totalRepayableMinor).toBe(327_734);
    expect(r.totalPayableMinor).toBe(377_734);
    expect(Math.abs(balanceAfter(250_000, 14.9, [...Array<number>(47).fill(6_828), 6_818]))).toBeLessThan(0.5);
  });

  it('spreads an interest-free loan evenly, the last payment taking the pennies', () => {
    expect(repayments(IF12, 120_000, 0)).toMatchObject({ monthlyMinor: 10_000, finalMinor: 10_000, interestMinor: 0 });
    const r = repayments(IF24, 99_999, 0);
    expect([r.monthlyMinor, r.finalMinor, r.totalRepayableMinor, r.interestMinor]).toEqual([4_167, 4_158, 99_999, 0]);
  });

  it('adds the arrangement fee to what is payable, not to the loan', () => {
    const r = repayments({ ...IF12, arrangementFeeMinor: 2_900 }, 120_000, 20_000);
    expect(r).toMatchObject({ loanMinor: 100_000, totalRepayableMinor: 100_000, totalPayableMinor: 122_900 });
  });

  it('grows a deferred loan at the monthly rate before it is repaid over the months left', () => {
    const r = repayments({ ...CL36, deferralMonths: 6 }, 100_000, 0);
    expect(r).toMatchObject({ payments: 30, monthlyMinor: 3_938, finalMinor: 3_954, totalRepayableMinor: 118_156 });
    expect(Math.abs(balanceAfter(100_000, 9.9, [...Array<number>(29).fill(3_938), 3_954], 6))).toBeLessThan(0.5);
  });

  it('settles buy now, pay later in one final payment with the interest of its months', () => {
    const r = repayments(product({ productId: 'BNPL12', months: 12, apr: 14.9, singleFinalPayment: true }), 100_000, 0);
    expect(r).toMatchObject({ payments: 1, monthlyMinor: 0, finalMinor: 114_900, interestMinor: 14_900 });
  });
});

describe('qualifiesForFinance: some product lends what is left of the total after a 0–50 % deposit (spec §5, §9)', () => {
  it('is a UK offer, in pounds', () => {
    expect(FINANCE_CURRENCY).toBe('GBP');
  });

  it('qualifies a total some product lends with no deposit', () => {
    expect(qualifiesForFinance([IF12], 25_000)).toBe(true); // £250, the smallest minimum loan
    expect(qualifiesForFinance([CL36], 150_000)).toBe(true);
    expect(qualifiesForFinance(PRODUCTS, 100_000)).toBe(true);
  });

  it('does not qualify a total under every minimum loan: no deposit makes a loan larger than the total', () => {
    expect(qualifiesForFinance(PRODUCTS, 24_999)).toBe(false);
    expect(qualifiesForFinance([CL36, CL48], 99_999)).toBe(false);
  });

  it('qualifies a total above every maximum loan when the largest deposit, 50 %, brings the loan within one', () => {
    const upTo25k = [CL36]; // lends £1,000–£25,000
    expect(qualifiesForFinance(upTo25k, 3_000_000)).toBe(true); // £30,000 less £5,000 (16.67 %)
    expect(qualifiesForFinance(upTo25k, 5_000_000)).toBe(true); // £50,000 less £25,000 (50 %)
    expect(qualifiesForFinance(upTo25k, 5_000_002)).toBe(false); // 50 % leaves £25,000.01
  });

  it('qualifies when any one product lends it, with its own deposit', () => {
    const narrow = product({ productId: 'NARROW', minLoanMinor: 100_000, maxLoanMinor: 120_000 });
    expect(qualifiesForFinance([narrow], 200_000)).toBe(true); // 40–50 % down leaves £1,000–£1,200
    expect(qualifiesForFinance([narrow], 250_000)).toBe(false); // 50 % down still leaves £1,250
    expect(qualifiesForFinance([narrow, IF12], 250_000)).toBe(true);
  });

  it('qualifies nothing with no total or no products (no price, none offered)', () => {
    expect(qualifiesForFinance(PRODUCTS, 0)).toBe(false);
    expect(qualifiesForFinance([product({ productId: 'ZERO', minLoanMinor: 0 })], 0)).toBe(false);
    expect(qualifiesForFinance([], 100_000)).toBe(false);
  });
});

describe('financeProductName: a loan product in the storefront’s language', () => {
  const named = (name: string, over: Partial<FinanceProduct>) => product({ productId: name, name, ...over });
  const CREDIT = named('9.9% APR over 36 months', { months: 36, apr: 9.9 });
  const HIGHER = named('14.9% APR over 48 months', { months: 48, apr: 14.9 });
  const FREE = named('0% APR over 24 months', { months: 24, apr: 0 });
  const LATER = named('Buy now, pay later: settle in 12 months', { months: 12, apr: 14.9, singleFinalPayment: true });

  it('is the lender’s own name in en-GB, the lender’s language', () => {
    for (const p of [CREDIT, HIGHER, FREE, LATER]) expect(financeProductName(p, 'en-GB')).toBe(p.name);
  });

  it('is made from the terms in de-DE, its APR with a decimal comma', () => {
    expect(financeProductName(CREDIT, 'de-DE')).toBe('9,9 % effektiver Jahreszins über 36 Monate');
    expect(financeProductName(HIGHER, 'de-DE')).toBe('14,9 % effektiver Jahreszins über 48 Monate');
    expect(financeProductName(FREE, 'de-DE')).toBe('Zinsfreie Finanzierung über 24 Monate');
    expect(financeProductName(LATER, 'de-DE')).toBe('Jetzt kaufen, später bezahlen: Ausgleich in 12 Monaten');
  });
});

import { byStore, type StoreCode } from '@cadence/server-kit/storefronts';
import { formatPercent, type Minor } from '../../shared/money';

/**
 * Finance (instalment loans) for UK shoppers: which loan products are offered for a cash price and
 * deposit (spec §5, §9), the representative example and the repayments as UK consumer credit
 * quotes them. Amounts are integer pence (`Minor`); rates are percentages as lenders publish them.
 */

/** Finance is a UK offer (spec §4, §6: GB only): loans, their amounts and the lender's hand-off are in pounds. */
export const FINANCE_CURRENCY = 'GBP';

/** The most prices one teaser request may ask about (a listing page's worth). */
export const MAX_TEASER_PRICES = 60;

/** The deposit a shopper may choose, in percent of the cash price (spec §9). */
export const DEPOSIT_PERCENT_RANGE = { min: 0, max: 50 } as const;
/** The cash-price slider of the calculator reaches this many times the product's price (spec §9). */
export const PRICE_RANGE_MULTIPLIER = 4;

/** A loan product as the lender defines it (spec §3: product_id, months, apr, rb_min_loan, rb_max_loan). */
export type FinanceProduct = {
  productId: string;
  name: string;
  months: number;
  /** Annual percentage rate, e.g. 9.9. */
  apr: number;
  minLoanMinor: Minor;
  maxLoanMinor: Minor;
  arrangementFeeMinor: Minor;
  /** Months at the start with nothing to pay (interest still accrues at the APR). */
  deferralMonths: number;
  /** True for buy now, pay later: the whole balance is settled in one final payment after `months`. */
  singleFinalPayment: boolean;
};

/** Finance is offered only when the shop has it switched on and the shopper is in Great Britain (spec §4, §6). */
export function isFinanceAvailable(enabled: boolean, countryCode: string | null | undefined): boolean {
  return enabled && countryCode === 'GB';
}

/** A deposit percentage kept within 0–50 % and to two decimals (spec §4, §5). */
export function depositPercent(requested: number): number {
  if (!Number.isFinite(requested)) return DEPOSIT_PERCENT_RANGE.min;
  const bounded = Math.min(DEPOSIT_PERCENT_RANGE.max, Math.max(DEPOSIT_PERCENT_RANGE.min, requested));
  return Math.round(bounded * 100) / 100;
}

/** The deposit in pence for a percentage of the cash price (rounded to the penny). */
export function depositAmount(priceMinor: Minor, percent: number): Minor {
  return Math.round((priceMinor * depositPercent(percent)) / 100);
}

/**
 * The products offered for a cash price and deposit (spec §5): with a deposit, those whose loan
 * (price − deposit) lies between their minimum and maximum loan; with no deposit, those whose
 * minimum loan is at most the price; with no deposit and no price, none.
 */
export function offeredProducts<P extends Pick<FinanceProduct, 'minLoanMinor' | 'maxLoanMinor'>>(
  products: readonly P[],
  priceMinor: Minor | null,
  depositMinor: Minor | null,
): P[] {
  if (!depositMinor) {
    if (!priceMinor) return [];
    return products.filter((p) => p.minLoanMinor <= priceMinor);
  }
  const loan = (priceMinor ?? 0) - depositMinor;
  return products.filter((p) => loan >= p.minLoanMinor && loan <= p.maxLoanMinor);
}

/** A product is shown as unavailable when its minimum loan exceeds price − deposit (spec §5). */
export function isUnavailable(product: Pick<FinanceProduct, 'minLoanMinor'>, priceMinor: Minor, depositMinor: Minor): boolean {
  return product.minLoanMinor > priceMinor - depositMinor;
}

/** Whether a product lends this amount: more than nothing, between its minimum and maximum loan. */
export function lendsAmount(product: Pick<FinanceProduct, 'minLoanMinor' | 'maxLoanMinor'>, loanMinor: Minor): boolean {
  return loanMinor > 0 && loanMinor >= product.minLoanMinor && loanMinor <= product.maxLoanMinor;
}

/**
 * Whether an amount in pounds (an order's total) can be paid by finance: some product lends what is
 * left of it after some deposit in the allowed range (0–50 %, spec §5, §9). For each product the
 * loan tried is the one nearest its minimum loan that such a deposit leaves (between the amount less
 * half of it and the whole amount); a product lends it or no deposit makes that product lend. With
 * no amount, or no products, nothing qualifies (spec §5: no price, none offered).
 */
export function qualifiesForFinance(
  products: readonly Pick<FinanceProduct, 'minLoanMinor' | 'maxLoanMinor'>[],
  totalMinor: Minor,
): boolean {
  const largestLoan = totalMinor - depositAmount(totalMinor, DEPOSIT_PERCENT_RANGE.min);
  const smallestLoan = totalMinor - depositAmount(totalMinor, DEPOSIT_PERCENT_RANGE.max);
  return products.some((product) => lendsAmount(product, Math.min(largestLoan, Math.max(smallestLoan, product.minLoanMinor))));
}

/** The representative example (spec §9): among the products with the longest term, the lowest APR. */
export function representativeProduct<P extends Pick<FinanceProduct, 'months' | 'apr'>>(products: readonly P[]): P | null {
  if (products.length === 0) return null;
  const longest = Math.max(...products.map((p) => p.months));
  return products.filter((p) => p.months === longest).reduce((best, p) => (p.apr < best.apr ? p : best));
}

/** The smallest amount finance can be had for: the smallest minimum loan (spec §9); null with no products. */
export function minimumFinanceAmount(products: readonly Pick<FinanceProduct, 'minLoanMinor'>[]): Minor | null {
  return products.length ? Math.min(...products.map((p) => p.minLoanMinor)) : null;
}

/** The calculator's cash-price range: from the minimum finance amount to 4 × the price (spec §9). */
export function priceRange(
  priceMinor: Minor,
  products: readonly Pick<FinanceProduct, 'minLoanMinor'>[],
): { min: Minor; max: Minor } {
  return { min: minimumFinanceAmount(products) ?? 0, max: priceMinor * PRICE_RANGE_MULTIPLIER };
}

/**
 * The monthly rate of an APR as UK consumer credit defines it (the APR is the annual effective
 * rate): (1 + APR)^(1/12) − 1.
 */
export function monthlyRate(apr: number): number {
  return apr > 0 ? Math.pow(1 + apr / 100, 1 / 12) - 1 : 0;
}

/**
 * The fixed annual interest rate a representative example states beside the APR: the nominal rate
 * of the monthly rate, ((1 + APR)^(1/12) − 1) × 12, in percent to two decimals (9.9 % APR → 9.48 %).
 */
export function interestRate(apr: number): number {
  return Math.round(monthlyRate(apr) * 12 * 10_000) / 100;
}

export type Repayments = {
  loanMinor: Minor;
  depositMinor: Minor;
  /** Each monthly repayment but the last (0 for a single final payment). */
  monthlyMinor: Minor;
  /** The last repayment: the monthly one corrected for rounding, or the whole balance. */
  finalMinor: Minor;
  /** How many repayments are made (the last one included). */
  payments: number;
  arrangementFeeMinor: Minor;
  /** Everything the shopper pays: deposit, repayments and fee. */
  totalPayableMinor: Minor;
  /** The repayments alone. */
  totalRepayableMinor: Minor;
  /** What the credit costs: repayments − loan. */
  interestMinor: Minor;
  apr: number;
  /** The fixed annual interest rate beside the APR (see `interestRate`). */
  interestRate: number;
  months: number;
};

/**
 * Repayments of a loan of price − deposit (the standard annuity formula, to the penny): after any
 * deferral months the balance has grown at the monthly rate and is repaid in equal monthly
 * payments over the remaining months, each rounded to the penny, the last one clearing what is left
 * (so the schedule repays the loan and its interest exactly); a buy-now-pay-later product is settled
 * by one payment at the end.
 */
export function repayments(
  product: Pick<FinanceProduct, 'months' | 'apr' | 'arrangementFeeMinor' | 'deferralMonths' | 'singleFinalPayment'>,
  priceMinor: Minor,
  depositMinor: Minor,
): Repayments {
  const loan = Math.max(0, priceMinor - depositMinor);
  const rate = monthlyRate(product.apr);
  const deferral = Math.max(0, Math.min(product.deferralMonths, product.months - 1));
  const owed = loan * Math.pow(1 + rate, product.singleFinalPayment ? product.months : deferral);
  let monthly: Minor;
  let final: Minor;
  let payments: number;
  if (product.singleFinalPayment) {
    payments = 1;
    monthly = 0;
    final = Math.round(owed);
  } else {
    payments = product.months - deferral;
    const exact = rate === 0 ? owed / payments : (owed * rate) / (1 - Math.pow(1 + rate, -payments));
    monthly = Math.round(exact);
    // The last payment clears what is left after the rounded ones (the schedule repays the loan
    // exactly): the balance after k payments is owed·g^k − monthly·(g^k − 1)/rate, with g = 1 + rate.
    const k = payments - 1;
    const growth = Math.pow(1 + rate, k);
    const balance = rate === 0 ? owed - monthly * k : owed * growth - (monthly * (growth - 1)) / rate;
    final = Math.round(balance * (1 + rate));
  }
  const totalRepayable = monthly * (payments - 1) + final;
  return {
    loanMinor: loan,
    depositMinor,
    monthlyMinor: monthly,
    finalMinor: final,
    payments,
    arrangementFeeMinor: product.arrangementFeeMinor,
    totalPayableMinor: depositMinor + totalRepayable + product.arrangementFeeMinor,
    totalRepayableMinor: totalRepayable,
    interestMinor: totalRepayable - loan,
    apr: product.apr,
    interestRate: interestRate(product.apr),
    months: product.months,
  };
}

/** 'The minimum amount for finance is {amount}, please select a higher cash price.' (spec §5) */
export const MINIMUM_FINANCE_MESSAGE = {
  'en-GB': 'The minimum amount for finance is {amount}, please select a higher cash price.',
  'de-DE': 'Der Mindestbetrag für eine Finanzierung beträgt {amount}. Bitte wählen Sie einen höheren Barpreis.',
} as const;

/** The message for a cash price under the minimum finance amount, or null when finance can be had. */
export function minimumFinanceProblem(
  priceMinor: Minor,
  products: readonly Pick<FinanceProduct, 'minLoanMinor'>[],
  store: keyof typeof MINIMUM_FINANCE_MESSAGE,
  formatAmount: (minor: Minor) => string,
): string | null {
  const minimum = minimumFinanceAmount(products);
  if (minimum === null || priceMinor >= minimum) return null;
  return MINIMUM_FINANCE_MESSAGE[store].replace('{amount}', formatAmount(minimum));
}

/** What a loan product is named from: the lender's name and the terms it is known by. */
export type FinanceProductTerms = Pick<FinanceProduct, 'name' | 'months' | 'apr' | 'singleFinalPayment'>;

/** A loan product's name made from its terms, in one storefront's language. */
type ProductNameWords = {
  interestFree: (months: number) => string;
  credit: (apr: string, months: number) => string;
  payLater: (months: number) => string;
};

/**
 * The words a product's name is made of, by storefront; 'lender' where the storefront speaks the
 * lender's language (its own names are English: the ones the application, the lender and the order
 * carry). Keyed by every storefront code, so a third storefront's words are asked for by the
 * compiler. The web's finance.json `finance.productName` has the same words (held to these by
 * web/src/features/finance/finance.parity.test.ts).
 */
const PRODUCT_NAME_WORDS: Record<StoreCode, ProductNameWords | 'lender'> = {
  'en-GB': 'lender',
  'de-DE': {
    interestFree: (months) => `Zinsfreie Finanzierung über ${months} Monate`,
    credit: (apr, months) => `${apr} % effektiver Jahreszins über ${months} Monate`,
    payLater: (months) => `Jetzt kaufen, später bezahlen: Ausgleich in ${months} Monaten`,
  },
};

/**
 * A loan product's name in the storefront's language (the order confirmation's; the web's
 * `financeProductName` writes the same): the lender's own name where the storefront speaks its
 * language; elsewhere one made from the terms, as the lender has three kinds of product: buy now,
 * pay later (one final payment), interest free (0 % APR), or credit at its APR (written as the
 * storefront writes numbers: '9,9 %'), each over its months.
 */
export function financeProductName(product: FinanceProductTerms, store: StoreCode): string {
  const words = byStore(store, PRODUCT_NAME_WORDS);
  if (words === 'lender') return product.name;
  if (product.singleFinalPayment) return words.payLater(product.months);
  if (product.apr === 0) return words.interestFree(product.months);
  return words.credit(formatPercent(product.apr, store), product.months);
}

import type { Translate } from '../../shared/i18n/use-translation';
import { formatPercent } from '../../shared/format/number.rules';

/**
 * A number the shopper typed or slid to, kept within the range the server answered (the deposit's
 * 0–50 %, the cash price's 0 to 4 × the price) and to two decimals; anything unreadable is the minimum.
 */
export function withinRange(value: number, range: { min: number; max: number }): number {
  if (!Number.isFinite(value)) return range.min;
  return Math.round(Math.min(range.max, Math.max(range.min, value)) * 100) / 100;
}

/** The product the calculator shows: the chosen one while it is offered, else the representative example. */
export function shownProductId(chosen: string | null, offered: readonly string[], representative: string | null): string | null {
  return chosen && offered.includes(chosen) ? chosen : representative;
}

/** A loan product's name and terms, as the calculator's answer carries them (V12Product). */
export type FinanceProductTerms = { name: string; months: number; apr: number; single_final_payment: boolean };

/** The language of the lender's product names (the commerce data has no other). */
const LENDER_NAMES_LOCALE = 'en-GB';

/**
 * A loan product's name in the shopper's language: the lender's own name where it is in that
 * language (it is the name the application, the lender and the order carry); elsewhere one made
 * from its terms: buy now, pay later (one final payment), interest free (0 % APR), or its APR, each
 * over its months, the three kinds of product the lender has. The order email names it with
 * commerce's `financeProductName` (finance.rules.ts), held to this one by finance.parity.test.ts.
 */
export function financeProductName(product: FinanceProductTerms, t: Translate, locale: string): string {
  if (locale === LENDER_NAMES_LOCALE) return product.name;
  const months = product.months;
  if (product.single_final_payment) return t('finance.productName.payLater', { months });
  if (product.apr === 0) return t('finance.productName.interestFree', { months });
  return t('finance.productName.credit', { months, apr: formatPercent(product.apr, locale) });
}

/** The loan an order was paid with, as the order page reads it (OrderFinance). */
export type OrderLoanTerms = { product_name: string; months: number; apr: number; payments: number };

/**
 * The product of an order's loan in the shopper's language (financeProductName), from the terms the
 * order keeps: it does not keep the product's kind, and one repayment is a loan settled in one final
 * payment (commerce's repayments makes exactly one for those; the order email reads it the same way).
 */
export function orderFinanceProductName(finance: OrderLoanTerms, t: Translate, locale: string): string {
  const { product_name: name, months, apr, payments } = finance;
  return financeProductName({ name, months, apr, single_final_payment: payments === 1 }, t, locale);
}

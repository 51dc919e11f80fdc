import { signToken } from '../../shared/signing';
import type { StoreCode } from '@cadence/server-kit/storefronts';
import type { FINANCE_CURRENCY } from './finance.rules';

/**
 * The contract with the lender (its sandbox locally): the shop sends the shopper to the lender's
 * application page with a signed, expiring hand-off; the lender reports its decision by a signed
 * webhook (`finance-application.rules` parses it). Amounts in pounds.
 */
export type LenderHandoff = {
  application: string;
  order_number: string;
  locale: StoreCode;
  currency: typeof FINANCE_CURRENCY;
  cash_price: number;
  deposit: number;
  loan_amount: number;
  product_id: string;
  product_name: string;
  months: number;
  apr: number;
  monthly_repayment: number;
  final_payment: number;
  payments: number;
  total_repayable: number;
  applicant: { first_name: string; last_name: string; email: string };
  /** Where the lender sends the shopper back to (the shop's finance return page). */
  return_url: string;
  expires_at: string;
};

/** The lender's application page for a hand-off, signed with the secret shared with the lender. */
export function lenderApplicationUrl(lender: { applicationUrl: string; secret: string }, handoff: LenderHandoff): string {
  const url = new URL(lender.applicationUrl);
  url.searchParams.set('handoff', signToken(lender.secret, handoff));
  return url.toString();
}

import { formatMoney, type Minor } from '../../shared/money';
import { ttlMemo } from '../../shared/ttl-cache';
import type { StoreService } from '../store/store.service';
import type { FinanceRepository } from './finance.repository';
import {
  DEPOSIT_PERCENT_RANGE,
  depositAmount,
  depositPercent,
  isFinanceAvailable,
  isUnavailable,
  minimumFinanceAmount,
  minimumFinanceProblem,
  offeredProducts,
  priceRange,
  repayments,
  representativeProduct,
  type FinanceProduct,
  type Repayments,
} from './finance.rules';

/** Finance is a UK offer: loans are in pounds. */
export const FINANCE_CURRENCY = 'GBP';

/** A product as the calculator lists it for a cash price and deposit. */
export type FinanceOption = { product: FinanceProduct; unavailable: boolean; repayments: Repayments };

/** What the calculator shows for a cash price and deposit (spec §3 finance wording). */
export type FinanceQuote = {
  priceMinor: Minor;
  depositPercent: number;
  depositMinor: Minor;
  /** Every product, those whose minimum loan exceeds price − deposit marked unavailable. */
  options: FinanceOption[];
  /** The products offered for this price and deposit (spec §5). */
  offered: FinanceProduct[];
  /** The representative example among the offered products (longest term, lowest APR). */
  representative: FinanceOption | null;
  minimumMinor: Minor | null;
  priceRange: { min: Minor; max: Minor };
  /** The deposits the shopper may choose between, in percent (spec: 0–50). */
  depositRange: { min: number; max: number };
  /** 'The minimum amount for finance is …' when the price is under it, else null. */
  problem: string | null;
};

/**
 * Finance for UK shoppers: the lender's products and deposits (reference data, memoised for the
 * reference TTL) and the calculator's quote. Anyone outside GB, or with the `finance` flag off, gets
 * no products, no deposits and no quote: not an error.
 */
export class FinanceService {
  private readonly products: (key: void) => Promise<FinanceProduct[]>;
  private readonly deposits: (key: void) => Promise<number[]>;

  constructor(
    repository: FinanceRepository,
    private readonly store: Pick<StoreService, 'listFeatureFlags'>,
    referenceTtlMs = 0,
  ) {
    this.products = ttlMemo<void, FinanceProduct[]>(() => repository.listProducts(), referenceTtlMs);
    this.deposits = ttlMemo<void, number[]>(() => repository.listDeposits(), referenceTtlMs);
  }

  /** Whether finance is offered to a shopper in `countryCode` (the flag and GB). */
  async available(countryCode: string | null | undefined): Promise<boolean> {
    const flag = (await this.store.listFeatureFlags()).find((f) => f.key === 'finance');
    return isFinanceAvailable(flag?.enabled ?? false, countryCode);
  }

  /** The loan products for a shopper (spec: v12Products); empty outside GB or with finance off. */
  async productsFor(countryCode: string | null | undefined): Promise<FinanceProduct[]> {
    return (await this.available(countryCode)) ? this.products(undefined) : [];
  }

  /** The deposit percentages for a shopper (spec: v12Deposits); empty outside GB or with finance off. */
  async depositsFor(countryCode: string | null | undefined): Promise<number[]> {
    return (await this.available(countryCode)) ? this.deposits(undefined) : [];
  }

  /**
   * The calculator for a cash price (pence) and deposit percentage (kept to 0–50 %, 2 decimals), in
   * the storefront's language; null outside GB or with finance off.
   */
  async quote(
    countryCode: string | null | undefined,
    input: { priceMinor: Minor; depositPercent: number },
    store: 'en-GB' | 'de-DE',
  ): Promise<FinanceQuote | null> {
    if (!(await this.available(countryCode))) return null;
    const products = await this.products(undefined);
    const priceMinor = Math.max(0, Math.round(input.priceMinor));
    const percent = depositPercent(input.depositPercent);
    const deposit = depositAmount(priceMinor, percent);
    const options = products.map((product) => ({
      product,
      unavailable: isUnavailable(product, priceMinor, deposit),
      repayments: repayments(product, priceMinor, deposit),
    }));
    const offered = offeredProducts(products, priceMinor, deposit);
    const example = representativeProduct(offered);
    return {
      priceMinor,
      depositPercent: percent,
      depositMinor: deposit,
      options,
      offered,
      representative: example ? (options.find((o) => o.product === example) ?? null) : null,
      minimumMinor: minimumFinanceAmount(products),
      priceRange: priceRange(priceMinor, products),
      depositRange: { ...DEPOSIT_PERCENT_RANGE },
      problem: minimumFinanceProblem(priceMinor, products, store, (minor) => formatMoney(minor, store, FINANCE_CURRENCY)),
    };
  }
}

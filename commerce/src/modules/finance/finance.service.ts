import { formatMoney, type Minor } from '../../shared/money';
import { ttlMemo } from '../../shared/ttl-cache';
import type { StoreService } from '../store/store.service';
import type { Db } from '../../db/client';
import type { FinanceApplication, FinanceApplicationRepository, NewFinanceApplication } from './finance-application.repository';
import {
  decisionEffect,
  hasExpired,
  openingProblem,
  REFERRAL_DECISION_TTL_MS,
  type LenderDecisionEvent,
  type OpeningProblem,
} from './finance-application.rules';
import type { FinanceRepository } from './finance.repository';
import {
  MAX_TEASER_PRICES,
  DEPOSIT_PERCENT_RANGE,
  depositAmount,
  depositPercent,
  FINANCE_CURRENCY,
  isFinanceAvailable,
  isUnavailable,
  lendsAmount,
  minimumFinanceAmount,
  minimumFinanceProblem,
  offeredProducts,
  priceRange,
  qualifiesForFinance,
  repayments,
  representativeProduct,
  type FinanceProduct,
  type Repayments,
} from './finance.rules';
import type { StoreCode } from '@cadence/server-kit/storefronts';

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

/** A loan an order can be paid with: the product, the deposit and the repayments. */
export type FinancePlan = { product: FinanceProduct; depositPercent: number; repayments: Repayments };

/**
 * Why an order cannot be paid by finance: not offered to this shopper, not in pounds, no such
 * product for this amount, or the customer's open applications already hold as much as allowed.
 */
export type FinancePlanProblem = 'unavailable' | 'currency' | 'product' | OpeningProblem;

/** What a lender's decision did: applied, already applied (a replay), or in conflict with an earlier final one. */
export type DecisionResult =
  | { kind: 'applied' | 'unchanged'; application: FinanceApplication }
  | { kind: 'conflict'; application: FinanceApplication }
  | { kind: 'duplicate' }
  | { kind: 'not_found' };

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
    private readonly applications: FinanceApplicationRepository,
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
    store: StoreCode,
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

  /**
   * The "from £x a month" teasers of several cash prices (a listing's bikes): for each price a
   * product is offered for, its representative example with no deposit; none outside GB.
   */
  async teasers(
    countryCode: string | null | undefined,
    pricesMinor: readonly Minor[],
  ): Promise<{ priceMinor: Minor; product: FinanceProduct; repayments: Repayments }[]> {
    if (!(await this.available(countryCode))) return [];
    const products = await this.products(undefined);
    return [...new Set(pricesMinor.slice(0, MAX_TEASER_PRICES).map((price) => Math.max(0, Math.round(price))))].flatMap(
      (priceMinor) => {
        // Only products that would really lend the price: a teaser is an offer checkout would honour.
        const example = representativeProduct(offeredProducts(products, priceMinor, 0).filter((p) => lendsAmount(p, priceMinor)));
        return example ? [{ priceMinor, product: example, repayments: repayments(example, priceMinor, 0) }] : [];
      },
    );
  }

  /**
   * The loan for an order of `priceMinor` holding `units` of stock: the product the shopper chose,
   * offered to them, lending price − deposit (the deposit kept to 0–50 %), for a customer whose
   * open applications leave room for it (`openingProblem`); else why not.
   */
  async plan(
    countryCode: string | null | undefined,
    currency: string,
    input: { priceMinor: Minor; productId: string; depositPercent: number; customerId: string; units: number },
  ): Promise<{ plan: FinancePlan } | { problem: FinancePlanProblem }> {
    if (!(await this.available(countryCode))) return { problem: 'unavailable' };
    if (currency !== FINANCE_CURRENCY) return { problem: 'currency' };
    const opening = openingProblem(await this.applications.openHoldings(input.customerId), [{ quantity: input.units }]);
    if (opening) return { problem: opening };
    const percent = depositPercent(input.depositPercent);
    const deposit = depositAmount(input.priceMinor, percent);
    const product = (await this.products(undefined)).find((p) => p.productId === input.productId);
    if (!product || !lendsAmount(product, input.priceMinor - deposit)) return { problem: 'product' };
    return { plan: { product, depositPercent: percent, repayments: repayments(product, input.priceMinor, deposit) } };
  }

  /**
   * Whether an order of `totalMinor` can be paid by finance: offered to the shopper, in pounds, and
   * some product lends what is left after some deposit in the allowed range (`qualifiesForFinance`).
   */
  async qualifies(countryCode: string | null | undefined, currency: string, totalMinor: Minor): Promise<boolean> {
    if (currency !== FINANCE_CURRENCY || !(await this.available(countryCode))) return false;
    return qualifiesForFinance(await this.products(undefined), totalMinor);
  }

  /** The application an order is paid with, if it is paid by finance. */
  applicationForOrder(orderNumber: string): Promise<FinanceApplication | null> {
    return this.applications.findByOrder(orderNumber);
  }

  /**
   * Opens the application for an order's loan, inside the order's transaction; else why not: the
   * customer's open applications already hold as much as allowed (checked under a per-customer
   * lock, so two orders placed at once cannot both pass).
   */
  async openApplication(db: Db, application: NewFinanceApplication): Promise<OpeningProblem | null> {
    const repository = this.applications.withDb(db);
    if (application.customerId) {
      await repository.lockCustomer(application.customerId);
      const problem = openingProblem(await repository.openHoldings(application.customerId), application.heldStock);
      if (problem) return problem;
    }
    await repository.insert(application);
    return null;
  }

  /** An application by the reference the lender knows it by. */
  application(id: string): Promise<FinanceApplication | null> {
    return id.length > 64 ? Promise.resolve(null) : this.applications.find(id);
  }

  /**
   * Applies a lender's decision inside the caller's transaction: once per event id, and only as an
   * application's life allows (see `decisionEffect`).
   */
  async recordDecision(db: Db, event: LenderDecisionEvent, now: Date): Promise<DecisionResult> {
    const repository = this.applications.withDb(db);
    const application = await repository.findForUpdate(event.application);
    if (!application) return { kind: 'not_found' };
    if (!(await repository.claimEvent(event.id, application.id, event.decision))) return { kind: 'duplicate' };
    const effect = decisionEffect(application.status, event.decision);
    if (effect !== 'apply') return { kind: effect, application };
    const moved = await repository.decide(application.id, [application.status], event.decision, event.lender_reference, now);
    // The row is locked: only a bug could have moved it meanwhile; the caller's transaction rolls back.
    if (!moved) throw new Error('finance application changed while locked');
    return { kind: 'applied', application: { ...application, status: event.decision, lenderReference: event.lender_reference } };
  }

  /** Applications that have run out (`hasExpired`; the sweep's work list, at most `limit`). */
  runOutApplications(now: Date, limit: number): Promise<string[]> {
    return this.applications.listRunOut(now, new Date(now.getTime() - REFERRAL_DECISION_TTL_MS), limit);
  }

  /**
   * Expires an application inside the caller's transaction when it has run out (row locked: a
   * decision arriving at the same moment waits and then finds it expired); null when it has not.
   */
  async expire(db: Db, id: string, now: Date): Promise<FinanceApplication | null> {
    const repository = this.applications.withDb(db);
    const application = await repository.findForUpdate(id);
    if (!application || !hasExpired(application, now) || !(await repository.expire(id, now))) return null;
    return { ...application, status: 'expired', decidedAt: now };
  }
}
